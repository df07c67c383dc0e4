import * as api from '@domain/contracts/profile';
import type { FastifyInstance } from 'fastify';
import { memberOf, viewerOf } from '../../platform/access';
import { route } from '../../platform/route';
import { readUpload } from '../../platform/uploads';
import type { ProfileDeps } from './profile.service';
import * as service from './profile.service';

/**
 * The signed-in person's own profile, photo and devices. No route takes a user id: the person always comes
 * from the session, so nobody can change someone else's profile or sessions.
 */
export async function profileRoutes(app: FastifyInstance, deps: Omit<ProfileDeps, 'log'>) {
  const withLog = (log: ProfileDeps['log']): ProfileDeps => ({ ...deps, log });

  route(app, api.updateMyLanguage, (request) =>
    service.updateLanguage(deps.db, viewerOf(request), request.body),
  );

  route(app, api.updateMyProfile, (request) =>
    service.updateProfile(deps.db, memberOf(request), request.body),
  );

  route(
    app,
    api.uploadMyAvatar,
    async (request) => {
      const upload = await readUpload(request);
      return service.uploadAvatar(withLog(request.log), memberOf(request), upload);
    },
    {
      rateLimits: [
        {
          rule: { name: 'avatar:user', max: 30, windowSeconds: 3600 },
          subject: (req) => req.viewer?.userId ?? null,
        },
      ],
    },
  );

  route(app, api.listMySessions, async (request) => ({
    sessions: await service.listSessions(deps.db, viewerOf(request)),
  }));

  route(app, api.revokeMySession, (request) =>
    service.revokeSession(deps.db, viewerOf(request), request.params.id),
  );
}
