import { describe, expect, it } from 'vitest';
import { hashPassword, passwordProblem, verifyPassword } from './passwords';

describe('passwords', () => {
  it('hashes with argon2id at OWASP minimum parameters and verifies', async () => {
    const digest = await hashPassword('correct horse battery');
    expect(digest).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(digest, 'correct horse battery')).toBe(true);
    expect(await verifyPassword(digest, 'wrong')).toBe(false);
    expect(await verifyPassword('not a hash', 'x')).toBe(false);
  });

  it('refuses short, very common and trivial passwords with a reason', () => {
    expect(passwordProblem('12345')).toBe('Password must be at least 6 characters long');
    expect(passwordProblem('password')).toMatch(/too common/);
    expect(passwordProblem('Qwerty123')).toMatch(/too common/);
    expect(passwordProblem('aaaaaaaa')).toMatch(/too easy/);
    expect(passwordProblem('ana.garcia-2026', { email: 'ana.garcia@example.com' })).toMatch(/e-mail/);
    expect(passwordProblem('a sturdy passphrase')).toBeNull();
    expect(passwordProblem(`${'x'.repeat(64)}y`)).toBeNull();
  });
});
