import * as api from '@domain/contracts/work-schedules';
import type { FastifyInstance } from 'fastify';
import { memberOf } from '../../platform/access';
import type { Database } from '../../platform/db';
import { route } from '../../platform/route';
import * as service from './work-schedules.service';

export async function workSchedulesRoutes(app: FastifyInstance, deps: { db: Database }) {
  route(app, api.getCompanyWorkSchedule, (request) =>
    service.readCompanySchedule(deps.db, memberOf(request)),
  );

  route(app, api.setCompanyWorkSchedule, (request) =>
    service.setCompanySchedule(deps.db, memberOf(request).companyId, request.body),
  );

  route(app, api.getMemberWorkSchedule, (request) =>
    service.readMemberSchedule(deps.db, memberOf(request), request.params.id),
  );

  route(app, api.setMemberWorkSchedule, (request) =>
    service.setMemberSchedule(deps.db, memberOf(request).companyId, request.params.id, request.body),
  );
}
