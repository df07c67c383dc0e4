import * as api from '@domain/contracts/exports';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { memberOf } from '../../platform/access';
import type { Audit } from '../../platform/audit';
import type { RouteRateLimit } from '../../platform/rate-limit';
import { route } from '../../platform/route';
import type { ExportsDeps } from './exports.service';
import * as service from './exports.service';

const perUser = (request: FastifyRequest) => request.member?.userId ?? null;
const perCompany = (request: FastifyRequest) => request.member?.companyId ?? null;
// Quotas (ASVS 2.4.1): a running export answers itself, so these only bound finished ones.
const personalLimit: RouteRateLimit[] = [
  { rule: { name: 'export-personal:user', max: 20, windowSeconds: 3600 }, subject: perUser },
];
const companyLimit: RouteRateLimit[] = [
  { rule: { name: 'export-company:company', max: 10, windowSeconds: 3600 }, subject: perCompany },
];
const downloadLimit: RouteRateLimit[] = [
  { rule: { name: 'export-download:user', max: 100, windowSeconds: 3600 }, subject: perUser },
];

/**
 * Data exports: a person's own data (every member) and every table of the company (admins). Each export
 * belongs to the person who asked: every other account gets 404 for it.
 */
export async function exportsRoutes(app: FastifyInstance, deps: ExportsDeps & { audit: Audit }) {
  route(
    app,
    api.startPersonalExport,
    async (request, reply) => {
      const result = await service.requestExport(deps, memberOf(request), 'personal');
      if (result.created) deps.audit(request, 'export.personal-requested', 'success');
      return reply.status(202).send({ export: result.export });
    },
    { rateLimits: personalLimit },
  );

  route(
    app,
    api.startCompanyExport,
    async (request, reply) => {
      const result = await service.requestExport(deps, memberOf(request), 'company');
      if (result.created) deps.audit(request, 'export.company-requested', 'success');
      return reply.status(202).send({ export: result.export });
    },
    { rateLimits: companyLimit },
  );

  route(app, api.getLatestExport, (request) =>
    service.latestExport(deps, memberOf(request), request.query.kind),
  );

  route(app, api.getExport, (request) => service.getExport(deps, memberOf(request), request.params.id));

  route(
    app,
    api.downloadExport,
    async (request, reply) => {
      const file = await service.download(deps, memberOf(request), request.params.id);
      deps.audit(request, 'export.downloaded', 'success', { exportId: request.params.id });
      return reply
        .type('application/zip')
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(file.body);
    },
    { rateLimits: downloadLimit },
  );
}
