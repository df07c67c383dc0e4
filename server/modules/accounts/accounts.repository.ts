import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { companies, profiles, users, verifications } from '../../db/schema';
import { BY_TEXT, builtOnce, type Db } from '../../platform/db';

export async function insertCompany(db: Db, values: { name: string; language: string }) {
  const [row] = await db
    .insert(companies)
    .values({ name: values.name, language: values.language })
    .returning();
  return row!;
}

export async function insertProfile(
  db: Db,
  values: {
    id: string;
    email: string;
    firstName: string;
    lastName: string;
    activeCompanyId: string | null;
  },
) {
  await db.insert(profiles).values(values);
}

export async function emailExists(db: Db, email: string): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  return rows.length > 0;
}

/**
 * The signed-in person and, when the session has a member, their company: the person by id (users and
 * profiles, reference tables on Citus) and the company by the member's company id (one shard).
 */
const meStatement = builtOnce((db) =>
  db
    .select({
      user: { id: users.id, email: users.email, twoFactorEnabled: users.twoFactorEnabled },
      profile: {
        id: profiles.id,
        firstName: profiles.firstName,
        lastName: profiles.lastName,
        email: profiles.email,
        avatarUrl: profiles.avatarUrl,
        language: profiles.language,
      },
      company: {
        id: companies.id,
        name: companies.name,
        logoUrl: companies.logoUrl,
        language: companies.language,
      },
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    // No company (null) matches no row.
    .leftJoin(companies, and(eq(companies.id, sql.placeholder('companyId')), isNull(companies.deletedAt)))
    .where(eq(users.id, sql.placeholder('userId')))
    .limit(1)
    .prepare(BY_TEXT),
);

/** `GET /api/me`'s read, on every page: built once (platform/db.ts builtOnce). */
export async function findMe(db: Db, userId: string, companyId: string | null) {
  const rows = await meStatement(db).execute({ userId, companyId });
  return rows[0] ?? null;
}

/** The user a live password-reset token belongs to (better-auth stores it as a verification value). */
export async function findUserByResetToken(db: Db, token: string) {
  const rows = await db
    .select({ userId: verifications.value, email: users.email })
    .from(verifications)
    .innerJoin(users, sql`${users.id}::text = ${verifications.value}`)
    .where(
      and(eq(verifications.identifier, `reset-password:${token}`), gt(verifications.expiresAt, sql`now()`)),
    )
    .limit(1);
  return rows[0] ?? null;
}

export async function companyIsLive(db: Db, companyId: string): Promise<boolean> {
  const rows = await db
    .select({ id: companies.id })
    .from(companies)
    .where(and(eq(companies.id, companyId), isNull(companies.deletedAt)))
    .limit(1);
  return rows.length > 0;
}
