import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { createGzip, Gzip, gzipSync } from 'node:zlib';
import type { EndpointDefinition } from '@domain/contracts/endpoint';
import * as platform from '@domain/contracts/platform';
import { AppError } from '@domain/errors';
import { isPublicPath } from '@domain/site';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
  LogController,
} from 'fastify';
import {
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config';
import { acceptLanguageLocale } from './i18n/i18n';
import { absencesRoutes } from './modules/absences/absences.routes';
import { accountsRoutes } from './modules/accounts/accounts.routes';
import { createProfileForNewUser } from './modules/accounts/accounts.service';
import { billingRoutes } from './modules/billing/billing.routes';
import * as billing from './modules/billing/billing.service';
import * as billingJobs from './modules/billing/jobs.service';
import * as billingSeats from './modules/billing/seats.service';
import { calendarFeedsRoutes } from './modules/calendar-feeds/calendar-feeds.routes';
import { companyRoutes } from './modules/company/company.routes';
import { registerCompanyJobs } from './modules/company/company.service';
import { consentsRoutes } from './modules/consents/consents.routes';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes';
import { exportsRoutes } from './modules/exports/exports.routes';
import { registerExportJobs } from './modules/exports/exports.service';
import { holidaysRoutes } from './modules/holidays/holidays.routes';
import { invitationsRoutes } from './modules/invitations/invitations.routes';
import * as invitedSignUp from './modules/invitations/sign-up.service';
import { notificationsRoutes, ONE_CLICK_PATH } from './modules/notifications/notifications.routes';
import * as notifications from './modules/notifications/notifications.service';
import { privacyRoutes } from './modules/privacy/privacy.routes';
import * as privacy from './modules/privacy/privacy.service';
import { profileRoutes } from './modules/profile/profile.routes';
import { reportsRoutes } from './modules/reports/reports.routes';
import { sampleDataRoutes } from './modules/sample-data/sample-data.routes';
import * as sampleData from './modules/sample-data/sample-data.service';
import { scheduleRoutes } from './modules/schedule/schedule.routes';
import { teamRoutes } from './modules/team/team.routes';
import { timeEntriesRoutes } from './modules/time-entries/time-entries.routes';
import { timesheetsRoutes } from './modules/timesheets/timesheets.routes';
import { workSchedulesRoutes } from './modules/work-schedules/work-schedules.routes';
import { accessPlugin, optionalViewer } from './platform/access';
import { createAudit } from './platform/audit';
import { createAuth, trustedOrigins } from './platform/auth';
import { authRoutes } from './platform/auth-routes';
import type { DatabaseHandle, Tx } from './platform/db';
import { errorsPlugin } from './platform/errors';
import { type Jobs, startJobs } from './platform/jobs';
import { createMailer, type Mailer } from './platform/mailer';
import { answerPageReads, pageReadsElement } from './platform/page-reads';
import { createRateLimiter, rateLimitPlugin } from './platform/rate-limit';
import { createRequestLocale, requestLocalePlugin } from './platform/request-locale';
import { checkResponsesAgainstContracts, route } from './platform/route';
import { securityPlugin } from './platform/security';
import { createStorage, type Storage } from './platform/storage';
import { uploadsPlugin } from './platform/uploads';
import {
  createPagePreloads,
  hasSessionCookie,
  type Manifest,
  stylesheetsFirst,
  withPreloads,
} from './platform/web-preloads';

export interface AppDeps {
  config: Config;
  /**
   * The request pool, and `url`: a connection string with whole sessions (DATABASE_DIRECT_URL, else the
   * pool's own) for pg-boss, whose LISTEN/NOTIFY a transaction-mode pooler would break.
   */
  database: DatabaseHandle & { url: string };
  /** Tests may disable job workers; the queue itself is always there so writes can enqueue. */
  jobWorkers?: boolean;
}

export interface App extends FastifyInstance {
  config: Config;
  jobs: Jobs;
  mailer: Mailer;
  storage: Storage;
  /** Shutdown has begun: /api/ready answers 503 so load balancers stop sending traffic here. */
  beginDraining(): void;
}

/** Redacts secrets that may appear in URLs (verification and reset links) before they reach a log line. */
const SECRET_PARAMS = /([?&](?:token|access_token|refresh_token|code|callbackURL)=)[^&]*/gi;
export const redactUrl = (url: string) => url.replace(SECRET_PARAMS, '$1[redacted]');

function loggerOptions(config: Config): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    redact: {
      paths: [
        'req.headers.cookie',
        'req.headers.authorization',
        'req.headers["stripe-signature"]',
        'res.headers["set-cookie"]',
        '*.password',
        '*.newPassword',
        '*.token',
      ],
      censor: '[redacted]',
    },
    serializers: {
      req: (req) => ({ id: req.id, method: req.method, url: redactUrl(req.url), ip: req.ip }),
      res: (res) => ({ statusCode: res.statusCode }),
    },
  };
}

