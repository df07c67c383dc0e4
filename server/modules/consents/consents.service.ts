import {
  CONSENT_VERSION,
  type Consent,
  consentMessage,
  type SaveConsentsRequest,
} from '@domain/contracts/consents';
import type { Database } from '../../platform/db';
import * as repo from './consents.repository';

/** User agents are free text sent by the client: keep a bounded, printable copy. */
const cleanUserAgent = (ua: string | undefined) =>
  ua
    ? [...ua]
        .map((c) => (c < ' ' || c === '\u007f' ? ' ' : c))
        .join('')
        .slice(0, 500)
    : null;

export async function listConsents(db: Database, userId: string): Promise<Consent[]> {
  const rows = await repo.listForUser(db, userId, CONSENT_VERSION);
  return rows.map((r) => ({
    ...r,
    consentDate: r.consentDate.toISOString(),
    consentWithdrawnDate: r.consentWithdrawnDate?.toISOString() ?? null,
  }));
}

/**
 * Records the person's choices (one toggle or a whole cookie-banner choice) in one transaction and answers
 * with the spec's message for the first change and the stored consents.
 */
export async function saveConsents(
  db: Database,
  userId: string,
  input: SaveConsentsRequest,
  userAgent: string | undefined,
) {
  await db.transaction(async (tx) => {
    for (const c of input.consents) {
      await repo.upsert(tx, {
        userId,
        version: CONSENT_VERSION,
        type: c.consentType,
        given: c.consentGiven,
        userAgent: cleanUserAgent(userAgent),
      });
    }
  });
  const first = input.consents[0]!;
  const message =
    input.consents.length === 1
      ? consentMessage(first.consentType, first.consentGiven)
      : 'Cookie preferences saved';
  return { message, consents: await listConsents(db, userId) };
}
