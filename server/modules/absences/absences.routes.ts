import {
  absenceIdParams,
  absencePolicy,
  absencePolicyResponse,
  absenceWriteResponse,
  allowanceQuery,
  allowanceResponse,
  approveAbsenceRequest,
  createAbsenceRequest,
  myAbsencesResponse,
  pendingApprovalsResponse,
  rejectAbsenceRequest,
  teamAwayQuery,
  teamAwayResponse,
  updateAbsenceRequest,
} from '@domain/contracts/absences';
import { okResponse } from '@domain/contracts/common';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { memberOf } from '../../platform/access';
import type { AbsencesDeps } from './absences.service';
import * as service from './absences.service';

export async function absencesRoutes(app: FastifyInstance, deps: AbsencesDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;

  r.get(
    '/api/absences/mine',
    {
      config: { access: 'member' },
      schema: {
        tags: ['absences'],
        summary: "The signed-in member's absence requests, newest first",
        response: { 200: myAbsencesResponse },
      },
    },
    async (request) => service.listMine(db, memberOf(request)),
  );

  r.get(
    '/api/absences/pending',
    {
      config: { access: 'manager' },
      schema: {
        tags: ['absences'],
        summary: 'Pending Approvals: the requests the viewer can decide (managers: employees; admins: all)',
        response: { 200: pendingApprovalsResponse },
      },
    },
    async (request) => service.listPendingApprovals(db, memberOf(request)),
  );

  r.get(
    '/api/absences/team-away',
    {
      config: { access: 'member' },
      schema: {
        tags: ['absences'],
        summary: 'Teammates with an absence on some of the days (warning on the request form)',
        querystring: teamAwayQuery,
        response: { 200: teamAwayResponse },
      },
    },
    async (request) => service.teammatesAway(db, memberOf(request), request.query),
  );

  r.get(
    '/api/absences/allowance',
    {
      config: { access: 'member' },
      schema: {
        tags: ['absences'],
        summary: "The signed-in member's holiday allowance for a year (default: this year)",
        querystring: allowanceQuery,
        response: { 200: allowanceResponse },
      },
    },
    async (request) => {
      const member = memberOf(request);
      return service.allowanceSummary(db, member.companyId, member.userId, request.query.year);
    },
  );

  r.post(
    '/api/absences',
    {
      config: { access: 'member' },
      schema: {
        tags: ['absences'],
        summary: 'Request time off (approved at once for a sole admin)',
        body: createAbsenceRequest,
        response: { 201: absenceWriteResponse },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service.createAbsence(deps, memberOf(request), request.body)),
  );

  r.patch(
    '/api/absences/:id',
    {
      config: { access: 'member' },
      schema: {
        tags: ['absences'],
        summary: 'Edit a request (an approved one becomes pending again)',
        params: absenceIdParams,
        body: updateAbsenceRequest,
        response: { 200: absenceWriteResponse },
      },
    },
    async (request) => service.updateAbsence(deps, memberOf(request), request.params.id, request.body),
  );

  r.delete(
    '/api/absences/:id',
    {
      config: { access: 'member' },
      schema: {
        tags: ['absences'],
        summary: 'Cancel (delete) a request',
        params: absenceIdParams,
        response: { 200: okResponse },
      },
    },
    async (request) => {
      await service.cancelAbsence(deps, memberOf(request), request.params.id);
      return { ok: true as const };
    },
  );

  r.post(
    '/api/absences/:id/approve',
    {
      config: { access: 'manager' },
      schema: {
        tags: ['absences'],
        summary: "Approve a request (with two-step approval a manager's approval waits for an admin's)",
        params: absenceIdParams,
        body: approveAbsenceRequest,
        response: { 200: absenceWriteResponse },
      },
    },
    async (request) => service.approveAbsence(deps, memberOf(request), request.params.id, request.body),
  );

  r.post(
    '/api/absences/:id/reject',
    {
      config: { access: 'manager' },
      schema: {
        tags: ['absences'],
        summary: 'Reject a request (reason optional)',
        params: absenceIdParams,
        body: rejectAbsenceRequest,
        response: { 200: absenceWriteResponse },
      },
    },
    async (request) =>
      service.rejectAbsence(deps, memberOf(request), request.params.id, request.body.reason ?? null),
  );

  r.get(
    '/api/company/absence-policy',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['absences'],
        summary: "The company's absence rules: counting mode, carry-over, two-step approval",
        response: { 200: absencePolicyResponse },
      },
    },
    async (request) => service.getAbsencePolicy(db, memberOf(request).companyId),
  );

  r.put(
    '/api/company/absence-policy',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['absences'],
        summary: "Change the company's absence rules",
        body: absencePolicy,
        response: { 200: absencePolicyResponse },
      },
    },
    async (request) => service.updateAbsencePolicy(db, memberOf(request), request.body),
  );
}