/**
 * One log line per request, written when its answer is: request id (the logger's reqId), method, route
 * pattern, redacted URL, status and duration. Fastify's "incoming request" line moves to debug level, where
 * it costs nothing unless asked for (the shutdown test reads it to know which requests were accepted).
 */
class OneLinePerRequest extends LogController {
  override incomingRequest(request: FastifyRequest) {
    request.log.debug({ req: request }, 'incoming request');
  }
  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    const line = {
      req: request,
      route: request.routeOptions.url,
      res: reply,
      responseTime: reply.elapsedTime,
    };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}

export async function buildApp(deps: AppDeps): Promise<App> {
  const { config } = deps;
  const { db } = deps.database;

  const app = Fastify({
    logger: loggerOptions(config),
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{8,64}$/.test(incoming) ? incoming : randomUUID();
    },
    trustProxy: config.trustProxy,
    logController: new OneLinePerRequest(),
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
  }).withTypeProvider<ZodTypeProvider>();
  // zod validates what comes in; responses keep Fastify's own serializer (fast-json-stringify) over the JSON
  // Schema that route() builds from each contract (platform/route.ts).
  app.setValidatorCompiler(validatorCompiler);
  if (config.env === 'test') checkResponsesAgainstContracts(app);

  // Platform services.
  const jobs = await startJobs(deps.database.url, app.log, { workers: deps.jobWorkers ?? true });
  const mailer = await createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    jobs,
    db,
    log: app.log,
  });
  const limiter = createRateLimiter(db, { multiplier: config.rateLimitMultiplier });
  // Expired counters (one per address that ever signed in) would otherwise grow the table for ever.
  await jobs.work('rate-limits.purge-expired', () => limiter.purgeExpired());
  await jobs.schedule('rate-limits.purge-expired', '23 * * * *');
  const audit = createAudit(db);
  const billingDeps = billing.createBilling({ config, db, mailer, log: app.log });
  const seats = billingSeats.seatLimits(billingDeps);
  const invitationsDeps = { db, mailer, appUrl: config.appUrl, log: app.log, seats };
  const auth = createAuth({
    config,
    db,
    mailer,
    log: app.log,
    hooks: {
      onUserCreated: createProfileForNewUser,
      onEmailVerified: (user) => invitedSignUp.onEmailVerified(invitationsDeps, user),
      isAccountDeleted: (userId) => privacy.isAccountDeleted(db, userId),
    },
  });
  const storage = await createStorage(config.storage);
  app.decorate('config', config);
  app.decorate('jobs', jobs);
  app.decorate('mailer', mailer);
  app.decorate('storage', storage);
  let draining = false;
  app.decorate('beginDraining', () => {
    draining = true;
  });
  app.addHook('onClose', async () => {
    await jobs.stop();
    await storage.close?.();
  });

  // Platform plugins.
  await app.register(securityPlugin, {
    trustedOrigins: trustedOrigins(config),
    production: config.isProduction,
    rawBodyPaths: ['/api/billing/webhook', ONE_CLICK_PATH],
  });
  await app.register(requestLocalePlugin, { localeOf: createRequestLocale(db) });
  await app.register(errorsPlugin, {
    audit,
    exposeInternals: !config.isProduction && config.env !== 'test',
    localeOf: (request) => request.locale(),
  });
  await app.register(accessPlugin, {
    auth: auth.auth,
    db,
    namedStatements: config.databasePoolMode !== 'transaction',
  });
  await app.register(rateLimitPlugin, { limiter });
  await app.register(uploadsPlugin, { storage });
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Plantel API',
        version: '1.0.0',
        description:
          'The API behind the Plantel web app. Cookie sessions (better-auth at /api/auth/*); every route declares its access policy (x-access).',
      },
      components: {
        securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'plantel.session_token' } },
      },
    },
    transform: (input) => {
      // The document describes responses from the zod contract (the route itself carries their JSON Schema
      // for the serializer), so it reads the same as when zod serialised them.
      const config = input.route.config as { access?: string; endpoint?: EndpointDefinition } | undefined;
      const responses = config?.endpoint?.responses;
      const out = jsonSchemaTransform(
        responses ? { ...input, schema: { ...input.schema, response: responses } } : input,
      );
      const access = config?.access;
      return { ...out, schema: { ...out.schema, 'x-access': access } as typeof out.schema };
    },
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, { routePrefix: platform.API_DOCS_PATH, staticCSP: true });
  route(app, platform.getOpenApiDocument, () => app.swagger());

  // Health: liveness without I/O; readiness checks the database (load balancers use both).
  route(app, platform.getHealth, () => ({ status: 'ok' as const }));
  route(app, platform.getReadiness, async (request) => {
    if (draining)
      throw new AppError(
        'SERVICE_UNAVAILABLE',
        /*i18n*/ { id: 'errors.shuttingDown', message: 'Shutting down' },
      );
    try {
      await deps.database.pool.query('select 1');
    } catch (err) {
      request.log.error({ err }, 'readiness: database unreachable');
      throw new AppError(
        'SERVICE_UNAVAILABLE',
        /*i18n*/ { id: 'errors.databaseUnavailable', message: 'Database unavailable' },
      );
    }
    return { status: 'ready' as const };
  });

  // Modules.
  await app.register(authRoutes, { auth: auth.auth, limiter, audit, appUrl: config.appUrl });
  await app.register(accountsRoutes, { db, auth });
  await app.register(consentsRoutes, { db });
  await app.register(profileRoutes, { db, storage });
  await app.register(invitationsRoutes, invitationsDeps);
  await app.register(teamRoutes, { db, audit });
  const beforeDelete = async (tx: Tx, companyId: string) => {
    await billingSeats.assertCompanyDeletable(billingDeps, tx, companyId);
    await sampleData.removeWithCompany(tx, companyId);
  };
  const retainAccounts = privacy.retainForRecords;
  const companyDeps = {
    db,
    storage,
    dataProtectionEmail: config.supportEmail,
    log: app.log,
    beforeDelete,
    retainAccounts,
  };
  await app.register(companyRoutes, { ...companyDeps, audit });
  await registerCompanyJobs(companyDeps, jobs);
  await app.register(holidaysRoutes, { db });
  const notificationsDeps = {
    db,
    mailer,
    appUrl: config.appUrl,
    authSecret: config.authSecret,
    log: app.log,
  };
  const notify = notifications.createNotify(notificationsDeps);
  await app.register(absencesRoutes, { db, mailer, appUrl: config.appUrl, notify });
  await app.register(scheduleRoutes, { db });
  await app.register(workSchedulesRoutes, { db });
  await app.register(calendarFeedsRoutes, { db, appUrl: config.appUrl });
  await app.register(billingRoutes, { ...billingDeps, audit });
  await billingJobs.registerBillingJobs(billingDeps, jobs);
  await app.register(timeEntriesRoutes, { db, mailer, appUrl: config.appUrl, notify });
  await app.register(timesheetsRoutes, { db, mailer, appUrl: config.appUrl, notify });
  await app.register(dashboardRoutes, { db });
  await app.register(reportsRoutes, { db });
  await app.register(sampleDataRoutes, { db });
  await app.register(notificationsRoutes, notificationsDeps);
  await notifications.registerNotificationJobs(notificationsDeps, jobs);
  const exportsDeps = { db, storage, jobs, mailer, appUrl: config.appUrl, log: app.log };
  await app.register(exportsRoutes, { ...exportsDeps, audit });
  await registerExportJobs(exportsDeps);
  const privacyDeps = { db, mailer, storage, appUrl: config.appUrl, log: app.log };
  await app.register(privacyRoutes, { ...privacyDeps, audit });
  await privacy.registerPrivacyJobs(privacyDeps, jobs);

  if (!config.isProduction) {
    // Every e-mail, reset links included: only for a browser on this machine. The socket decides (a header
    // cannot make a remote visitor local), and behind a proxy the client it names must be local too.
    app.get(
      '/dev/mailbox',
      { config: { access: 'public' }, schema: { hide: true } },
      async (request, reply) => {
        if (!isLoopback(request.raw.socket.remoteAddress) || !isLoopback(request.ip)) {
          throw new AppError('NOT_FOUND', /*i18n*/ { id: 'errors.notFound', message: 'Not found' });
        }
        return reply.type('text/html').send(renderMailbox(mailer));
      },
    );
  }

  if (config.webDir) await serveWeb(app, config.webDir, { supportEmail: config.supportEmail });
  return app as unknown as App;
}

