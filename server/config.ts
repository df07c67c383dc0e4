import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

// The only reader of process.env. Everything else receives a Config.
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Loopback unless set: a development server (and its /dev/mailbox) is not on the network by accident. */
  HOST: z.string().default('127.0.0.1'),
  APP_URL: z.url().optional(),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  /**
   * A direct connection (or a session-mode pool) for what needs a whole session: the migrations' advisory lock
   * and pg-boss (LISTEN/NOTIFY). Unset = DATABASE_URL. See docs/SCALING.md section 2.
   */
  DATABASE_DIRECT_URL: z.string().optional(),
  /**
   * What DATABASE_URL goes through: `session` (PostgreSQL itself or a session-mode pool) or `transaction`
   * (PgBouncer in transaction mode: no named prepared statements, no statement_timeout startup parameter).
   */
  DATABASE_POOL_MODE: z.enum(['session', 'transaction']).default('session'),
  /** Connections each app server keeps to PostgreSQL (pg-boss adds 4): see docs/SCALING.md. */
  DATABASE_POOL_MAX: z.coerce.number().int().min(2).max(500).default(20),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Plantel <no-reply@plantel.local>'),
  SUPPORT_EMAIL: z.email().default('support@plantel.app'),
  BILLING_PROVIDER: z.enum(['sandbox', 'stripe', 'none']).default('sandbox'),
  /** The sandbox "sells" seats without payment: production runs it only when the operator says so (a demo). */
  BILLING_SANDBOX_IN_PRODUCTION: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  STRIPE_PRICE_ID: z.string().optional(),
  STRIPE_API_BASE: z.url().optional(),
  AUTH_SECRET: z.string().min(32).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  /** Multiplies every rate limit; only for load and browser tests that sign in many times from one address. */
  RATE_LIMIT_MULTIPLIER: z.coerce.number().int().min(1).max(10_000).default(1),
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  /** Seconds to keep serving after SIGTERM with /api/ready answering 503, so a load balancer stops routing first. */
  SHUTDOWN_DELAY_SECONDS: z.coerce.number().min(0).max(60).default(0),
  STORAGE_DRIVER: z.enum(['local', 's3']).default('local'),
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'not a valid bucket name')
    .optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ENDPOINT: z.url().optional(),
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
});

export type Env = z.infer<typeof envSchema>;

/** Where uploads live: DATA_DIR/uploads on this machine, or an S3-compatible bucket shared by every server. */
export type StorageConfig =
  | { driver: 'local'; dir: string }
  | {
      driver: 's3';
      bucket: string;
      region: string;
      /** Unset = AWS S3; set for MinIO, Cloudflare R2, Scaleway, OVH… */
      endpoint: string | undefined;
      forcePathStyle: boolean;
      /** Unset = the AWS SDK's default chain (AWS_* variables, instance or task role). */
      credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
    };

export interface Config {
  env: Env['NODE_ENV'];
  isProduction: boolean;
  port: number;
  host: string;
  appUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Migrations and pg-boss connect here; unset = the request pool's URL. */
  databaseDirectUrl: string | undefined;
  /** `transaction`: the request pool goes through a transaction-mode pooler (PgBouncer). */
  databasePoolMode: Env['DATABASE_POOL_MODE'];
  databasePoolMax: number;
  smtpUrl: string | undefined;
  mailFrom: string;
  supportEmail: string;
  billing: {
    provider: Env['BILLING_PROVIDER'];
    stripeSecretKey: string | undefined;
    stripeWebhookSecret: string | undefined;
    stripePriceId: string | undefined;
    stripeApiBase: string | undefined;
  };
  authSecret: string;
  logLevel: NonNullable<Env['LOG_LEVEL']>;
  trustProxy: boolean;
  rateLimitMultiplier: number;
  shutdownDelayMs: number;
  storage: StorageConfig;
  /** Directory with the built SPA; absent in API-only tests. */
  webDir: string | undefined;
}

export class ConfigError extends Error {}

