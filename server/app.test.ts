import { describe, expect, it } from 'vitest';
import { redactUrl } from './app';

describe('log redaction', () => {
  it('removes one-time tokens from logged URLs', () => {
    expect(redactUrl('/api/auth/verify-email?token=eyJabc&callbackURL=%2Fauth')).toBe(
      '/api/auth/verify-email?token=[redacted]&callbackURL=[redacted]',
    );
    expect(redactUrl('/reset-password?type=recovery&access_token=abc')).toBe(
      '/reset-password?type=recovery&access_token=[redacted]',
    );
    expect(redactUrl('/api/health')).toBe('/api/health');
  });
});
