import { EMAIL_MAX, EMAIL_PATTERN, NAME_MAX, PASSWORD_MIN } from '@domain/contracts/auth-rules';
import { plural, t } from '@lingui/core/macro';

/** A field rule: the error message in the active language, or null when the value is fine. */
export type Rule = (value: string, all: Record<string, string>) => string | null;

// The auth forms validate with these (same constants as the server's zod contracts) so the /auth page
// loads neither zod nor a form library; see docs/decisions/0001-auth-pages-stay-small.md. The English texts are
// the spec's (domain/contracts/auth-rules.ts AUTH_MESSAGES, which the server's contracts use); the visitor reads
// them in their language, so each is a message of its own (web/lib/i18n/README.md).
const PASSWORD_MAX = 128;

export const emailRule: Rule = (v) => {
  const value = v.trim();
  if (!value) return t({ id: 'auth.rules.emailRequired', message: 'Email is required' });
  if (value.length > EMAIL_MAX || !EMAIL_PATTERN.test(value))
    return t({ id: 'auth.rules.emailInvalid', message: 'Please enter a valid email address' });
  return null;
};

const passwordRequired = () => t({ id: 'auth.rules.passwordRequired', message: 'Password is required' });

export const newPasswordRule: Rule = (v) => {
  if (!v) return passwordRequired();
  if (v.length < PASSWORD_MIN)
    return t({
      id: 'auth.rules.passwordShort',
      message: plural(PASSWORD_MIN, {
        one: 'Password must be at least # character long',
        other: 'Password must be at least # characters long',
      }),
    });
  if (v.length > PASSWORD_MAX)
    return t({
      id: 'auth.rules.passwordLong',
      message: plural(PASSWORD_MAX, {
        one: 'Password must be at most # character',
        other: 'Password must be at most # characters',
      }),
    });
  return null;
};

export const currentPasswordRule: Rule = (v) => (v ? null : passwordRequired());

/** The named fields of the sign-up form, each with its own sentences (no label glued into a sentence). */
export type NameField = 'firstName' | 'lastName' | 'companyName';

const nameMessages: Record<NameField, { required: () => string; tooLong: () => string }> = {
  firstName: {
    required: () => t({ id: 'auth.rules.firstNameRequired', message: 'First name is required' }),
    tooLong: () =>
      t({
        id: 'auth.rules.firstNameTooLong',
        message: plural(NAME_MAX, {
          one: 'First name must be at most # character',
          other: 'First name must be at most # characters',
        }),
      }),
  },
  lastName: {
    required: () => t({ id: 'auth.rules.lastNameRequired', message: 'Last name is required' }),
    tooLong: () =>
      t({
        id: 'auth.rules.lastNameTooLong',
        message: plural(NAME_MAX, {
          one: 'Last name must be at most # character',
          other: 'Last name must be at most # characters',
        }),
      }),
  },
  companyName: {
    required: () => t({ id: 'auth.rules.companyNameRequired', message: 'Company name is required' }),
    tooLong: () =>
      t({
        id: 'auth.rules.companyNameTooLong',
        message: plural(NAME_MAX, {
          one: 'Company name must be at most # character',
          other: 'Company name must be at most # characters',
        }),
      }),
  },
};

export const nameRule =
  (field: NameField): Rule =>
  (v) => {
    const value = v.trim();
    if (!value) return nameMessages[field].required();
    if (value.length > NAME_MAX) return nameMessages[field].tooLong();
    return null;
  };

export const confirmPasswordRule: Rule = (v, all) => {
  if (!v) return t({ id: 'auth.rules.confirmRequired', message: 'Please confirm your password' });
  return v === all.password
    ? null
    : t({ id: 'auth.rules.passwordsDiffer', message: 'Passwords do not match' });
};

/** Runs every rule; returns the errors by field (empty when the form is valid). */
export function validate(
  values: Record<string, string>,
  rules: Record<string, Rule>,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [field, rule] of Object.entries(rules)) {
    const problem = rule(values[field] ?? '', values);
    if (problem) errors[field] = problem;
  }
  return errors;
}

export const normaliseEmail = (v: string) => v.trim().toLowerCase();
