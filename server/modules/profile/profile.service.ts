import {
  type AccountSession,
  AVATAR_SIZE_PX,
  type UpdateLanguageRequest,
  type UpdateProfileRequest,
} from '@domain/contracts/profile';
import { AppError, badRequest, notFound } from '@domain/errors';
import type { FastifyBaseLogger } from 'fastify';
import type { Member, Viewer } from '../../platform/access';
import { SESSION_ABSOLUTE_SECONDS } from '../../platform/auth';
import type { Database } from '../../platform/db';
import { processImage } from '../../platform/images';
import { fileUrl, keyFromUrl, newFileKey, type Storage } from '../../platform/storage';
import * as repo from './profile.repository';

export interface ProfileDeps {
  db: Database;
  storage: Storage;
  log: FastifyBaseLogger;
}

export async function updateProfile(db: Database, member: Member, input: UpdateProfileRequest) {
  const profile = await db.transaction((tx) =>
    repo.updateName(tx, { userId: member.userId, companyId: member.companyId }, input),
  );
  if (!profile) throw notFound(/*i18n*/ { id: 'errors.profile.notFound', message: 'Profile not found' });
  return { message: 'Profile updated successfully', profile };
}

/** The account page's language choice: one of ours, or null to follow the company's. */
export async function updateLanguage(db: Database, viewer: Viewer, input: UpdateLanguageRequest) {
  if (!(await repo.setLanguage(db, viewer.userId, input.language)))
    throw notFound(/*i18n*/ { id: 'errors.profile.notFound', message: 'Profile not found' });
  return { language: input.language };
}

/**
 * Validates the photo by its content, stores a re-encoded 256 px WebP without metadata under a new
 * server-chosen name, points the profile at it, and only then deletes the previous photo. The row lock
 * orders concurrent uploads, so each one deletes exactly the file it replaced.
 */
export async function uploadAvatar(deps: ProfileDeps, member: Member, upload: { body: Buffer }) {
  const image = await processImage(upload.body, { size: AVATAR_SIZE_PX, fit: 'cover' });
  const key = newFileKey(member.companyId, 'avatars');
  await deps.storage.put(key, image.body, image.contentType);
  const where = { userId: member.userId, companyId: member.companyId };
  let previous: string | null;
  try {
    previous = await deps.db.transaction(async (tx) => {
      const current = await repo.lockAvatar(tx, where);
      if (current === undefined)
        throw notFound(/*i18n*/ { id: 'errors.profile.notFound', message: 'Profile not found' });
      await repo.setAvatar(tx, where, fileUrl(key));
      return current;
    });
  } catch (e) {
    await deps.storage.delete(key);
    if (e instanceof AppError) throw e;
    deps.log.error({ err: e }, 'avatar update failed');
    throw new AppError(
      'INTERNAL',
      /*i18n*/ { id: 'errors.profile.pictureUploadFailed', message: 'Failed to upload profile picture' },
    );
  }
  const oldKey = keyFromUrl(previous);
  if (oldKey && oldKey !== key) {
    await deps.storage
      .delete(oldKey)
      .catch((e: unknown) => deps.log.error({ err: e, key: oldKey }, 'old avatar not deleted'));
  }
  return { message: 'Profile picture updated successfully', avatarUrl: fileUrl(key) };
}

export async function listSessions(db: Database, viewer: Viewer): Promise<AccountSession[]> {
  const rows = await repo.listSessions(db, viewer.userId, SESSION_ABSOLUTE_SECONDS);
  return rows.map((s) => ({
    id: s.id,
    userAgent: s.userAgent,
    ipAddress: s.ipAddress,
    createdAt: s.createdAt.toISOString(),
    lastActiveAt: s.updatedAt.toISOString(),
    expiresAt: s.expiresAt.toISOString(),
    current: s.id === viewer.sessionId,
  }));
}

/** Signs one of the person's other devices out. The current session ends with Sign Out instead. */
export async function revokeSession(db: Database, viewer: Viewer, sessionId: string) {
  if (sessionId === viewer.sessionId)
    throw badRequest(
      /*i18n*/ {
        id: 'errors.profile.currentSession',
        message: 'This is the session you are using. Sign out instead.',
      },
    );
  if (!(await repo.deleteSession(db, viewer.userId, sessionId)))
    throw notFound(/*i18n*/ { id: 'errors.profile.sessionNotFound', message: 'Session not found' });
  return { message: 'Session signed out' };
}
