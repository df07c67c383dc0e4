import {
  emailPreferencesResponse,
  unsubscribeQuery,
  unsubscribeRequest,
  unsubscribeResponse,
  updateEmailPreferencesRequest,
  updateEmailPreferencesResponse,
} from '@domain/contracts/notifications';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { viewerOf } from '../../platform/access';
import type { RouteRateLimit } from '../../platform/rate-limit';
import type { NotificationsDeps } from './notifications.service';
import * as service from './notifications.service';

const tags = ['notifications'];
const perIp: RouteRateLimit[] = [
  { rule: { name: 'unsubscribe:ip', max: 60, windowSeconds: 3600 }, subject: 'ip' },
];

/** Where mail clients post RFC 8058 one-click unsubscribes (form-encoded; the security plugin lets it in). */
export const ONE_CLICK_PATH = '/api/notifications/unsubscribe/one-click';

/**
 * The signed-in person's e-mail preferences (no user id in any route: always the session's), and the
 * unsubscribe links of optional e-mails, which work without signing in through their signed token.
 */
export async function notificationsRoutes(app: FastifyInstance, deps: NotificationsDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/notifications/preferences',
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        summary: 'Which optional e-mails I receive: requests, decisions, reminders',
        response: { 200: emailPreferencesResponse },
      },
    },
    async (request) => ({ preferences: await service.getPreferences(deps.db, viewerOf(request).userId) }),
  );

  r.patch(
    '/api/notifications/preferences',
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        summary: 'Turn categories of optional e-mails on or off',
        body: updateEmailPreferencesRequest,
        response: { 200: updateEmailPreferencesResponse },
      },
    },
    async (request) => service.updatePreferences(deps.db, viewerOf(request).userId, request.body),
  );

  r.post(
    '/api/notifications/unsubscribe',
    {
      config: { access: 'public', rateLimits: perIp },
      schema: {
        tags,
        summary: "The unsubscribe page's button: turns off the category of the link's signed token",
        body: unsubscribeRequest,
        response: { 200: unsubscribeResponse },
      },
    },
    async (request) => service.unsubscribe(deps, request.body.token),
  );

  // A mail client that does not POST opens the List-Unsubscribe address: send it to the page (no change on GET).
  r.get(
    ONE_CLICK_PATH,
    {
      config: { access: 'public', rateLimits: perIp },
      schema: {
        tags,
        summary: 'Opens the unsubscribe page for the token (a GET never changes anything)',
        querystring: unsubscribeQuery,
        response: { 303: z.null().describe('Redirect to /unsubscribe') },
      },
    },
    async (request, reply) =>
      reply.redirect(`/unsubscribe?token=${encodeURIComponent(request.query.token)}`, 303),
  );

  // RFC 8058: the mail provider POSTs `List-Unsubscribe=One-Click` as a form, without cookies or Origin.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    scope.withTypeProvider<ZodTypeProvider>().post(
      ONE_CLICK_PATH,
      {
        config: { access: 'public', rateLimits: perIp },
        schema: {
          tags,
          summary: "Mail clients' one-click unsubscribe (RFC 8058, form-encoded)",
          querystring: unsubscribeQuery,
          body: z.strictObject({ 'List-Unsubscribe': z.literal('One-Click') }),
          response: { 200: unsubscribeResponse },
        },
      },
      async (request) => service.unsubscribe(deps, request.query.token),
    );
  });
}
