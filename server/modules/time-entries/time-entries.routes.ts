import {
  bulkApplyRequest,
  bulkApplyResponse,
  clearMonthRequest,
  clearMonthResponse,
  clockRequest,
  clockResponse,
  correctionIdParams,
  correctionResponse,
  entryWriteResponse,
  historyQuery,
  historyResponse,
  monthQuery,
  monthView,
  rejectCorrectionRequest,
  timeEntryIdParams,
  timeEntryRequest,
} from '@domain/contracts/time-entries';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { memberOf } from '../../platform/access';
import type { TimeEntriesDeps } from './time-entries.service';
import * as service from './time-entries.service';

export async function timeEntriesRoutes(app: FastifyInstance, deps: TimeEntriesDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;
  const tags = ['time-entries'];

  r.get(
    '/api/time-entries/month',
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary:
          "The signed-in member's month: days, entries, approval and corrections (the summary derives from it)",
        querystring: monthQuery,
        response: { 200: monthView },
      },
    },
    async (request) => {
      const member = memberOf(request);
      return service.monthView(db, member, member.userId, request.query.month);
    },
  );

  r.post(
    '/api/time-entries',
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary: 'Add a time entry (a past day of a submitted month becomes a correction request: 202)',
        body: timeEntryRequest,
        response: { 201: entryWriteResponse, 202: entryWriteResponse },
      },
    },
    async (request, reply) => {
      const result = await service.createEntry(deps, memberOf(request), request.body);
      return reply.status(result.outcome === 'correction_requested' ? 202 : 201).send(result);
    },
  );

  r.patch(
    '/api/time-entries/:id',
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary: 'Change an own time entry (or ask for the change: 202)',
        params: timeEntryIdParams,
        body: timeEntryRequest,
        response: { 200: entryWriteResponse, 202: entryWriteResponse },
      },
    },
    async (request, reply) => {
      const result = await service.updateEntry(deps, memberOf(request), request.params.id, request.body);
      return reply.status(result.outcome === 'correction_requested' ? 202 : 200).send(result);
    },
  );

  r.delete(
    '/api/time-entries/:id',
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary: 'Delete an own time entry (or ask for it: 202); the history keeps it',
        params: timeEntryIdParams,
        response: { 200: entryWriteResponse, 202: entryWriteResponse },
      },
    },
    async (request, reply) => {
      const result = await service.deleteEntry(deps, memberOf(request), request.params.id);
      return reply.status(result.outcome === 'correction_requested' ? 202 : 200).send(result);
    },
  );

  r.get(
    '/api/time-entries/clock',
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary: 'The live clock: clocked out, working, on a break or done for today',
        response: { 200: clockResponse },
      },
    },
    async (request) => service.clockStatus(db, memberOf(request)),
  );

  r.post(
    '/api/time-entries/clock',
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary: "Clock in, start or end the break, clock out: writes today's entry",
        body: clockRequest,
        response: { 200: clockResponse },
      },
    },
    async (request) => service.clock(deps, memberOf(request), request.body.action),
  );

  r.post(
    '/api/time-entries/bulk-apply',
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary: 'Bulk Apply: the same times on the chosen days of a month, in one transaction',
        body: bulkApplyRequest,
        response: { 200: bulkApplyResponse },
      },
    },
    async (request) => service.bulkApply(deps, memberOf(request), request.body),
  );

  r.post(
    '/api/time-entries/clear-month',
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary: "Clear Month: delete all the member's entries of a month, in one transaction",
        body: clearMonthRequest,
        response: { 200: clearMonthResponse },
      },
    },
    async (request) => service.clearMonth(deps, memberOf(request), request.body.month),
  );

  r.get(
    '/api/time-entries/history',
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary: "Every change to the member's own entry of a day (RDL 8/2019 record)",
        querystring: historyQuery,
        response: { 200: historyResponse },
      },
    },
    async (request) => {
      const member = memberOf(request);
      return service.dayHistory(db, member.companyId, member.userId, request.query.date);
    },
  );

  r.post(
    '/api/time-corrections/:id/approve',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: "Approve an employee's correction of a past day: the entry changes now",
        params: correctionIdParams,
        response: { 200: correctionResponse },
      },
    },
    async (request) => service.approveCorrection(deps, memberOf(request), request.params.id),
  );

  r.post(
    '/api/time-corrections/:id/reject',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Reject a correction request (reason required)',
        params: correctionIdParams,
        body: rejectCorrectionRequest,
        response: { 200: correctionResponse },
      },
    },
    async (request) =>
      service.rejectCorrection(deps, memberOf(request), request.params.id, request.body.reason),
  );
}
