import * as api from '@domain/contracts/schedule';
import type { FastifyInstance } from 'fastify';
import { memberOf } from '../../platform/access';
import type { Database } from '../../platform/db';
import { route } from '../../platform/route';
import * as service from './schedule.service';

export async function scheduleRoutes(app: FastifyInstance, deps: { db: Database }) {
  route(app, api.getSchedule, (request) =>
    service.monthSchedule(deps.db, memberOf(request), request.query.month),
  );
}
