import { reportExportQuery, reportQuery, reportResponse } from '@domain/contracts/reports';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { memberOf } from '../../platform/access';
import type { Database } from '../../platform/db';
import type { RouteRateLimit } from '../../platform/rate-limit';
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
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['reports'];

  r.get(
    '/api/reports',
    {
      config: { access: 'manager' },
      schema: {
        tags,
        summary: 'Absenteeism, holiday balances and hours against expected of every member over a period',
        querystring: reportQuery,
        response: { 200: reportResponse },
      },
    },
    async (request) => service.report(deps.db, memberOf(request), request.query),
  );

  r.get(
    '/api/reports/export',
    {
      config: { access: 'manager', rateLimits: exportLimit },
      schema: {
        tags,
        summary: 'One table of the report (absenteeism, balances or hours) as CSV or XLSX',
        querystring: reportExportQuery,
      },
    },
    async (request, reply) => {
      const file = await service.exportReport(deps.db, memberOf(request), request.query);
      return reply
        .type(file.contentType)
        .header('content-disposition', contentDisposition(file.filename))
        .header('cache-control', 'private, no-store')
        .send(file.body);
    },
  );
}
