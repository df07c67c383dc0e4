import { scheduleQuery, scheduleResponse } from '@domain/contracts/schedule';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { memberOf } from '../../platform/access';
import type { Database } from '../../platform/db';
import * as service from './schedule.service';

export async function scheduleRoutes(app: FastifyInstance, deps: { db: Database }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/schedule',
    {
      config: { access: 'member' },
      schema: {
        tags: ['schedule'],
        summary: "Team Overview of a month: the company's holidays and every member's approved absences",
        querystring: scheduleQuery,
        response: { 200: scheduleResponse },
      },
    },
    async (request) => service.monthSchedule(deps.db, memberOf(request).companyId, request.query.month),
  );
}
