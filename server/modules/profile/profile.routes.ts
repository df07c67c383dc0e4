import { messageResponse } from '@domain/contracts/common';
import {
  avatarResponse,
  listSessionsResponse,
  profileResponse,
  sessionIdParams,
  updateProfileRequest,
} from '@domain/contracts/profile';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { memberOf, viewerOf } from '../../platform/access';
import { readUpload } from '../../platform/uploads';
import type { ProfileDeps } from './profile.service';
import * as service from './profile.service';

/**
 * The signed-in person's own profile, photo and devices. No route takes a user id: the person always comes
 * from the session, so nobody can change someone else's profile or sessions.
 */
export async function profileRoutes(app: FastifyInstance, deps: Omit<ProfileDeps, 'log'>) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const withLog = (log: ProfileDeps['log']): ProfileDeps => ({ ...deps, log });

  r.patch(
    '/api/profile',
    {
      config: { access: 'member' },
      schema: {
        tags: ['profile'],
        summary: 'Change my first and last name',
        body: updateProfileRequest,
        response: { 200: profileResponse },
      },
    },
    async (request) => service.updateProfile(deps.db, memberOf(request), request.body),
  );

  r.post(
    '/api/profile/avatar',
    {
      config: {
        access: 'member',
        rateLimits: [
          {
            rule: { name: 'avatar:user', max: 30, windowSeconds: 3600 },
            subject: (req) => req.viewer?.userId ?? null,
          },
        ],
      },
      schema: {
        tags: ['profile'],
        summary: 'Upload my profile picture (multipart, field "file"; JPEG, PNG, WebP or GIF up to 2 MB)',
        consumes: ['multipart/form-data'],
        response: { 200: avatarResponse },
      },
    },
    async (request) => {
      const upload = await readUpload(request);
      return service.uploadAvatar(withLog(request.log), memberOf(request), upload);
    },
  );

  r.get(
    '/api/profile/sessions',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['profile'],
        summary: 'The devices where I am signed in (the current one is marked)',
        response: { 200: listSessionsResponse },
      },
    },
    async (request) => ({ sessions: await service.listSessions(deps.db, viewerOf(request)) }),
  );

  r.delete(
    '/api/profile/sessions/:id',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['profile'],
        summary: 'Sign one of my other devices out',
        params: sessionIdParams,
        response: { 200: messageResponse },
      },
    },
    async (request) => service.revokeSession(deps.db, viewerOf(request), request.params.id),
  );
}
