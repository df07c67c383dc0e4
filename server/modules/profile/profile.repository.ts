import { and, desc, eq, gt, sql } from 'drizzle-orm';
import { profiles, sessions, users } from '../../db/schema';
import type { Db } from '../../platform/db';

// The person is the account's own row, whatever company they are in (the member policy has checked that they
// are one): these read and write it by the person alone.

/** Updates the member's own name (profile and the account's display name used in e-mails). */
export async function updateName(
  db: Db,
  where: { userId: string; companyId: string },
  name: { firstName: string; lastName: string },
) {
  const [row] = await db
    .update(profiles)
    .set({ firstName: name.firstName, lastName: name.lastName, updatedAt: sql`now()` })
    .where(eq(profiles.id, where.userId))
    .returning({
      id: profiles.id,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      avatarUrl: profiles.avatarUrl,
    });
  if (!row) return null;
  await db
    .update(users)
    .set({ name: `${name.firstName} ${name.lastName}`, updatedAt: sql`now()` })
    .where(eq(users.id, where.userId));
  return row;
}

/** The person's own language (null: their company's); keyed by the user, like their other personal settings. */
export async function setLanguage(db: Db, userId: string, language: string | null): Promise<boolean> {
  const rows = await db
    .update(profiles)
    .set({ language, updatedAt: sql`now()` })
    .where(eq(profiles.id, userId))
    .returning({ id: profiles.id });
  return rows.length > 0;
}

/** Locks the member's profile row and returns its current avatar URL (undefined: no such profile). */
export async function lockAvatar(db: Db, where: { userId: string; companyId: string }) {
  const [row] = await db
    .select({ avatarUrl: profiles.avatarUrl })
    .from(profiles)
    .where(eq(profiles.id, where.userId))
    .for('update');
  return row ? row.avatarUrl : undefined;
}

export async function setAvatar(db: Db, where: { userId: string; companyId: string }, avatarUrl: string) {
  await db.update(profiles).set({ avatarUrl, updatedAt: sql`now()` }).where(eq(profiles.id, where.userId));
}

/** The user's live sessions (not expired, within the absolute limit), most recently used first. */
export async function listSessions(db: Db, userId: string, absoluteSeconds: number) {
  return db
    .select({
      id: sessions.id,
      userAgent: sessions.userAgent,
      ipAddress: sessions.ipAddress,
      createdAt: sessions.createdAt,
      updatedAt: sessions.updatedAt,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .where(
      and(
        eq(sessions.userId, userId),
        gt(sessions.expiresAt, sql`now()`),
        gt(sessions.createdAt, sql`now() - make_interval(secs => ${absoluteSeconds})`),
      ),
    )
    .orderBy(desc(sessions.updatedAt));
}

/** Deletes one of the user's own sessions; false when it is not theirs or does not exist. */
export async function deleteSession(db: Db, userId: string, sessionId: string): Promise<boolean> {
  const rows = await db
    .delete(sessions)
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)))
    .returning({ id: sessions.id });
  return rows.length > 0;
}
