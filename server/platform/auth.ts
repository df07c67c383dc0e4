import { AsyncLocalStorage } from 'node:async_hooks';
import { DEFAULT_LOCALE, type Locale } from '@domain/i18n/locales';
import { APIError, betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { createAuthMiddleware } from 'better-auth/api';
import { twoFactor } from 'better-auth/plugins';
import { and, eq, like } from 'drizzle-orm';
import type { Config } from '../config';
import * as schema from '../db/schema';
import { textsFor } from '../i18n/i18n';
import type { Database, Tx } from './db';
import { type Mailer, renderEmail } from './mailer';
import {
  hashPassword,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  passwordProblem,
  verifyPassword,
} from './passwords';
import { personLocale } from './request-locale';

/** Sessions: renewed while in use (sliding, idle limit), never older than the absolute limit. */
export const SESSION_IDLE_SECONDS = 7 * 24 * 3600;
export const SESSION_ABSOLUTE_SECONDS = 30 * 24 * 3600;
export const SESSION_COOKIE = 'plantel.session_token';
/** better-auth keeps a reset link as a verification row `reset-password:<token>` whose value is the user id. */
const RESET_LINK_PREFIX = 'reset-password:';

export interface NewAccount {
  firstName: string;
  lastName: string;
  /** Present when the account creates a company (the admin's sign-up). */
  companyName?: string;
  /** Present when the account signs up through an invitation. */
  invitationCode?: string;
  /** The sign-up page's language (a new company's language). */
  language?: Locale;
}

export interface AuthHooks {
  /** Runs inside the sign-up transaction: a failure rolls the user back, so no user exists without a profile. */
  onUserCreated(tx: Tx, user: { id: string; email: string }, account: NewAccount): Promise<void>;
  /** Runs after the e-mail address is verified (an invited account joins its company then). */
  onEmailVerified(user: { id: string; email: string }): Promise<void>;
  /** A deleted account (server/modules/privacy): no session is ever created for it, no reset e-mail sent. */
  isAccountDeleted?(userId: string): Promise<boolean>;
}

// better-auth's drizzle adapter runs sign-up in `db.transaction`; capturing the transaction lets our hook
// write the profile and company in that same transaction.
const currentTx = new AsyncLocalStorage<Tx>();
const pendingAccount = new AsyncLocalStorage<{ email: string; account: NewAccount; created: boolean }>();

function captureTransactions(db: Database): Database {
  return new Proxy(db, {
    get(target, prop, receiver) {
      if (prop === 'transaction') {
        return (fn: (tx: Tx) => Promise<unknown>, cfg?: Parameters<Database['transaction']>[1]) =>
          target.transaction((tx) => currentTx.run(tx, () => fn(tx)), cfg);
      }
      return Reflect.get(target, prop, receiver);
    },
  });
}

interface PinoLike {
  warn(obj: unknown, msg?: string): void;
  error(obj: unknown, msg?: string): void;
}

export function createAuth(opts: {
  config: Config;
  db: Database;
  mailer: Mailer;
  hooks: AuthHooks;
  log: PinoLike;
}) {
  const { config, mailer, hooks } = opts;
  const secure = config.isProduction;

  const auth = betterAuth({
    appName: 'Plantel',
    baseURL: config.appUrl,
    basePath: '/api/auth',
    secret: config.authSecret,
    trustedOrigins: trustedOrigins(config),
    database: drizzleAdapter(captureTransactions(opts.db), {
      provider: 'pg',
      usePlural: true,
      transaction: true,
      schema: {
        users: schema.users,
        sessions: schema.sessions,
        accounts: schema.accounts,
        verifications: schema.verifications,
        twoFactors: schema.twoFactors,
      },
    }),
    // Our own limiter (PostgreSQL, per IP and per account) covers these routes; see platform/auth-routes.ts.
    rateLimit: { enabled: false },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      autoSignIn: false,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 3600,
      // A reset link works once, and using one ends every other link of the account (better-auth only
      // consumes the one used): an older e-mail in the mailbox cannot reset the password again.
      onPasswordReset: async ({ user }) => {
        await opts.db
          .delete(schema.verifications)
          .where(
            and(
              eq(schema.verifications.value, user.id),
              like(schema.verifications.identifier, `${RESET_LINK_PREFIX}%`),
            ),
          );
      },
      password: { hash: hashPassword, verify: ({ hash, password }) => verifyPassword(hash, password) },
      sendResetPassword: async ({ user, token }) => {
        // A deleted account gets no way back in (the answer to the request is the same either way).
        if (await hooks.isAccountDeleted?.(user.id)) return;
        // Our page reads the token from the query, as the spec's reset link does (type=recovery).
        const url = `${config.appUrl}/reset-password?type=recovery&access_token=${encodeURIComponent(token)}`;
        const { t, locale } = textsFor((await personLocale(opts.db, user.id)) ?? DEFAULT_LOCALE);
        await mailer.send(
          renderEmail({
            locale,
            to: user.email,
            subject: t(/*i18n*/ { id: 'email.auth.resetSubject', message: 'Reset your Plantel password' }),
            greeting: t(
              /*i18n*/ { id: 'email.hello', message: 'Hello {name},', values: { name: user.name } },
            ),
            paragraphs: [
              t(
                /*i18n*/ {
                  id: 'email.auth.reset',
                  message:
                    'Someone asked to reset the password of your Plantel account. If it was you, choose a new password with the button below. The link works once and expires in 1 hour.',
                },
              ),
              t(
                /*i18n*/ {
                  id: 'email.auth.resetNotYou',
                  message:
                    'If you did not ask for this, you can ignore this e-mail: your password stays as it is.',
                },
              ),
            ],
            action: { label: t(/*i18n*/ { id: 'email.auth.resetAction', message: 'Reset password' }), url },
          }),
        );
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      autoSignInAfterVerification: false,
      expiresIn: 24 * 3600,
      sendVerificationEmail: async ({ user, url }) => {
        // At sign-up, the sign-up page's language (English when it sent none); later, the account's.
        const signingUp = pendingAccount.getStore();
        const locale =
          signingUp && signingUp.email.toLowerCase() === user.email.toLowerCase()
            ? (signingUp.account.language ?? DEFAULT_LOCALE)
            : ((await personLocale(opts.db, user.id)) ?? DEFAULT_LOCALE);
        const { t } = textsFor(locale);
        await mailer.send(
          renderEmail({
            locale,
            to: user.email,
            subject: t(
              /*i18n*/ { id: 'email.auth.verifySubject', message: 'Confirm your e-mail address for Plantel' },
            ),
            greeting: t(
              /*i18n*/ { id: 'email.hello', message: 'Hello {name},', values: { name: user.name } },
            ),
            paragraphs: [
              t(
                /*i18n*/ {
                  id: 'email.auth.verify',
                  message:
                    'Welcome to Plantel. Please confirm your e-mail address to finish creating your account. The link expires in 24 hours.',
                },
              ),
            ],
            action: {
              label: t(/*i18n*/ { id: 'email.auth.verifyAction', message: 'Confirm e-mail address' }),
              url,
            },
            footer: t(
              /*i18n*/ {
                id: 'email.auth.verifyFooter',
                message: 'If you did not create a Plantel account, ignore this e-mail.',
              },
            ),
          }),
        );
      },
      afterEmailVerification: async (user) => {
        await hooks.onEmailVerified({ id: user.id, email: user.email });
      },
    },
    session: {
      expiresIn: SESSION_IDLE_SECONDS,
      updateAge: 24 * 3600,
      // Set by the create hook below, never by a client.
      additionalFields: { activeCompanyId: { type: 'string', required: false, input: false } },
    },
    user: {
      changeEmail: { enabled: false },
      deleteUser: { enabled: false },
    },
    account: { accountLinking: { enabled: false } },
    advanced: {
      database: { generateId: 'uuid' },
      // `__Host-` (Secure, Path=/, no Domain) in production; plain name over http in development.
      useSecureCookies: false,
      cookiePrefix: 'plantel',
      cookies: {
        session_token: {
          name: secure ? `__Host-${SESSION_COOKIE}` : SESSION_COOKIE,
          attributes: { secure, sameSite: 'lax', httpOnly: true, path: '/' },
        },
        session_data: {
          name: secure ? '__Host-plantel.session_data' : 'plantel.session_data',
          attributes: { secure },
        },
        dont_remember: {
          name: secure ? '__Host-plantel.dont_remember' : 'plantel.dont_remember',
          attributes: { secure },
        },
        two_factor: {
          name: secure ? '__Host-plantel.two_factor' : 'plantel.two_factor',
          attributes: { secure },
        },
      },
      // Every call into better-auth sets x-forwarded-for from Fastify's request.ip (which honours
      // TRUST_PROXY), replacing whatever the client sent, so the header is always trustworthy here. The
      // session's address is shown to its owner on the account page (ASVS 7.5.2).
      ipAddress: { ipAddressHeaders: ['x-forwarded-for'] },
    },
    databaseHooks: {
      // Every way in (password, second factor, reset) ends in a new session: a deleted account gets none.
      session: {
        create: {
          before: async (session) => {
            if (await hooks.isAccountDeleted?.(session.userId)) {
              throw new APIError('FORBIDDEN', {
                message: 'This account has been deleted.',
                code: 'ACCOUNT_DELETED',
              });
            }
            // The session works in the company the person last joined or created (every request finds the
            // member by that company and the person: platform/auth-session.ts).
            const [person] = await opts.db
              .select({ activeCompanyId: schema.profiles.activeCompanyId })
              .from(schema.profiles)
              .where(eq(schema.profiles.id, session.userId));
            return { data: { ...session, activeCompanyId: person?.activeCompanyId ?? null } };
          },
        },
      },
      // better-auth queues `after` hooks until the transaction has committed, so the profile is written
      // from the credential account's `before` hook: it runs inside the sign-up transaction, after the user
      // row exists, and a failure rolls the user back.
      account: {
        create: {
          before: async (account) => {
            const tx = currentTx.getStore();
            const pending = pendingAccount.getStore();
            if (!tx || !pending)
              throw new Error('Accounts are created through POST /api/accounts/sign-up only');
            await hooks.onUserCreated(tx, { id: account.userId, email: pending.email }, pending.account);
            pending.created = true;
          },
        },
      },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        // The server refuses very common passwords wherever a password is set.
        const field =
          ctx.path === '/reset-password' || ctx.path === '/change-password'
            ? (ctx.body?.newPassword as unknown)
            : undefined;
        if (typeof field === 'string') {
          const problem = passwordProblem(field);
          if (problem) throw new APIError('BAD_REQUEST', { message: problem, code: 'WEAK_PASSWORD' });
        }
        // A password change always ends the other sessions (ASVS 7.4.3).
        if (ctx.path === '/change-password' && ctx.body) ctx.body.revokeOtherSessions = true;
      }),
    },
    // TOTP second factor (ASVS 6.3.3), opt-in per person from the account page; backup codes for a lost phone.
    plugins: [twoFactor({ issuer: 'Plantel', backupCodeOptions: { amount: 10, length: 10 } })],
    telemetry: { enabled: false },
    // Into our JSON log; better-auth's own messages never include passwords or tokens.
    logger: {
      level: 'warn',
      log: (level, message, ...args) => {
        const err = args.find((a) => a instanceof Error);
        opts.log[level === 'error' ? 'error' : 'warn']({ err, source: 'better-auth' }, message);
      },
    },
  });

  /**
   * Creates the account through better-auth inside our context. Resolves with `created: false` when no
   * user was created (the e-mail address already has an account).
   */
  async function signUp(input: {
    email: string;
    password: string;
    account: NewAccount;
    headers: Headers;
    callbackURL: string;
  }) {
    const state = { email: input.email, account: input.account, created: false };
    await pendingAccount.run(state, () =>
      auth.api.signUpEmail({
        body: {
          email: input.email,
          password: input.password,
          name: `${input.account.firstName} ${input.account.lastName}`.trim(),
          callbackURL: input.callbackURL,
        },
        headers: input.headers,
      }),
    );
    return { created: state.created };
  }

  return { auth, signUp };
}

export type AuthService = ReturnType<typeof createAuth>;
export type BetterAuth = AuthService['auth'];

export function trustedOrigins(config: Config): string[] {
  const origins = [new URL(config.appUrl).origin];
  // The Vite dev server proxies /api from its own origin.
  if (!config.isProduction) origins.push('http://localhost:5173', 'http://127.0.0.1:5173');
  return origins;
}
