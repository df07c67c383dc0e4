import * as api from '@domain/contracts/absences';
import type { FastifyInstance } from 'fastify';
import { memberOf } from '../../platform/access';
import { route } from '../../platform/route';
import type { AbsencesDeps } from './absences.service';
import * as allowance from './allowance.service';
import * as decisions from './decisions.service';
import * as policy from './policy.service';
import * as requests from './requests.service';
import * as views from './views.service';

export async function absencesRoutes(app: FastifyInstance, deps: AbsencesDeps) {
  const { db } = deps;

  route(app, api.listMyAbsences, (request) => views.listMine(db, memberOf(request)));

  route(app, api.listPendingApprovals, (request) => views.listPendingApprovals(db, memberOf(request)));

  route(app, api.listTeammatesAway, (request) => views.teammatesAway(db, memberOf(request), request.query));

  route(app, api.getMyAllowance, (request) =>
    allowance.myAllowance(db, memberOf(request), request.query.year),
  );

  route(app, api.createAbsence, async (request, reply) =>
    reply.status(201).send(await requests.createAbsence(deps, memberOf(request), request.body)),
  );

  route(app, api.getAbsence, (request) => views.getAbsence(db, memberOf(request), request.params.id));

  route(app, api.listMemberAbsences, (request) =>
    views.listMemberAbsences(db, memberOf(request), request.params.userId),
  );

  route(app, api.updateAbsence, (request) =>
    requests.updateAbsence(deps, memberOf(request), request.params.id, request.body),
  );

  route(app, api.cancelAbsence, async (request) => {
    await requests.cancelAbsence(deps, memberOf(request), request.params.id);
    return { ok: true as const };
  });

  route(app, api.approveAbsence, (request) =>
    decisions.approveAbsence(deps, memberOf(request), request.params.id, request.body),
  );

  route(app, api.rejectAbsence, (request) =>
    decisions.rejectAbsence(deps, memberOf(request), request.params.id, request.body.reason ?? null),
  );

  route(app, api.getAbsencePolicy, (request) => policy.getAbsencePolicy(db, memberOf(request).companyId));

  route(app, api.updateAbsencePolicy, (request) =>
    policy.updateAbsencePolicy(db, memberOf(request), request.body),
  );
}
