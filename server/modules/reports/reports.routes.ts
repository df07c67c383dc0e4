import * as api from '@domain/contracts/reports';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { memberOf } from '../../platform/access';
import type { Database } from '../../platform/db';
import type { RouteRateLimit } from '../../platform/rate-limit';
import { route } from '../../platform/route';
import { contentDisposition } from '../timesheets/timesheet-files';
import * as service from './reports.service';

/** A quota on report files per person (checklist row 20), as for the timesheet files. */
const exportLimit: RouteRateLimit[] = [
  {
    rule: { name: 'report-export:user', max: 300, windowSeconds: 3600 },
    subject: (request: FastifyRequest) => request.member?.userId ?? null,
  },
];

export async function reportsRoutes(app: FastifyInstance, deps: { db: Database }) {
  route(app, api.getReport, (request) => service.report(deps.db, memberOf(request), request.query));

  route(
    app,
    api.exportReport,
    async (request, reply) => {
      const file = await service.exportReport(deps.db, memberOf(request), request.query);
      return reply
        .type(file.contentType)
        .header('content-disposition', contentDisposition(file.filename))
        .header('cache-control', 'private, no-store')
        .send(file.body);
    },
    { rateLimits: exportLimit },
  );
}
