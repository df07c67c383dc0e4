import * as api from '@domain/contracts/sample-data';
import type { FastifyInstance } from 'fastify';
import { memberOf } from '../../platform/access';
import type { Database } from '../../platform/db';
import { route } from '../../platform/route';
import * as service from './sample-data.service';

/** "Explore with sample data": its status for every member; loading and removing it for admins. */
export async function sampleDataRoutes(app: FastifyInstance, deps: { db: Database }) {
  route(app, api.getSampleData, (request) => service.status(deps.db, memberOf(request)));
  route(app, api.loadSampleData, async (request, reply) =>
    reply.status(201).send(await service.load(deps.db, memberOf(request))),
  );
  route(app, api.removeSampleData, (request) => service.remove(deps.db, memberOf(request)));
}
