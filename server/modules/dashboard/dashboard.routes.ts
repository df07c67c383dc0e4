import * as api from '@domain/contracts/dashboard';
import type { FastifyInstance } from 'fastify';
import { memberOf } from '../../platform/access';
import type { Database } from '../../platform/db';
import { route } from '../../platform/route';
import * as service from './dashboard.service';

export async function dashboardRoutes(app: FastifyInstance, deps: { db: Database }) {
  route(app, api.getDashboard, (request) => service.dashboard(deps.db, memberOf(request)));
}
