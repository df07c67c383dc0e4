import * as api from '@domain/contracts/consents';
import type { FastifyInstance } from 'fastify';
import { viewerOf } from '../../platform/access';
import type { Database } from '../../platform/db';
import { route } from '../../platform/route';
import * as service from './consents.service';

/**
 * The signed-in person's own consents. Neither route takes a user id: the user always comes from the
 * session, so nobody can read or change someone else's consents.
 */
export async function consentsRoutes(app: FastifyInstance, deps: { db: Database }) {
  route(app, api.listMyConsents, async (request) => ({
    consents: await service.listConsents(deps.db, viewerOf(request).userId),
  }));

  route(app, api.saveMyConsents, (request) =>
    service.saveConsents(deps.db, viewerOf(request).userId, request.body, request.headers['user-agent']),
  );
}
