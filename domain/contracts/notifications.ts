import { z } from 'zod';
import { NOTIFICATION_CATEGORIES } from '../notifications';
import { defineEndpoint } from './endpoint';

/** Which optional e-mails the signed-in person receives (Account → Privacy & Data). */
export const emailPreferences = z.object({
  requests: z.boolean(),
  decisions: z.boolean(),
  reminders: z.boolean(),
});
export type EmailPreferences = z.infer<typeof emailPreferences>;

export const emailPreferencesResponse = z.object({ preferences: emailPreferences });

/** One switch or several; the others stay as they are. */
export const updateEmailPreferencesRequest = z
  .strictObject({
    requests: z.boolean().optional(),
    decisions: z.boolean().optional(),
    reminders: z.boolean().optional(),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), 'Choose at least one preference');
export type UpdateEmailPreferencesRequest = z.infer<typeof updateEmailPreferencesRequest>;

export const updateEmailPreferencesResponse = z.object({
  message: z.string(),
  preferences: emailPreferences,
});

/** The signed token of an unsubscribe link (no sign-in needed); it names one person and one category. */
export const unsubscribeToken = z
  .string({ error: 'This unsubscribe link is not valid.' })
  .min(1, 'This unsubscribe link is not valid.')
  .max(200, 'This unsubscribe link is not valid.');

export const unsubscribeRequest = z.strictObject({ token: unsubscribeToken });
export const unsubscribeQuery = z.strictObject({ token: unsubscribeToken });

export const unsubscribeResponse = z.object({
  category: z.enum(NOTIFICATION_CATEGORIES),
  message: z.string(),
});

/** RFC 8058: what a mail provider POSTs (form-encoded) for a one-click unsubscribe. */
export const oneClickUnsubscribeRequest = z.strictObject({ 'List-Unsubscribe': z.literal('One-Click') });

// Endpoints. The preferences are always the session's (no user id in any route); the unsubscribe links of
// optional e-mails work without signing in through their signed token.
const tags = ['notifications'];

export const getEmailPreferences = defineEndpoint({
  method: 'GET',
  path: '/api/notifications/preferences',
  access: 'signedIn',
  tags,
  summary: 'Which optional e-mails I receive: requests, decisions, reminders',
  responses: { 200: emailPreferencesResponse },
});

export const updateEmailPreferences = defineEndpoint({
  method: 'PATCH',
  path: '/api/notifications/preferences',
  access: 'signedIn',
  tags,
  summary: 'Turn categories of optional e-mails on or off',
  body: updateEmailPreferencesRequest,
  responses: { 200: updateEmailPreferencesResponse },
});

export const unsubscribeFromEmails = defineEndpoint({
  method: 'POST',
  path: '/api/notifications/unsubscribe',
  access: 'public',
  tags,
  summary: "The unsubscribe page's button: turns off the category of the link's signed token",
  body: unsubscribeRequest,
  responses: { 200: unsubscribeResponse },
});

/** A mail client that does not POST opens the List-Unsubscribe address: it is sent to the page. */
export const openUnsubscribePage = defineEndpoint({
  method: 'GET',
  path: '/api/notifications/unsubscribe/one-click',
  access: 'public',
  tags,
  summary: 'Opens the unsubscribe page for the token (a GET never changes anything)',
  query: unsubscribeQuery,
  responses: { 303: z.null().describe('Redirect to /unsubscribe') },
});

/** Where mail clients post RFC 8058 one-click unsubscribes (form-encoded, without cookies or Origin). */
export const unsubscribeOneClick = defineEndpoint({
  method: 'POST',
  path: '/api/notifications/unsubscribe/one-click',
  access: 'public',
  tags,
  summary: "Mail clients' one-click unsubscribe (RFC 8058, form-encoded)",
  query: unsubscribeQuery,
  body: oneClickUnsubscribeRequest,
  responses: { 200: unsubscribeResponse },
});
