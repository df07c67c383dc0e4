import { calendarFeedCreated, calendarFeedQuery, calendarFeedStatus } from '@domain/contracts/calendar-feeds';
import { okResponse } from '@domain/contracts/common';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { memberOf } from '../../platform/access';
import type { Database } from '../../platform/db';
import * as service from './calendar-feeds.service';

export async function calendarFeedsRoutes(app: FastifyInstance, deps: { db: Database; appUrl: string }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;

  r.get(
    '/api/calendar-feed',
    {
      config: { access: 'member' },
      schema: {
        tags: ['calendar-feeds'],
        summary: 'Whether the signed-in member has a live iCal feed URL',
        response: { 200: calendarFeedStatus },
      },
    },
    async (request) => service.feedStatus(db, memberOf(request)),
  );

  r.post(
    '/api/calendar-feed',
    {
      config: {
        access: 'member',
        rateLimits: [{ rule: { name: 'calendar-feed:create', max: 20, windowSeconds: 3600 }, subject: 'ip' }],
      },
      schema: {
        tags: ['calendar-feeds'],
        summary: 'Create a new private iCal feed URL (shown once; the previous one stops working)',
        response: { 201: calendarFeedCreated },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service.createFeed(db, memberOf(request), deps.appUrl)),
  );

  r.delete(
    '/api/calendar-feed',
    {
      config: { access: 'member' },
      schema: {
        tags: ['calendar-feeds'],
        summary: 'Revoke the iCal feed URL',
        response: { 200: okResponse },
      },
    },
    async (request) => {
      await service.revokeFeed(db, memberOf(request));
      return { ok: true as const };
    },
  );

  // Public: calendar apps cannot sign in. The token in the URL is the credential (256 bits, revocable,
  // stored hashed, redacted from logs by the `token=` rule of the logger).
  r.get(
    service.FEED_PATH,
    {
      config: {
        access: 'public',
        rateLimits: [{ rule: { name: 'calendar-feed:read', max: 300, windowSeconds: 3600 }, subject: 'ip' }],
      },
      schema: {
        tags: ['calendar-feeds'],
        summary: "A member's iCal feed: the team's approved absences and the company's holidays",
        querystring: calendarFeedQuery,
      },
    },
    async (request, reply) => {
      const body = await service.renderFeed(db, request.query.token);
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', 'inline; filename="plantel.ics"')
        .header('cache-control', 'private, no-store')
        .send(body);
    },
  );
}
