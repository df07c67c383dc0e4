import { describe, expect, it } from 'vitest';
import {
  emailMismatchMessage,
  INVITATION_PROBLEM_TEXT,
  INVITATION_TTL_DAYS,
  invitationExpiry,
  invitationProblem,
  invitationStatus,
  JOIN_FAILURES,
  joinFailureMessage,
  joinLink,
  mayAccept,
} from './invitations';

const now = new Date('2026-03-10T12:00:00Z');

describe('invitationStatus', () => {
  it('is Used when used, even after expiry', () => {
    expect(invitationStatus({ usedAt: '2026-03-01T00:00:00Z', expiresAt: '2026-03-02T00:00:00Z' }, now)).toBe(
      'used',
    );
  });
  it('is Expired once expires_at has passed', () => {
    expect(invitationStatus({ usedAt: null, expiresAt: '2026-03-10T11:59:59Z' }, now)).toBe('expired');
    expect(invitationStatus({ usedAt: null, expiresAt: now }, now)).toBe('expired');
  });
  it('is Active before', () => {
    expect(invitationStatus({ usedAt: null, expiresAt: '2026-03-10T12:00:01Z' }, now)).toBe('active');
  });
});

describe('invitation rules', () => {
  it('expires 7 days after creation', () => {
    expect(INVITATION_TTL_DAYS).toBe(7);
    expect(invitationExpiry(now).toISOString()).toBe('2026-03-17T12:00:00.000Z');
  });

  it('restricts acceptance to the invitee e-mail, ignoring case', () => {
    expect(mayAccept({ inviteeEmail: 'Ana@Example.com' }, 'ana@example.COM')).toBe(true);
    expect(mayAccept({ inviteeEmail: 'ana@example.com' }, 'other@example.com')).toBe(false);
    expect(mayAccept({ inviteeEmail: null }, 'anyone@example.com')).toBe(true);
  });

  it('uses the spec texts and link shape', () => {
    expect(emailMismatchMessage('ana@example.com')).toBe(
      'This invitation is specifically for ana@example.com. Please use the correct email address.',
    );
    expect(joinLink('https://plantel.app/', 'abc')).toBe('https://plantel.app/join/abc');
  });
});

describe('invitationProblem', () => {
  const live = { deletedAt: null };
  const open = { usedAt: null, expiresAt: '2026-03-17T12:00:00Z' };
  it('is not_found for an unknown code or a deleted company, whatever the invitation', () => {
    expect(invitationProblem(null, now)).toBe('not_found');
    expect(invitationProblem({ invitation: open, company: { deletedAt: '2026-03-01T00:00:00Z' } }, now)).toBe(
      'not_found',
    );
  });
  it('is the status when the invitation is used or expired, none while it is active', () => {
    const used = { usedAt: '2026-03-09T00:00:00Z', expiresAt: '2026-03-17T12:00:00Z' };
    const expired = { usedAt: null, expiresAt: now };
    expect(invitationProblem({ invitation: used, company: live }, now)).toBe('used');
    expect(invitationProblem({ invitation: expired, company: live }, now)).toBe('expired');
    expect(invitationProblem({ invitation: open, company: live }, now)).toBeNull();
  });
  it('has a text for each problem', () => {
    expect(INVITATION_PROBLEM_TEXT.used).toBe('This invitation has already been used.');
    expect(INVITATION_PROBLEM_TEXT.expired).toBe(
      'This invitation has expired. Ask your company admin for a new one.',
    );
  });
});

describe('joinFailureMessage', () => {
  it('names the company and what to do', () => {
    expect(joinFailureMessage('seat_limit', 'Acme')).toBe(
      'Acme has reached their team size limit. Please contact the company admin to upgrade their subscription, then ask for a new invitation.',
    );
    expect(joinFailureMessage('company_deleted', 'Acme')).toBe(
      'Acme no longer uses Plantel, so your account could not join it.',
    );
    for (const reason of JOIN_FAILURES) expect(joinFailureMessage(reason, 'Acme')).toContain('Acme');
  });
});
