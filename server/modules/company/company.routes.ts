import { okResponse } from '@domain/contracts/common';
import {
  companySettingsResponse,
  deleteCompanyRequest,
  logoResponse,
  updateCompanyRequest,
} from '@domain/contracts/company';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { memberOf } from '../../platform/access';
import type { Audit } from '../../platform/audit';
import { readUpload } from '../../platform/uploads';
import type { CompanyDeps } from './company.service';
import * as service from './company.service';

const perCompany = (request: FastifyRequest) => request.member?.companyId ?? null;

/** Company settings (admin only): name, default allowance, logo, and deleting the company. */
export async function companyRoutes(app: FastifyInstance, deps: CompanyDeps & { audit: Audit }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/company',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['company'],
        summary: 'Company settings with its member count',
        response: { 200: companySettingsResponse },
      },
    },
    async (request) => service.getSettings(deps, memberOf(request).companyId),
  );

  r.patch(
    '/api/company',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['company'],
        summary: 'Rename the company and set its default holiday allowance',
        body: updateCompanyRequest,
        response: { 200: companySettingsResponse },
      },
    },
    async (request) => service.updateSettings(deps, memberOf(request).companyId, request.body),
  );

  r.post(
    '/api/company/logo',
    {
      config: {
        access: 'admin',
        rateLimits: [
          { rule: { name: 'logo-upload:company', max: 30, windowSeconds: 3600 }, subject: perCompany },
        ],
      },
      schema: {
        tags: ['company'],
        summary: 'Upload the company logo (multipart, one image ≤ 2 MB; checked by content, resized)',
        consumes: ['multipart/form-data'],
        response: { 200: logoResponse },
      },
    },
    async (request) => {
      const upload = await readUpload(request);
      return service.uploadLogo(deps, memberOf(request).companyId, upload.body);
    },
  );

  r.delete(
    '/api/company',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['company'],
        summary:
          "Delete the company (type 'DELETE COMPANY'): everyone is signed out, data purged within 30 days",
        body: deleteCompanyRequest,
        response: { 200: okResponse },
      },
    },
    async (request) => {
      await service.deleteCompany(deps, memberOf(request).companyId);
      deps.audit(request, 'company.deleted', 'success');
      return { ok: true as const };
    },
  );
}
