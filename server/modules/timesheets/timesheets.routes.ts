import * as api from '@domain/contracts/timesheets';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { memberOf } from '../../platform/access';
import type { RouteRateLimit } from '../../platform/rate-limit';
import { route } from '../../platform/route';
import { dayHistory } from '../time-entries/history.service';
import * as approvals from './approvals.service';
import * as files from './exports.service';
import * as team from './team.service';
import { contentDisposition, type SheetFile } from './timesheet-files';
import type { TimesheetsDeps } from './timesheets.service';

/** A quota on file exports per person (checklist row 20): generous for people, not for scripts. */
const exportLimit: RouteRateLimit[] = [
  {
    rule: { name: 'timesheet-export:user', max: 300, windowSeconds: 3600 },
    subject: (request: FastifyRequest) => request.member?.userId ?? null,
  },
];

function sendFile(reply: FastifyReply, file: SheetFile) {
  return reply
    .type(file.contentType)
    .header('content-disposition', contentDisposition(file.filename))
    .header('cache-control', 'private, no-store')
    .send(file.body);
}

export async function timesheetsRoutes(app: FastifyInstance, deps: TimesheetsDeps) {
  const { db } = deps;

  route(app, api.submitTimesheet, (request) => approvals.submit(deps, memberOf(request), request.body.month));

  route(
    app,
    api.exportMyTimesheet,
    async (request, reply) => {
      const member = memberOf(request);
      const { month, format, csv } = request.query;
      return sendFile(reply, await files.exportTimesheet(db, member, member.userId, month, format, csv));
    },
    { rateLimits: exportLimit },
  );

  route(
    app,
    api.exportMyInspectionRecord,
    async (request, reply) => {
      const member = memberOf(request);
      return sendFile(reply, await files.inspectionExport(db, member, member.userId, request.query));
    },
    { rateLimits: exportLimit },
  );

  route(app, api.listTeamTimesheets, (request) =>
    team.teamTimesheets(db, memberOf(request), request.query.month),
  );

  route(
    app,
    api.exportTeamTimesheets,
    async (request, reply) =>
      sendFile(reply, await files.bulkExport(db, memberOf(request), request.query.month, request.query.csv)),
    { rateLimits: exportLimit },
  );

  route(app, api.getEmployeeMonth, (request) =>
    team.employeeMonth(db, memberOf(request), request.params.userId, request.query.month),
  );

  route(app, api.getEmployeeDayHistory, (request) =>
    dayHistory(db, memberOf(request).companyId, request.params.userId, request.query.date),
  );

  route(
    app,
    api.exportEmployeeTimesheet,
    async (request, reply) => {
      const { month, format, csv } = request.query;
      return sendFile(
        reply,
        await files.exportTimesheet(db, memberOf(request), request.params.userId, month, format, csv),
      );
    },
    { rateLimits: exportLimit },
  );

  route(
    app,
    api.exportEmployeeInspectionRecord,
    async (request, reply) =>
      sendFile(
        reply,
        await files.inspectionExport(db, memberOf(request), request.params.userId, request.query),
      ),
    { rateLimits: exportLimit },
  );

  route(app, api.approveTimesheet, (request) =>
    approvals.approve(deps, memberOf(request), request.params.userId, request.body.month),
  );

  route(app, api.rejectTimesheet, (request) =>
    approvals.reject(deps, memberOf(request), request.params.userId, request.body.month, request.body.reason),
  );
}
