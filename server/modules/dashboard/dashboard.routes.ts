import { dashboardResponse } from '@domain/contracts/dashboard';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { memberOf } from '../../platform/access';
import type { Database } from '../../platform/db';
import * as service from './dashboard.service';

export async function dashboardRoutes(app: FastifyInstance, deps: { db: Database }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/dashboard',
    {
      config: { access: 'member' },
      schema: {
        tags: ['dashboard'],
        summary:
          'The whole dashboard: team counts, own allowance and clock, recent requests, presence, overdue reviews',
        response: { 200: dashboardResponse },
      },
    },
    async (request) => service.dashboard(deps.db, memberOf(request)),
  );
}
