import { and, desc, eq, sql } from 'drizzle-orm';
import { userConsents } from '../../db/schema';
import type { Db } from '../../platform/db';

type ConsentType = (typeof userConsents.$inferSelect)['consentType'];

const columns = {
  consentType: userConsents.consentType,
  consentGiven: userConsents.consentGiven,
  consentVersion: userConsents.consentVersion,
  consentDate: userConsents.consentDate,
  consentWithdrawnDate: userConsents.consentWithdrawnDate,
};

/** The user's consents of one version, newest decision first. Always scoped by the user. */
export async function listForUser(db: Db, userId: string, version: string) {
  return db
    .select(columns)
    .from(userConsents)
    .where(and(eq(userConsents.userId, userId), eq(userConsents.consentVersion, version)))
    .orderBy(desc(userConsents.consentDate), userConsents.consentType);
}

/**
 * Upsert by (user, type, version), in one statement so concurrent saves cannot create duplicates:
 * - granting sets consent_given, a new consent_date and clears the withdrawal date;
 * - withdrawing a consent that was given records the withdrawal date (the grant date stays as evidence);
 * - refusing a consent that was never given records the refusal without a withdrawal date.
 */
export async function upsert(
  db: Db,
  values: { userId: string; version: string; type: ConsentType; given: boolean; userAgent: string | null },
) {
  await db
    .insert(userConsents)
    .values({
      userId: values.userId,
      consentType: values.type,
      consentGiven: values.given,
      consentVersion: values.version,
      userAgent: values.userAgent,
      ipAddress: null,
    })
    .onConflictDoUpdate({
      target: [userConsents.userId, userConsents.consentType, userConsents.consentVersion],
      set: {
        consentGiven: sql`excluded.consent_given`,
        // excluded.consent_date is the insert's default, now(): Citus refuses now() itself here (the table is
        // Citus-local on a cluster, docs/SCALING.md).
        consentDate: sql`case when excluded.consent_given and not ${userConsents.consentGiven} then excluded.consent_date else ${userConsents.consentDate} end`,
        consentWithdrawnDate: sql`case
          when excluded.consent_given then null
          when ${userConsents.consentGiven} then excluded.consent_date
          else ${userConsents.consentWithdrawnDate} end`,
        userAgent: sql`excluded.user_agent`,
      },
    });
}
