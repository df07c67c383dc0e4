import { describe, expect, it } from 'vitest';
import {
  emailMismatchMessage,
  INVITATION_TTL_DAYS,
  invitationExpiry,
  invitationStatus,
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
