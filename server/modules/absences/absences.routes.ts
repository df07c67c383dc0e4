import * as api from '@domain/contracts/absences';
import type { FastifyInstance } from 'fastify';
import { memberOf } from '../../platform/access';
import { route } from '../../platform/route';
import type { AbsencesDeps } from './absences.service';
import * as service from './absences.service';

export async function absencesRoutes(app: FastifyInstance, deps: AbsencesDeps) {
  const { db } = deps;

  route(app, api.listMyAbsences, (request) => service.listMine(db, memberOf(request)));

  route(app, api.listPendingApprovals, (request) => service.listPendingApprovals(db, memberOf(request)));

  route(app, api.listTeammatesAway, (request) => service.teammatesAway(db, memberOf(request), request.query));

  route(app, api.getMyAllowance, (request) => {
    const member = memberOf(request);
    return service.allowanceSummary(db, member.companyId, member.userId, request.query.year);
  });

  route(app, api.createAbsence, async (request, reply) =>
    reply.status(201).send(await service.createAbsence(deps, memberOf(request), request.body)),
  );

  route(app, api.updateAbsence, (request) =>
    service.updateAbsence(deps, memberOf(request), request.params.id, request.body),
  );

  route(app, api.cancelAbsence, async (request) => {
    await service.cancelAbsence(deps, memberOf(request), request.params.id);
    return { ok: true as const };
  });

  route(app, api.approveAbsence, (request) =>
    service.approveAbsence(deps, memberOf(request), request.params.id, request.body),
  );

  route(app, api.rejectAbsence, (request) =>
    service.rejectAbsence(deps, memberOf(request), request.params.id, request.body.reason ?? null),
  );

  route(app, api.getAbsencePolicy, (request) => service.getAbsencePolicy(db, memberOf(request).companyId));

  route(app, api.updateAbsencePolicy, (request) =>
    service.updateAbsencePolicy(db, memberOf(request), request.body),
  );
}
