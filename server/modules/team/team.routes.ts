import * as api from '@domain/contracts/team';
import type { FastifyInstance } from 'fastify';
import { memberOf } from '../../platform/access';
import type { Audit } from '../../platform/audit';
import type { Database } from '../../platform/db';
import { route } from '../../platform/route';
import * as service from './team.service';

export async function teamRoutes(app: FastifyInstance, deps: { db: Database; audit: Audit }) {
  route(app, api.listTeamDirectory, (request) => service.directory(deps.db, memberOf(request).companyId));

  route(app, api.listManagedTeam, (request) =>
    service.managedTeam(deps.db, memberOf(request).companyId, request.query.year),
  );

  route(app, api.getMemberHolidayAllowance, (request) =>
    service.memberAllowance(deps.db, memberOf(request).companyId, request.params.id, request.query.year),
  );

  route(app, api.updateMemberRole, async (request) => {
    await service.changeRole(deps.db, memberOf(request), request.params.id, request.body.role);
    deps.audit(request, 'team.role-changed', 'success', {
      memberId: request.params.id,
      role: request.body.role,
    });
    return { ok: true as const };
  });

  route(app, api.updateMemberHolidayAllowance, async (request) => {
    await service.setAllowance(deps.db, memberOf(request), request.params.id, request.body);
    return { ok: true as const };
  });

  route(app, api.removeTeamMember, async (request) => {
    await service.removeMember(deps.db, memberOf(request), request.params.id);
    deps.audit(request, 'team.member-removed', 'success', { memberId: request.params.id });
    return { ok: true as const };
  });
}