export function loadConfig(source: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  const isProduction = env.NODE_ENV === 'production';
  const dataDir = path.resolve(env.DATA_DIR);
  const storage = storageConfig(env, dataDir, isProduction);
  checkDatabaseUrls(env);

  if (isProduction) {
    const missing: string[] = [];
    if (!env.AUTH_SECRET) missing.push('AUTH_SECRET');
    if (!env.APP_URL) missing.push('APP_URL');
    if (!env.SMTP_URL) missing.push('SMTP_URL');
    if (env.BILLING_PROVIDER === 'stripe') {
      for (const k of ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_PRICE_ID'] as const) {
        if (!env[k]) missing.push(k);
      }
    }
    if (missing.length > 0) {
      throw new ConfigError(`Production needs these settings: ${missing.join(', ')}`);
    }
    if (env.BILLING_PROVIDER === 'sandbox' && !env.BILLING_SANDBOX_IN_PRODUCTION) {
      throw new ConfigError(
        'BILLING_PROVIDER is sandbox (the default), which lets any admin buy seats without paying. In production set BILLING_PROVIDER=stripe (with STRIPE_*) or none (no seat limit), or BILLING_SANDBOX_IN_PRODUCTION=true to run the sandbox on purpose (a demo).',
      );
    }
  }

  return {
    env: env.NODE_ENV,
    isProduction,
    port: env.PORT,
    host: env.HOST,
    appUrl: (env.APP_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    databaseDirectUrl: env.DATABASE_DIRECT_URL || undefined,
    databasePoolMode: env.DATABASE_POOL_MODE,
    databasePoolMax: env.DATABASE_POOL_MAX,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM,
    supportEmail: env.SUPPORT_EMAIL,
    billing: {
      provider: env.BILLING_PROVIDER,
      stripeSecretKey: env.STRIPE_SECRET_KEY,
      stripeWebhookSecret: env.STRIPE_WEBHOOK_SECRET,
      stripePriceId: env.STRIPE_PRICE_ID,
      stripeApiBase: env.STRIPE_API_BASE,
    },
    authSecret: env.AUTH_SECRET ?? (isProduction ? '' : readOrCreateSecret(dataDir)),
    logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'silent' : 'info'),
    trustProxy: env.TRUST_PROXY,
    rateLimitMultiplier: env.RATE_LIMIT_MULTIPLIER,
    shutdownDelayMs: Math.round(env.SHUTDOWN_DELAY_SECONDS * 1000),
    storage,
    webDir: undefined,
    ...overrides,
  };
}

/**
 * A transaction-mode pool hands each transaction to any server connection, so a session lock or a LISTEN
 * taken through it would live on a connection nobody owns: those need the direct URL, which only makes sense
 * beside an external DATABASE_URL (the embedded PostgreSQL has no pooler in front).
 */
function checkDatabaseUrls(env: Env) {
  if (env.DATABASE_DIRECT_URL && !env.DATABASE_URL) {
    throw new ConfigError('DATABASE_DIRECT_URL needs DATABASE_URL (the pooled connection for requests)');
  }
  if (env.DATABASE_POOL_MODE === 'transaction' && !env.DATABASE_DIRECT_URL) {
    throw new ConfigError(
      'DATABASE_POOL_MODE=transaction needs DATABASE_DIRECT_URL: migrations (advisory lock) and pg-boss (LISTEN/NOTIFY) need a session of their own, not a transaction-mode pool',
    );
  }
}

function storageConfig(env: Env, dataDir: string, isProduction: boolean): StorageConfig {
  if (env.STORAGE_DRIVER === 'local') return { driver: 'local', dir: path.join(dataDir, 'uploads') };
  const problems: string[] = [];
  if (!env.S3_BUCKET) problems.push('STORAGE_DRIVER=s3 needs S3_BUCKET');
  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
    problems.push(
      'set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither (the AWS default credentials)',
    );
  }
  // Uploads are personal data (faces, company logos): never over plain HTTP outside a development machine.
  if (isProduction && env.S3_ENDPOINT && !env.S3_ENDPOINT.startsWith('https://')) {
    problems.push('S3_ENDPOINT must use https in production');
  }
  if (problems.length > 0) throw new ConfigError(`Invalid storage configuration: ${problems.join('; ')}`);
  return {
    driver: 's3',
    bucket: env.S3_BUCKET!,
    region: env.S3_REGION,
    endpoint: env.S3_ENDPOINT,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
    credentials:
      env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
        : undefined,
  };
}

// Outside production a secret is generated once and kept beside the data, so sessions survive restarts.
function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  chmodSync(file, 0o600);
  return secret;
}
