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
