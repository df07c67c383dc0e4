import { listConsentsResponse, saveConsentsRequest, saveConsentsResponse } from '@domain/contracts/consents';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { viewerOf } from '../../platform/access';
import type { Database } from '../../platform/db';
import * as service from './consents.service';

/**
 * The signed-in person's own consents. Neither route takes a user id: the user always comes from the
 * session, so nobody can read or change someone else's consents.
 */
export async function consentsRoutes(app: FastifyInstance, deps: { db: Database }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/consents',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['consents'],
        summary: 'My cookie consents of the current version, newest first',
        response: { 200: listConsentsResponse },
      },
    },
    async (request) => ({ consents: await service.listConsents(deps.db, viewerOf(request).userId) }),
  );

  r.put(
    '/api/consents',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['consents'],
        summary: 'Grant or withdraw my consent to optional cookie categories',
        body: saveConsentsRequest,
        response: { 200: saveConsentsResponse },
      },
    },
    async (request) =>
      service.saveConsents(deps.db, viewerOf(request).userId, request.body, request.headers['user-agent']),
  );
}
