import { i18n } from '@lingui/core';
import { beforeEach, describe, expect, it } from 'vitest';
import { messages as en } from '@/locales/en/auth.po';
import { messages as es } from '@/locales/es/auth.po';
import { confirmPasswordRule, emailRule, nameRule, newPasswordRule, validate } from './rules';

// The rules speak the visitor's language (the auth page's catalog is loaded before the form shows).
i18n.load({ en, es });
beforeEach(() => i18n.activate('en'));

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

  it('speak the active language', () => {
    i18n.activate('es');
    expect(
      validate({ email: '', password: '12345' }, { email: emailRule, password: newPasswordRule }),
    ).toEqual({
      email: 'El correo electrónico es obligatorio',
      password: 'La contraseña debe tener al menos 6 caracteres',
    });
    expect(nameRule('companyName')('x'.repeat(101), {})).toBe(
      'El nombre de la empresa puede tener como máximo 100 caracteres',
    );
    expect(confirmPasswordRule('abcdef', { password: 'abcdeg' })).toBe('Las contraseñas no coinciden');
  });
});
