import {
  exportIdParams,
  exportResponse,
  latestExportQuery,
  latestExportResponse,
  startExportRequest,
} from '@domain/contracts/exports';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { memberOf } from '../../platform/access';
import type { Audit } from '../../platform/audit';
import type { RouteRateLimit } from '../../platform/rate-limit';
import type { ExportsDeps } from './exports.service';
import * as service from './exports.service';

const tags = ['exports'];
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
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/exports/personal',
    {
      config: { access: 'member', rateLimits: personalLimit },
      schema: {
        tags,
        summary: 'Download my data: start an export of my own data (the running one if there is one)',
        body: startExportRequest,
        response: { 202: exportResponse },
      },
    },
    async (request, reply) => {
      const result = await service.requestExport(deps, memberOf(request), 'personal');
      if (result.created) deps.audit(request, 'export.personal-requested', 'success');
      return reply.status(202).send({ export: result.export });
    },
  );

  r.post(
    '/api/exports/company',
    {
      config: { access: 'admin', rateLimits: companyLimit },
      schema: {
        tags,
        summary: 'Start an export of every table of the company as CSV (the running one if there is one)',
        body: startExportRequest,
        response: { 202: exportResponse },
      },
    },
    async (request, reply) => {
      const result = await service.requestExport(deps, memberOf(request), 'company');
      if (result.created) deps.audit(request, 'export.company-requested', 'success');
      return reply.status(202).send({ export: result.export });
    },
  );

  r.get(
    '/api/exports/latest',
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary: 'My latest export of a kind, with its progress',
        querystring: latestExportQuery,
        response: { 200: latestExportResponse },
      },
    },
    async (request) => service.latestExport(deps, memberOf(request), request.query.kind),
  );

  r.get(
    '/api/exports/:id',
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary: 'One of my exports, with its progress',
        params: exportIdParams,
        response: { 200: exportResponse },
      },
    },
    async (request) => service.getExport(deps, memberOf(request), request.params.id),
  );

  r.get(
    '/api/exports/:id/download',
    {
      config: { access: 'member', rateLimits: downloadLimit },
      schema: {
        tags,
        summary: 'The ZIP of one of my exports (404 for anyone else, 410 once expired)',
        params: exportIdParams,
        produces: ['application/zip'],
      },
    },
    async (request, reply) => {
      const file = await service.download(deps, memberOf(request), request.params.id);
      deps.audit(request, 'export.downloaded', 'success', { exportId: request.params.id });
      return reply
        .type('application/zip')
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(file.body);
    },
  );
}
