import { z } from 'zod';
import { NOTIFICATION_CATEGORIES } from '../notifications';

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
