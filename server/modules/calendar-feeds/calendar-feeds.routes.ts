import * as api from '@domain/contracts/calendar-feeds';
import type { FastifyInstance } from 'fastify';
import { memberOf } from '../../platform/access';
import type { Database } from '../../platform/db';
import { route } from '../../platform/route';
import * as service from './calendar-feeds.service';

export async function calendarFeedsRoutes(app: FastifyInstance, deps: { db: Database; appUrl: string }) {
  const { db } = deps;

  route(app, api.getCalendarFeedStatus, (request) => service.feedStatus(db, memberOf(request)));

  route(
    app,
    api.createCalendarFeed,
    async (request, reply) =>
      reply.status(201).send(await service.createFeed(db, memberOf(request), deps.appUrl)),
    { rateLimits: [{ rule: { name: 'calendar-feed:create', max: 20, windowSeconds: 3600 }, subject: 'ip' }] },
  );

  route(app, api.revokeCalendarFeed, async (request) => {
    await service.revokeFeed(db, memberOf(request));
    return { ok: true as const };
  });

  // Public: the token in the URL is the credential (see the contract).
  route(
    app,
    api.readCalendarFeed,
    async (request, reply) => {
      const body = await service.renderFeed(db, request.query.token);
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', 'inline; filename="plantel.ics"')
        .header('cache-control', 'private, no-store')
        .send(body);
    },
    { rateLimits: [{ rule: { name: 'calendar-feed:read', max: 300, windowSeconds: 3600 }, subject: 'ip' }] },
  );
}
