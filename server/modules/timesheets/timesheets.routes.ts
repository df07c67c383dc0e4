import { historyQuery, historyResponse, monthView } from '@domain/contracts/time-entries';
import {
  approvalResponse,
  approveTimesheetRequest,
  exportQuery,
  inspectionQuery,
  rejectTimesheetRequest,
  submitTimesheetRequest,
  teamMemberParams,
  teamMonthQuery,
  teamTimesheetsResponse,
} from '@domain/contracts/timesheets';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { memberOf } from '../../platform/access';
import type { RouteRateLimit } from '../../platform/rate-limit';
import { dayHistory } from '../time-entries/time-entries.service';
import { contentDisposition, type SheetFile } from './timesheet-files';
import type { TimesheetsDeps } from './timesheets.service';
import * as service from './timesheets.service';

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
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;
  const tags = ['timesheets'];

  r.post(
    '/api/timesheets/submit',
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary: 'Submit the own month for approval (only at 100% completion)',
        body: submitTimesheetRequest,
        response: { 200: approvalResponse },
      },
    },
    async (request) => service.submit(deps, memberOf(request), request.body.month),
  );

  r.get(
    '/api/timesheets/export',
    {
      config: { access: 'member', rateLimits: exportLimit },
      schema: {
        tags,
        summary: 'The own month as a file: csv, xlsx or pdf',
        querystring: exportQuery,
      },
    },
    async (request, reply) => {
      const member = memberOf(request);
      const file = await service.exportTimesheet(
        db,
        member,
        member.userId,
        request.query.month,
        request.query.format,
      );
      return sendFile(reply, file);
    },
  );

  r.get(
    '/api/timesheets/inspection-export',
    {
      config: { access: 'member', rateLimits: exportLimit },
      schema: {
        tags,
        summary: 'The own daily record of a period with every change made to it (xlsx)',
        querystring: inspectionQuery,
      },
    },
    async (request, reply) => {
      const member = memberOf(request);
      return sendFile(reply, await service.inspectionExport(db, member, member.userId, request.query));
    },
  );

  r.get(
    '/api/team-timesheets',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Team Timesheets of a month: counts and every member with figures and status',
        querystring: teamMonthQuery,
        response: { 200: teamTimesheetsResponse },
      },
    },
    async (request) => service.teamTimesheets(db, memberOf(request), request.query.month),
  );

  r.get(
    '/api/team-timesheets/export',
    {
      config: { access: 'admin', rateLimits: exportLimit },
      schema: {
        tags,
        summary: 'Bulk Export CSV: every member of the month in one file',
        querystring: teamMonthQuery,
      },
    },
    async (request, reply) =>
      sendFile(reply, await service.bulkExport(db, memberOf(request), request.query.month)),
  );

  r.get(
    '/api/team-timesheets/:userId',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: "An employee's month (the admin's read-only detail)",
        params: teamMemberParams,
        querystring: teamMonthQuery,
        response: { 200: monthView },
      },
    },
    async (request) =>
      service.employeeMonth(db, memberOf(request), request.params.userId, request.query.month),
  );

  r.get(
    '/api/team-timesheets/:userId/history',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: "Every change to an employee's entry of a day",
        params: teamMemberParams,
        querystring: historyQuery,
        response: { 200: historyResponse },
      },
    },
    async (request) => dayHistory(db, memberOf(request).companyId, request.params.userId, request.query.date),
  );

  r.get(
    '/api/team-timesheets/:userId/export',
    {
      config: { access: 'admin', rateLimits: exportLimit },
      schema: {
        tags,
        summary: "An employee's month as a file: csv, xlsx or pdf",
        params: teamMemberParams,
        querystring: exportQuery,
      },
    },
    async (request, reply) => {
      const { month, format } = request.query;
      return sendFile(
        reply,
        await service.exportTimesheet(db, memberOf(request), request.params.userId, month, format),
      );
    },
  );

  r.get(
    '/api/team-timesheets/:userId/inspection-export',
    {
      config: { access: 'admin', rateLimits: exportLimit },
      schema: {
        tags,
        summary:
          "An employee's daily record of a period with its change history (xlsx), also after they left",
        params: teamMemberParams,
        querystring: inspectionQuery,
      },
    },
    async (request, reply) =>
      sendFile(
        reply,
        await service.inspectionExport(db, memberOf(request), request.params.userId, request.query),
      ),
  );

  r.post(
    '/api/team-timesheets/:userId/approve',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Approve a submitted month: it becomes read-only',
        params: teamMemberParams,
        body: approveTimesheetRequest,
        response: { 200: approvalResponse },
      },
    },
    async (request) => service.approve(deps, memberOf(request), request.params.userId, request.body.month),
  );

  r.post(
    '/api/team-timesheets/:userId/reject',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Reject a submitted month with a reason (the employee can submit it again)',
        params: teamMemberParams,
        body: rejectTimesheetRequest,
        response: { 200: approvalResponse },
      },
    },
    async (request) =>
      service.reject(deps, memberOf(request), request.params.userId, request.body.month, request.body.reason),
  );
}
