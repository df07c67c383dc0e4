import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { messages } from '@/locales/en/auth.po';
import { readResetLink } from './reset-link';

i18n.loadAndActivate({ locale: 'en', messages });

describe('readResetLink', () => {
  it('reads a recovery link from the query string or the hash', () => {
    expect(readResetLink('?type=recovery&access_token=abc', '')).toEqual({ kind: 'recovery', token: 'abc' });
    expect(readResetLink('', '#type=recovery&access_token=abc&refresh_token=r')).toEqual({
      kind: 'recovery',
      token: 'abc',
    });
  });

  it('shows the error description, or the default text, and redirects after 3 s', () => {
    expect(readResetLink('?error=access_denied&error_description=Link+expired', '')).toEqual({
      kind: 'error',
      message: 'Link expired',
      delay: 3000,
    });
    expect(readResetLink('', '#error=x')).toEqual({
      kind: 'error',
      message: 'Invalid or expired reset link. Please request a new one.',
      delay: 3000,
    });
  });

  it('refuses a recovery link without a token', () => {
    expect(readResetLink('?type=recovery', '')).toEqual({
      kind: 'error',
      message: 'Invalid reset link. Please request a new password reset.',
      delay: 3000,
    });
  });

  it('redirects any other case after 2 s', () => {
    expect(readResetLink('', '')).toEqual({ kind: 'other', delay: 2000 });
    expect(readResetLink('?type=signup&access_token=x', '')).toEqual({ kind: 'other', delay: 2000 });
  });
});
