import { describe, expect, it } from 'vitest';
import { confirmPasswordRule, emailRule, nameRule, newPasswordRule, validate } from './rules';

describe('auth form rules', () => {
  it('use the spec messages', () => {
    expect(
      validate({ email: 'nope', password: '12345' }, { email: emailRule, password: newPasswordRule }),
    ).toEqual({
      email: 'Please enter a valid email address',
      password: 'Password must be at least 6 characters long',
    });
    expect(confirmPasswordRule('abcdef', { password: 'abcdeg' })).toBe('Passwords do not match');
    expect(nameRule('firstName')('   ', {})).toBe('First name is required');
    expect(nameRule('firstName')('x'.repeat(101), {})).toBe('First name must be at most 100 characters');
    expect(
      validate(
        { email: ' Ana@Example.com ', password: 'secret' },
        { email: emailRule, password: newPasswordRule },
      ),
    ).toEqual({});
  });
});
