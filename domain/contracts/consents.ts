import { z } from 'zod';
import { defineEndpoint } from './endpoint';

/**
 * Consent to optional cookies and similar technologies (spec sections 3, 4, 9). Essential storage needs no
 * consent and is always on; the three optional categories are recorded per user and consent version.
 */
export const CONSENT_VERSION = '1.0';
export const CONSENT_TYPES = ['functional', 'analytics', 'marketing'] as const;
export type ConsentType = (typeof CONSENT_TYPES)[number];

export const consentType = z.enum(CONSENT_TYPES, 'Unknown consent type');

export const consent = z.object({
  consentType,
  consentGiven: z.boolean(),
  consentVersion: z.string(),
  /** When the consent was last given (or first refused). */
  consentDate: z.iso.datetime({ offset: true }),
  /** Set when a consent that had been given was withdrawn. */
  consentWithdrawnDate: z.iso.datetime({ offset: true }).nullable(),
});
export type Consent = z.infer<typeof consent>;

/** The signed-in user's consents of the current version, newest first. */
export const listConsentsResponse = z.object({ consents: z.array(consent) });

/** Grants or withdraws one or more categories at once (a toggle, or a cookie-banner choice). */
export const saveConsentsRequest = z.strictObject({
  consents: z
    .array(z.strictObject({ consentType, consentGiven: z.boolean() }))
    .min(1, 'Choose at least one consent')
    .max(CONSENT_TYPES.length)
    .refine((list) => new Set(list.map((c) => c.consentType)).size === list.length, {
      message: 'Each consent type may appear once',
    }),
});
export type SaveConsentsRequest = z.infer<typeof saveConsentsRequest>;

export const saveConsentsResponse = z.object({ message: z.string(), consents: z.array(consent) });

/** '{type} consent granted' / '{type} consent withdrawn' of the spec, with the type capitalised. */
export const consentMessage = (type: ConsentType, given: boolean) =>
  `${type.charAt(0).toUpperCase()}${type.slice(1)} consent ${given ? 'granted' : 'withdrawn'}`;

// Endpoints. Neither takes a user id: the user always comes from the session, so nobody can read or change
// someone else's consents.
const tags = ['consents'];

export const listMyConsents = defineEndpoint({
  method: 'GET',
  path: '/api/consents',
  access: 'signedIn',
  tags,
  summary: 'My cookie consents of the current version, newest first',
  responses: { 200: listConsentsResponse },
});

export const saveMyConsents = defineEndpoint({
  method: 'PUT',
  path: '/api/consents',
  access: 'signedIn',
  tags,
  summary: 'Grant or withdraw my consent to optional cookie categories',
  body: saveConsentsRequest,
  responses: { 200: saveConsentsResponse },
});
