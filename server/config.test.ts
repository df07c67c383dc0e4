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
