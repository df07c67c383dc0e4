import {
  EMAIL_MAX,
  EMAIL_PATTERN,
  AUTH_MESSAGES as M,
  NAME_MAX,
  PASSWORD_MIN,
} from '@domain/contracts/auth-rules';

/** A field rule: the error message, or null when the value is fine. */
export type Rule = (value: string, all: Record<string, string>) => string | null;

// The auth forms validate with these (same constants as the server's zod contracts) so the /auth page
// loads neither zod nor a form library; see docs/decisions/0001-auth-pages-stay-small.md.
export const emailRule: Rule = (v) => {
  const value = v.trim();
  if (!value) return M.emailRequired;
  if (value.length > EMAIL_MAX || !EMAIL_PATTERN.test(value)) return M.emailInvalid;
  return null;
};

export const newPasswordRule: Rule = (v) => {
  if (!v) return M.passwordRequired;
  if (v.length < PASSWORD_MIN) return M.passwordShort;
  if (v.length > 128) return 'Password must be at most 128 characters';
  return null;
};

export const currentPasswordRule: Rule = (v) => (v ? null : M.passwordRequired);

export const nameRule =
  (label: string): Rule =>
  (v) => {
    const value = v.trim();
    if (!value) return M.required(label);
    if (value.length > NAME_MAX) return M.tooLong(label);
    return null;
  };

export const confirmPasswordRule: Rule = (v, all) => {
  if (!v) return M.confirmRequired;
  return v === all.password ? null : M.passwordsDiffer;
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
