import { z } from 'zod';
import { ROLES } from '../roles';
import { AUTH_MESSAGES, PASSWORD_MIN } from './auth-rules';
import { email, locale, okResponse, personName } from './common';
import { defineEndpoint } from './endpoint';
import { invitationCode } from './invitations';

export { PASSWORD_MIN };
export const password = z
  .string({ error: 'Password is required' })
  .min(PASSWORD_MIN, AUTH_MESSAGES.passwordShort)
  .max(128, 'Password must be at most 128 characters');

/**
 * Sign-up either creates a company (company name: the person becomes its admin) or joins one through an
 * invitation code (the account joins the company once its e-mail is verified). Exactly one of the two.
 */
export const signUpRequest = z
  .strictObject({
    firstName: personName('First name'),
    lastName: personName('Last name'),
    companyName: personName('Company name').optional(),
    invitationCode: invitationCode.optional(),
    email,
    password,
    /** The sign-up page's language: a new company's language (else its country's). */
    language: locale.optional(),
  })
  .superRefine((value, ctx) => {
    if (value.companyName === undefined && value.invitationCode === undefined) {
      ctx.addIssue({ code: 'custom', path: ['companyName'], message: 'Company name is required' });
    }
    if (value.companyName !== undefined && value.invitationCode !== undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['invitationCode'],
        message: 'Use either a company name or an invitation code',
      });
    }
  });
export type SignUpRequest = z.infer<typeof signUpRequest>;

export const signUpResponse = z.object({ message: z.string() });

export const signInRequest = z.strictObject({
  email,
  password: z.string().min(1, 'Password is required'),
});

export const forgotPasswordRequest = z.strictObject({ email });

export const resetTokenCheckRequest = z.strictObject({ token: z.string().min(1).max(200) });
export const resetTokenCheckResponse = z.object({ valid: z.boolean() });

export const resetPasswordRequest = z.strictObject({
  token: z.string().min(1).max(200),
  password,
});

/** The client form adds the confirmation field and the spec's messages. */
export const resetPasswordForm = z
  .object({
    password: z
      .string()
      .min(1, 'Password is required')
      .min(PASSWORD_MIN, 'Password must be at least 6 characters long'),
    confirmPassword: z.string().min(1, 'Please confirm your password'),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: 'Passwords do not match',
    path: ['confirmPassword'],
  });

export const meProfile = z.object({
  id: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  avatarUrl: z.string().nullable(),
  role: z.enum(ROLES),
  companyId: z.uuid().nullable(),
  /** The person's own language; null follows the company's. */
  language: locale.nullable(),
});

export const meCompany = z.object({
  id: z.uuid(),
  name: z.string(),
  logoUrl: z.string().nullable(),
  /** The company's language, its members' unless they chose their own. */
  language: locale,
});

export const meResponse = z.object({
  user: z.object({ id: z.uuid(), email: z.string(), twoFactorEnabled: z.boolean() }),
  profile: meProfile.nullable(),
  company: meCompany.nullable(),
});
export type Me = z.infer<typeof meResponse>;

// Endpoints.
const tags = ['accounts'];

export const signUp = defineEndpoint({
  method: 'POST',
  path: '/api/accounts/sign-up',
  access: 'public',
  tags,
  summary: 'Create a company account: user, company and admin profile in one transaction',
  body: signUpRequest,
  responses: { 201: signUpResponse },
});

export const getMe = defineEndpoint({
  method: 'GET',
  path: '/api/me',
  access: 'signedIn',
  tags,
  summary: 'The signed-in user, profile and company',
  responses: { 200: meResponse },
});

export const checkPasswordResetToken = defineEndpoint({
  method: 'POST',
  path: '/api/accounts/password-reset/check',
  access: 'public',
  tags,
  summary: 'Whether a password-reset link is still valid',
  body: resetTokenCheckRequest,
  responses: { 200: resetTokenCheckResponse },
});

export const resetPassword = defineEndpoint({
  method: 'POST',
  path: '/api/accounts/password-reset',
  access: 'public',
  tags,
  summary: 'Set a new password from a reset link; ends every other session and signs in here',
  body: resetPasswordRequest,
  responses: { 200: okResponse },
});
