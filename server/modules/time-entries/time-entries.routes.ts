import * as api from '@domain/contracts/time-entries';
import type { FastifyInstance } from 'fastify';
import { memberOf } from '../../platform/access';
import { route } from '../../platform/route';
import * as bulk from './bulk-apply.service';
import * as clock from './clock.service';
import * as corrections from './corrections.service';
import * as entries from './entries.service';
import * as history from './history.service';
import type { TimeEntriesDeps } from './time-entries.service';
import * as views from './views.service';

/** A write answers 202 when it became a correction request (a day of a submitted month). */
const writeStatus = (outcome: string, saved: 200 | 201) => (outcome === 'correction_requested' ? 202 : saved);

export async function timeEntriesRoutes(app: FastifyInstance, deps: TimeEntriesDeps) {
  const { db } = deps;

  route(app, api.getMyMonth, (request) => {
    const member = memberOf(request);
    return views.monthView(db, member, member.userId, request.query.month);
  });

  route(app, api.createTimeEntry, async (request, reply) => {
    const result = await entries.createEntry(deps, memberOf(request), request.body);
    return reply.status(writeStatus(result.outcome, 201)).send(result);
  });

  route(app, api.updateTimeEntry, async (request, reply) => {
    const result = await entries.updateEntry(deps, memberOf(request), request.params.id, request.body);
    return reply.status(writeStatus(result.outcome, 200)).send(result);
  });

  route(app, api.deleteTimeEntry, async (request, reply) => {
    const result = await entries.deleteEntry(deps, memberOf(request), request.params.id);
    return reply.status(writeStatus(result.outcome, 200)).send(result);
  });

  route(app, api.getClockStatus, (request) => clock.clockStatus(db, memberOf(request)));

  route(app, api.recordClockAction, (request) => clock.clock(deps, memberOf(request), request.body.action));

  route(app, api.bulkApplyTimes, (request) => bulk.bulkApply(deps, memberOf(request), request.body));

  route(app, api.clearMonth, (request) => bulk.clearMonth(deps, memberOf(request), request.body.month));

  route(app, api.getMyDayHistory, (request) => {
    const member = memberOf(request);
    return history.dayHistory(db, member.companyId, member.userId, request.query.date);
  });

  route(app, api.approveTimeCorrection, (request) =>
    corrections.approveCorrection(deps, memberOf(request), request.params.id),
  );

  route(app, api.rejectTimeCorrection, (request) =>
    corrections.rejectCorrection(deps, memberOf(request), request.params.id, request.body.reason),
  );
}
