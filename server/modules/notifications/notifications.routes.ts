import * as api from '@domain/contracts/notifications';
import type { FastifyInstance } from 'fastify';
import { viewerOf } from '../../platform/access';
import type { RouteRateLimit } from '../../platform/rate-limit';
import { route } from '../../platform/route';
import type { NotificationsDeps } from './notifications.service';
import * as service from './notifications.service';

const perIp: RouteRateLimit[] = [
  { rule: { name: 'unsubscribe:ip', max: 60, windowSeconds: 3600 }, subject: 'ip' },
];

/** Where mail clients post RFC 8058 one-click unsubscribes (form-encoded; the security plugin lets it in). */
export const ONE_CLICK_PATH = api.unsubscribeOneClick.path;

/**
 * The signed-in person's e-mail preferences (no user id in any route: always the session's), and the
 * unsubscribe links of optional e-mails, which work without signing in through their signed token.
 */
export async function notificationsRoutes(app: FastifyInstance, deps: NotificationsDeps) {
  route(app, api.getEmailPreferences, async (request) => ({
    preferences: await service.getPreferences(deps.db, viewerOf(request).userId),
  }));

  route(app, api.updateEmailPreferences, (request) =>
    service.updatePreferences(deps.db, viewerOf(request).userId, request.body),
  );

  route(app, api.unsubscribeFromEmails, (request) => service.unsubscribe(deps, request.body.token), {
    rateLimits: perIp,
  });

  // A mail client that does not POST opens the List-Unsubscribe address: send it to the page (no change on GET).
  route(
    app,
    api.openUnsubscribePage,
    (request, reply) => reply.redirect(`/unsubscribe?token=${encodeURIComponent(request.query.token)}`, 303),
    { rateLimits: perIp },
  );

  // RFC 8058: the mail provider POSTs `List-Unsubscribe=One-Click` as a form, without cookies or Origin.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    route(scope, api.unsubscribeOneClick, (request) => service.unsubscribe(deps, request.query.token), {
      rateLimits: perIp,
    });
  });
}
