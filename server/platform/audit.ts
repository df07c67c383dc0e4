import type { FastifyRequest } from 'fastify';
import { auditEvents } from '../db/schema';
import type { Database } from './db';

export type AuditOutcome = 'success' | 'failure' | 'denied' | 'invalid';

/**
 * Security audit trail: who, what, when, from where and for which company. Written after the response so
 * it never slows a request down; a failure to write is logged, never shown to the user.
 */
export function createAudit(db: Database) {
  return function audit(
    request: FastifyRequest,
    action: string,
    outcome: AuditOutcome,
    details?: Record<string, unknown>,
    who?: { userId?: string | null; companyId?: string | null },
  ): void {
    const member = request.member;
    const values = {
      action,
      outcome,
      ip: request.ip,
      requestId: request.id,
      userId: who?.userId ?? request.viewer?.userId ?? null,
      companyId: who?.companyId ?? member?.companyId ?? null,
      details: details ?? null,
    };
    db.insert(auditEvents)
      .values(values)
      .catch((e: unknown) => request.log.error({ err: e }, 'audit write failed'));
  };
}

export type Audit = ReturnType<typeof createAudit>;
