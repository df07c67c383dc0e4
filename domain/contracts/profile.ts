import { z } from 'zod';
import { locale, messageResponse, personName } from './common';
import { defineEndpoint } from './endpoint';

/** First and last name of the signed-in member (1–100 characters after trimming). */
export const updateProfileRequest = z.strictObject({
  firstName: personName('First name'),
  lastName: personName('Last name'),
});
export type UpdateProfileRequest = z.infer<typeof updateProfileRequest>;

/** The account page's language: one of ours, or null to follow the company's. */
export const updateLanguageRequest = z.strictObject({ language: locale.nullable() });
export type UpdateLanguageRequest = z.infer<typeof updateLanguageRequest>;
export const languageResponse = z.object({ language: locale.nullable() });

export const profileResponse = z.object({
  message: z.string(),
  profile: z.object({
    id: z.uuid(),
    firstName: z.string(),
    lastName: z.string(),
    avatarUrl: z.string().nullable(),
  }),
});

export const avatarResponse = z.object({ message: z.string(), avatarUrl: z.string() });

/** One signed-in device of the user (never the session token). */
export const accountSession = z.object({
  id: z.uuid(),
  userAgent: z.string().nullable(),
  ipAddress: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  /** Last time the session was renewed (renewal happens at most once a day while it is used). */
  lastActiveAt: z.iso.datetime({ offset: true }),
  expiresAt: z.iso.datetime({ offset: true }),
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof accountSession>;

export const listSessionsResponse = z.object({ sessions: z.array(accountSession) });

export const sessionIdParams = z.strictObject({ id: z.uuid('Session not found') });

/** The password change form of the account page (the server refuses common passwords too). */
export const changePasswordForm = z
  .object({
    currentPassword: z.string().min(1, 'Current password is required'),
    newPassword: z
      .string()
      .min(1, 'New password is required')
      .min(6, 'Password must be at least 6 characters long')
      .max(128, 'Password must be at most 128 characters'),
    confirmPassword: z.string().min(1, 'Please confirm your password'),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: 'Passwords do not match',
    path: ['confirmPassword'],
  });
export type ChangePasswordForm = z.infer<typeof changePasswordForm>;

/** Avatar limits of the spec (checked again by the server, by content). */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const AVATAR_SIZE_PX = 256;

// Endpoints. None takes a user id: the person always comes from the session, so nobody can change someone
// else's profile or sessions.
const tags = ['profile'];

export const updateMyLanguage = defineEndpoint({
  method: 'PUT',
  path: '/api/profile/language',
  access: 'signedIn',
  tags,
  summary: 'Choose my language (null: follow my company)',
  body: updateLanguageRequest,
  responses: { 200: languageResponse },
});

export const updateMyProfile = defineEndpoint({
  method: 'PATCH',
  path: '/api/profile',
  access: 'member',
  tags,
  summary: 'Change my first and last name',
  body: updateProfileRequest,
  responses: { 200: profileResponse },
});

export const uploadMyAvatar = defineEndpoint({
  method: 'POST',
  path: '/api/profile/avatar',
  access: 'member',
  tags,
  summary: 'Upload my profile picture (multipart, field "file"; JPEG, PNG, WebP or GIF up to 2 MB)',
  multipart: true,
  responses: { 200: avatarResponse },
});

export const listMySessions = defineEndpoint({
  method: 'GET',
  path: '/api/profile/sessions',
  access: 'signedIn',
  tags,
  summary: 'The devices where I am signed in (the current one is marked)',
  responses: { 200: listSessionsResponse },
});

export const revokeMySession = defineEndpoint({
  method: 'DELETE',
  path: '/api/profile/sessions/:id',
  access: 'signedIn',
  tags,
  summary: 'Sign one of my other devices out',
  params: sessionIdParams,
  responses: { 200: messageResponse },
});
