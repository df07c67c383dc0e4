import type { DeletionRequest, PendingDeletionRequest } from '@domain/contracts/privacy';
import { conflict, forbidden, notFound } from '@domain/errors';
import { displayName, wouldRemoveLastAdmin } from '@domain/people';
import {
  ACCOUNT_PURGE_AFTER_DAYS,
  REQUESTS_ANSWERED_WITHIN_DAYS,
  TIME_RECORDS_KEPT_YEARS,
  tombstoneName,
  tombstoneReference,
} from '@domain/privacy';
import type { Member } from '../../platform/access';
import type { Database, Tx } from '../../platform/db';
import type { Jobs } from '../../platform/jobs';
import type { Mailer } from '../../platform/mailer';
import { keyFromUrl, type Storage } from '../../platform/storage';
import { lockLiveCompany } from '../company/company.repository';
import * as people from '../context/people.service';
import { accountDeletedEmail, deletionRequestedEmail } from './privacy.emails';
import * as repo from './privacy.repository';

export interface PrivacyDeps {
  db: Database;
  mailer: Mailer;
  storage: Storage;
  appUrl: string;
  log: { info(obj: unknown, msg?: string): void; error(obj: unknown, msg?: string): void };
}

export const MEMBER_NOT_FOUND = /*i18n*/ {
  id: 'errors.teamMemberNotFound',
  message: 'Team member not found',
};
const SOLE_ADMIN_MESSAGE = /*i18n*/ {
  id: 'errors.privacy.soleAdmin',
  message:
    "You are the company's only admin, so nobody else can delete your account. Make another member an admin first, or delete the whole company in Company Settings.",
};
/** The English of the sole-admin refusal (tests compare the answer with it). */
export const SOLE_ADMIN = SOLE_ADMIN_MESSAGE.message;
const OWN_ACCOUNT = /*i18n*/ {
  id: 'errors.privacy.ownAccount',
  message:
    'You cannot delete your own account. Ask another admin, or delete the whole company in Company Settings.',
};
const NO_REQUEST = /*i18n*/ {
  id: 'errors.privacy.noRequest',
  message: 'You have no pending account deletion request.',
};

const DAY_MS = 24 * 3600 * 1000;
const answerBy = (requestedAt: Date) =>
  new Date(requestedAt.getTime() + REQUESTS_ANSWERED_WITHIN_DAYS * DAY_MS);

function requestView(r: {
  id: string;
  status: DeletionRequest['status'];
  requestedAt: Date;
}): DeletionRequest {
  return {
    id: r.id,
    status: r.status,
    requestedAt: r.requestedAt.toISOString(),
    answerBy: answerBy(r.requestedAt).toISOString(),
  };
}

export async function myRequest(deps: PrivacyDeps, member: Member) {
  const request = await repo.findPendingRequest(deps.db, member.companyId, member.userId);
  return {
    request: request ? requestView(request) : null,
    soleAdmin: await people.isCompanySoleAdmin(deps.db, member),
  };
}

/**
 * A member asks the admins to delete their account: one pending request per person (asking again answers
 * the same one); the admins are e-mailed in the same transaction. The company's only admin cannot ask:
 * nobody could act on it.
 */
export async function requestDeletion(deps: PrivacyDeps, member: Member) {
  return deps.db.transaction(async (tx) => {
    if (!(await lockLiveCompany(tx, member.companyId))) throw notFound(MEMBER_NOT_FOUND);
    const me = await people.findMember(tx, member.companyId, member.userId);
    if (!me) throw notFound(MEMBER_NOT_FOUND);
    if (await people.isCompanySoleAdmin(tx, me)) throw conflict(SOLE_ADMIN_MESSAGE);
    const { request, created } = await repo.createRequest(tx, member.companyId, member.userId);
    const view = requestView(request);
    if (created) {
      const by = view.answerBy.slice(0, 10);
      for (const admin of await people.membersWithRoles(tx, member.companyId, ['admin'])) {
        if (admin.id === member.userId) continue;
        await deps.mailer.send(
          deletionRequestedEmail({ to: admin, requester: me, answerBy: by, appUrl: deps.appUrl }),
          { tx },
        );
      }
    }
    return {
      created,
      message: 'Your request was sent to your company administrators',
      request: view,
    };
  });
}

export async function withdrawDeletion(deps: PrivacyDeps, member: Member) {
  if (!(await repo.withdrawRequest(deps.db, member.companyId, member.userId))) throw notFound(NO_REQUEST);
}

export async function pendingRequests(deps: PrivacyDeps, companyId: string) {
  const rows = await repo.listPendingRequests(deps.db, companyId);
  return {
    requests: rows.map(
      (r): PendingDeletionRequest => ({
        ...requestView(r),
        userId: r.userId,
        firstName: r.firstName,
        lastName: r.lastName,
        email: r.email,
        avatarUrl: r.avatarUrl,
        role: r.role,
      }),
    ),
  };
}

/**
 * An admin deletes a member's account. Under the company lock (like role changes and removals): the actor
 * must still be an admin, the target a member, nobody deletes their own account, and the company keeps an
 * admin. In one transaction the person leaves the company (their seat is freed), every session of theirs
 * ends, sign-in is refused from now on (account_deletions, checked when a session is created), their
 * pending request is completed, and they are told by e-mail. The purge job scrubs the data later.
 */
