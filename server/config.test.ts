import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const base = { AUTH_SECRET: 'x'.repeat(32), DATA_DIR: '/tmp/plantel-config-test' };

describe('scaling and shutdown settings', () => {
  it('sizes the pool per app server (at least 2: migrations hold one connection while using another)', () => {
    expect(loadConfig(base).databasePoolMax).toBe(20);
    expect(loadConfig({ ...base, DATABASE_POOL_MAX: '8' }).databasePoolMax).toBe(8);
    for (const bad of ['1', '0', 'many', '2.5']) {
      expect(() => loadConfig({ ...base, DATABASE_POOL_MAX: bad }), bad).toThrow(ConfigError);
    }
  });

  it('connects directly unless told that DATABASE_URL goes through a transaction-mode pooler', () => {
    const pooled = 'postgres://plantel@pgbouncer.internal:6432/plantel';
    const direct = 'postgres://plantel@db.internal:5432/plantel';
    expect(loadConfig({ ...base, DATABASE_URL: pooled })).toMatchObject({
      databaseUrl: pooled,
      databaseDirectUrl: undefined,
      databasePoolMode: 'session',
    });
    expect(
      loadConfig({
        ...base,
        DATABASE_URL: pooled,
        DATABASE_DIRECT_URL: direct,
        DATABASE_POOL_MODE: 'transaction',
      }),
    ).toMatchObject({ databaseUrl: pooled, databaseDirectUrl: direct, databasePoolMode: 'transaction' });
    // A session-mode pool (or PostgreSQL itself) with migrations and jobs elsewhere is fine too.
    expect(loadConfig({ ...base, DATABASE_URL: pooled, DATABASE_DIRECT_URL: direct }).databasePoolMode).toBe(
      'session',
    );
  });

  it('refuses a transaction-mode pool without a direct URL, and a direct URL without an external database', () => {
    const pooled = 'postgres://plantel@pgbouncer.internal:6432/plantel';
    // The migrations' advisory lock and pg-boss's LISTEN would land on pooled connections nobody owns.
    expect(() => loadConfig({ ...base, DATABASE_URL: pooled, DATABASE_POOL_MODE: 'transaction' })).toThrow(
      /DATABASE_POOL_MODE=transaction needs DATABASE_DIRECT_URL/,
    );
    expect(() => loadConfig({ ...base, DATABASE_DIRECT_URL: pooled })).toThrow(
      /DATABASE_DIRECT_URL needs DATABASE_URL/,
    );
    expect(() => loadConfig({ ...base, DATABASE_POOL_MODE: 'statement' })).toThrow(ConfigError);
  });

  it('reads the shutdown delay in seconds, fractions allowed, at most a minute', () => {
    expect(loadConfig(base).shutdownDelayMs).toBe(0);
    expect(loadConfig({ ...base, SHUTDOWN_DELAY_SECONDS: '0.5' }).shutdownDelayMs).toBe(500);
    expect(loadConfig({ ...base, SHUTDOWN_DELAY_SECONDS: '12' }).shutdownDelayMs).toBe(12_000);
    for (const bad of ['-1', '61', 'soon']) {
      expect(() => loadConfig({ ...base, SHUTDOWN_DELAY_SECONDS: bad }), bad).toThrow(ConfigError);
    }
  });
});

describe('billing in production (issue 12, item 2)', () => {
  const production = {
    ...base,
    NODE_ENV: 'production',
    APP_URL: 'https://plantel.example',
    SMTP_URL: 'smtp://mail.example:587',
  };

  it('refuses to start with the sandbox provider, the default included: anyone could "buy" seats for free', () => {
    for (const env of [production, { ...production, BILLING_PROVIDER: 'sandbox' }]) {
      expect(() => loadConfig(env)).toThrow(ConfigError);
      expect(() => loadConfig(env)).toThrow(/BILLING_SANDBOX_IN_PRODUCTION=true/);
    }
  });

  it('starts with the sandbox only when the operator says so explicitly', () => {
    expect(loadConfig({ ...production, BILLING_SANDBOX_IN_PRODUCTION: 'true' }).billing.provider).toBe(
      'sandbox',
    );
    expect(() => loadConfig({ ...production, BILLING_SANDBOX_IN_PRODUCTION: 'false' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...production, BILLING_SANDBOX_IN_PRODUCTION: 'yes' })).toThrow(ConfigError);
  });

  it('starts with Stripe or with billing off; outside production the sandbox needs no setting', () => {
    expect(loadConfig({ ...production, BILLING_PROVIDER: 'none' }).billing.provider).toBe('none');
    const stripe = {
      ...production,
      BILLING_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_live_x',
      STRIPE_WEBHOOK_SECRET: 'whsec_x',
      STRIPE_PRICE_ID: 'price_x',
    };
    expect(loadConfig(stripe).billing.provider).toBe('stripe');
    expect(loadConfig(base).billing.provider).toBe('sandbox');
  });
});

describe('where the server listens (issue 12, item 3)', () => {
  it('only on the loopback interface unless HOST says otherwise: a fresh `npm start` is not on the network', () => {
    expect(loadConfig(base).host).toBe('127.0.0.1');
    expect(loadConfig({ ...base, HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(loadConfig({ ...base, HOST: '::' }).host).toBe('::');
  });
});
