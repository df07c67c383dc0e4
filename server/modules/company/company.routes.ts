import * as api from '@domain/contracts/company';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { memberOf } from '../../platform/access';
import type { Audit } from '../../platform/audit';
import { route } from '../../platform/route';
import { readUpload } from '../../platform/uploads';
import type { CompanyDeps } from './company.service';
import * as service from './company.service';

const perCompany = (request: FastifyRequest) => request.member?.companyId ?? null;

/** Company settings (admin only): name, default allowance, logo, and deleting the company. */
export async function companyRoutes(app: FastifyInstance, deps: CompanyDeps & { audit: Audit }) {
  route(app, api.getCompanySettings, (request) => service.getSettings(deps, memberOf(request).companyId));

  route(app, api.updateCompanySettings, (request) =>
    service.updateSettings(deps, memberOf(request).companyId, request.body),
  );

  route(app, api.updateCompanyLanguage, (request) =>
    service.updateLanguage(deps, memberOf(request).companyId, request.body),
  );

  route(
    app,
    api.uploadCompanyLogo,
    async (request) => {
      const upload = await readUpload(request);
      return service.uploadLogo(deps, memberOf(request).companyId, upload.body);
    },
    {
      rateLimits: [
        { rule: { name: 'logo-upload:company', max: 30, windowSeconds: 3600 }, subject: perCompany },
      ],
    },
  );

  route(app, api.deleteCompany, async (request) => {
    await service.deleteCompany(deps, memberOf(request).companyId);
    deps.audit(request, 'company.deleted', 'success');
    return { ok: true as const };
  });
}