export async function deleteMemberAccount(deps: PrivacyDeps, actor: Member, userId: string) {
  return deps.db.transaction(async (tx) => {
    if (!(await lockLiveCompany(tx, actor.companyId))) throw notFound(MEMBER_NOT_FOUND);
    const self = await people.findMember(tx, actor.companyId, actor.userId);
    if (self?.role !== 'admin')
      throw forbidden(
        /*i18n*/ { id: 'errors.adminOnly', message: 'Access denied. Admin privileges required.' },
      );
    const target = await people.findMember(tx, actor.companyId, userId);
    if (!target) throw notFound(MEMBER_NOT_FOUND);
    if (target.id === actor.userId) throw forbidden(OWN_ACCOUNT);
    if (wouldRemoveLastAdmin(target.role, null, await people.countAdmins(tx, actor.companyId))) {
      throw conflict(
        /*i18n*/ {
          id: 'errors.lastAdmin',
          message: 'A company must always have at least one admin. Make another member an admin first.',
        },
      );
    }
    const reference = tombstoneReference(userId);
    await repo.markDeleted(tx, {
      userId,
      reference,
      deletedBy: actor.userId,
      purgeAfterDays: ACCOUNT_PURGE_AFTER_DAYS,
    });
    await people.closeMembership(tx, actor.companyId, userId);
    await repo.deleteSessions(tx, userId);
    await repo.completeRequests(tx, actor.companyId, userId, actor.userId);
    const pseudonym = tombstoneName(reference);
    await deps.mailer.send(
      accountDeletedEmail({
        to: target,
        companyName: await repo.companyName(tx, actor.companyId),
        pseudonym,
      }),
      { tx },
    );
    return { message: `${displayName(target)}'s account was deleted`, reference: pseudonym };
  });
}

/** Whether sign-in must be refused: the account was deleted (the auth hook asks before a session is made). */
export const isAccountDeleted = (db: Database, userId: string) => repo.isDeleted(db, userId);

/**
 * For the company purge, of the accounts it is about to delete, those working-time records name stay:
 * - `archived`: people the purged company's archive names. Their name is what says whose the records are, so
 *   the account is closed at once (no password, sessions or e-mail address, sign-in refused, personal data
 *   such as absences and preferences gone) but keeps its name until the archive is deleted; the tombstone then
 *   goes with the expiry below.
 * - `others`: those with records in another company are kept and pseudonymised by the next purge, as an
 *   account deletion would (their company is gone already); the rest are not kept.
 * Returns the ids kept.
 */
export async function retainForRecords(
  tx: Tx,
  accounts: { archived: string[]; others: string[] },
): Promise<string[]> {
  for (const userId of accounts.archived) {
    const reference = tombstoneReference(userId);
    await repo.markDeleted(tx, { userId, reference, deletedBy: null, purgeAfterDays: 0 });
    await repo.purgeAccount(tx, userId, tombstoneName(reference), reference, { keepName: true });
  }
  const kept = await repo.withTimeRecords(tx, accounts.others);
  for (const userId of kept) {
    await repo.markDeleted(tx, {
      userId,
      reference: tombstoneReference(userId),
      deletedBy: null,
      purgeAfterDays: 0,
    });
  }
  return [...accounts.archived, ...kept];
}

// ---------------------------------------------------------------------------------------------------
// The purge

export const PURGE_QUEUE = 'privacy.purge-deleted-accounts';
/** Daily at 03:29 UTC. */
export const PURGE_CRON = '29 3 * * *';

/**
 * Purges every deleted account whose grace period is over (ACCOUNT_PURGE_AFTER_DAYS, so within the 30 days
 * the privacy policy promises even if a run fails), then the records of deleted people older than the
 * legal retention. `now` is injectable so tests move the clock instead of waiting.
 */
export async function purgeDeletedAccounts(deps: PrivacyDeps, now: Date = new Date()) {
  let purged = 0;
  for (const due of await repo.duePurges(deps.db, now)) {
    // Files first: if the database step fails, the job retries and the files are gone either way.
    for (const url of await repo.filesOf(deps.db, due.userId)) {
      const key = keyFromUrl(url) ?? url;
      await deps.storage.delete(key).catch((err: unknown) => deps.log.error({ err }, 'file not purged'));
    }
    const done = await deps.db.transaction((tx) =>
      repo.purgeAccount(tx, due.userId, tombstoneName(due.reference), due.reference),
    );
    if (done) {
      purged++;
      deps.log.info({ userId: due.userId }, 'deleted account purged');
    }
  }
  const cutoff = new Date(now);
  cutoff.setUTCFullYear(cutoff.getUTCFullYear() - TIME_RECORDS_KEPT_YEARS);
  const removed = await deps.db.transaction((tx) =>
    repo.expireRecords(tx, cutoff.toISOString().slice(0, 10)),
  );
  return { purged, removed };
}

export async function registerPrivacyJobs(deps: PrivacyDeps, jobs: Jobs) {
  await jobs.work(PURGE_QUEUE, async () => {
    await purgeDeletedAccounts(deps);
  });
  await jobs.schedule(PURGE_QUEUE, PURGE_CRON);
}
