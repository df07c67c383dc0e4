import { idParams, okResponse } from '@domain/contracts/common';
import {
  managedTeamResponse,
  teamDirectoryResponse,
  updateAllowanceRequest,
  updateHoursRequest,
  updateRoleRequest,
} from '@domain/contracts/team';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { memberOf } from '../../platform/access';
import type { Audit } from '../../platform/audit';
import type { Database } from '../../platform/db';
import * as service from './team.service';

export async function teamRoutes(app: FastifyInstance, deps: { db: Database; audit: Audit }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/team',
    {
      config: { access: 'member' },
      schema: {
        tags: ['team'],
        summary: 'Everyone in the company: name, e-mail, picture and role',
        response: { 200: teamDirectoryResponse },
      },
    },
    async (request) => service.directory(deps.db, memberOf(request).companyId),
  );

  r.get(
    '/api/team/members',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['team'],
        summary: 'Members with roles, expected hours and holiday allowances, and the totals',
        response: { 200: managedTeamResponse },
      },
    },
    async (request) => service.managedTeam(deps.db, memberOf(request).companyId),
  );

  r.put(
    '/api/team/members/:id/role',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['team'],
        summary: "Change a member's role (never one's own; the company keeps at least one admin)",
        params: idParams,
        body: updateRoleRequest,
        response: { 200: okResponse },
      },
    },
    async (request) => {
      await service.changeRole(deps.db, memberOf(request), request.params.id, request.body.role);
      deps.audit(request, 'team.role-changed', 'success', {
        memberId: request.params.id,
        role: request.body.role,
      });
      return { ok: true as const };
    },
  );

  r.put(
    '/api/team/members/:id/expected-hours',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['team'],
        summary: "Set a member's expected hours per week (1–60; per day is a fifth)",
        params: idParams,
        body: updateHoursRequest,
        response: { 200: okResponse },
      },
    },
    async (request) => {
      const { companyId } = memberOf(request);
      await service.setExpectedHours(
        deps.db,
        companyId,
        request.params.id,
        request.body.expectedHoursPerWeek,
      );
      return { ok: true as const };
    },
  );

  r.put(
    '/api/team/members/:id/holiday-allowance',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['team'],
        summary: "Set a member's annual holiday allowance and manual adjustment (0–365 each)",
        params: idParams,
        body: updateAllowanceRequest,
        response: { 200: okResponse },
      },
    },
    async (request) => {
      await service.setAllowance(deps.db, memberOf(request).companyId, request.params.id, request.body);
      return { ok: true as const };
    },
  );

  r.delete(
    '/api/team/members/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['team'],
        summary: 'Remove a member from the company (their records stay with the company)',
        params: idParams,
        response: { 200: okResponse },
      },
    },
    async (request) => {
      await service.removeMember(deps.db, memberOf(request), request.params.id);
      deps.audit(request, 'team.member-removed', 'success', { memberId: request.params.id });
      return { ok: true as const };
    },
  );
}