/**
 * The built web app: hashed assets cached for a year; site.html for the public pages, index.html for every
 * other non-API path.
 */
async function serveWeb(app: FastifyInstance, webDir: string, site: { supportEmail: string }) {
  const indexFile = path.join(webDir, 'index.html');
  const siteFile = path.join(webDir, 'site.html');
  if (!existsSync(indexFile) || !existsSync(siteFile))
    throw new Error(`No built web app in ${webDir}: run npm run build`);
  const indexHtml = stylesheetsFirst(withSiteSettings(readFileSync(indexFile, 'utf8'), site));
  const siteHtml = stylesheetsFirst(withSiteSettings(readFileSync(siteFile, 'utf8'), site));
  const manifestFile = path.join(webDir, '.vite', 'manifest.json');
  // A build without its manifest (an old one) serves pages without preloads.
  const preloads = createPagePreloads(
    existsSync(manifestFile) ? (JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest) : {},
    { 'index.html': indexHtml, 'site.html': siteHtml },
  );
  await app.register(fastifyStatic, {
    root: webDir,
    wildcard: false,
    index: false,
    preCompressed: true,
    setHeaders(reply, filePath) {
      reply.header(
        'cache-control',
        filePath.includes(`${path.sep}assets${path.sep}`)
          ? 'public, max-age=31536000, immutable'
          : 'public, max-age=3600',
      );
    },
  });
  app.get('/*', { config: { access: 'public' }, schema: { hide: true } }, async (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    if (url.startsWith('/api/') || url.startsWith('/assets/')) {
      return reply.status(404).send({ error: { code: 'NOT_FOUND', message: 'Not found' } });
    }
    // Public pages get the small router-less document; everything else the app. Each with the preloads of
    // the page asked for (server/platform/web-preloads.ts), in the language its texts will load in: for someone
    // signed in on an /app page their own (the session is read for it, as /api/me will read it), else the
    // browser's; hence Vary. An /app page also carries the answers of the API reads it starts (page-reads.ts).
    const appPage = url === '/app' || url.startsWith('/app/');
    const viewer =
      appPage && hasSessionCookie(request.headers.cookie) ? await optionalViewer(request, reply) : null;
    const tags = preloads({
      pathname: url,
      search: request.url.slice(url.length),
      locale: viewer ? await request.locale() : acceptLanguageLocale(request.headers['accept-language']),
      signedIn: viewer !== null,
      role: request.member?.role ?? null,
    });
    const html = withPreloads(isPublicPath(url) ? siteHtml : indexHtml, tags.modules);
    reply
      .type('text/html')
      // A signed-in person's page carries their answers: kept by no cache, as the API's own (security.ts).
      .header('cache-control', viewer ? 'no-store' : 'no-cache')
      .header('vary', 'accept-encoding, accept-language, cookie');
    const gzip = /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
    if (gzip) reply.header('content-encoding', 'gzip');
    // With its preloads an /app page's HTML is 5–7 KB; gzip makes it ~1.2 (the assets are compressed at build).
    if (tags.reads.length === 0) return reply.send(gzip ? gzipSync(html) : html);
    // A page with API reads: everything up to the end of its body at once, so the browser starts the scripts it
    // names, then the answers of its reads as soon as they are in (page-reads.ts).
    const out = gzip ? createGzip() : new PassThrough();
    const bodyEnd = html.search(/[ \t]*<\/body>/);
    const end = bodyEnd >= 0 ? bodyEnd : html.length;
    reply.send(out);
    out.write(html.slice(0, end));
    if (out instanceof Gzip) out.flush();
    try {
      out.write(pageReadsElement(await answerPageReads(app, request, tags.reads)));
    } finally {
      out.end(html.slice(end));
    }
    return reply;
  });
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * Settings the public pages show (the support address) travel inside index.html, so a visitor's first page
 * needs no extra request. web/lib/site.ts reads them.
 */
export function withSiteSettings(html: string, site: { supportEmail: string }): string {
  const meta = `<meta name="plantel:support-email" content="${escapeHtml(site.supportEmail)}" />`;
  return html.replace('</head>', () => `    ${meta}\n  </head>`);
}

const isLoopback = (address: string | undefined) =>
  address !== undefined &&
  (address === '::1' || address.startsWith('127.') || address.startsWith('::ffff:127.'));

function renderMailbox(mailer: Mailer): string {
  const esc = (s: string) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
  const items = mailer
    .devMailbox()
    .map(
      (m) =>
        `<article><h2>${esc(m.subject)}</h2><p><strong>To:</strong> ${esc(m.to)} · ${esc(m.at)}</p><pre>${esc(
          m.text,
        ).replace(/(https?:\/\/[^\s<]+)/g, '<a href="$1">$1</a>')}</pre></article>`,
    )
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Development mailbox · Plantel</title></head><body style="font-family:system-ui;max-width:760px;margin:2rem auto;padding:0 1rem"><h1>Development mailbox</h1><p>E-mails the app would have sent (no SMTP_URL is set). This page does not exist in production.</p>${items || '<p>No e-mails yet.</p>'}</body></html>`;
}
