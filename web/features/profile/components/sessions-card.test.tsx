// @vitest-environment happy-dom
import type { AccountSession } from '@domain/contracts/profile';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as endpoints from '@/lib/api/endpoints.gen';
import { renderApp, stub } from '@/test/render-app';
import { SessionsCard } from './sessions-card';

const CHROME_ON_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

const session = (overrides: Partial<AccountSession> = {}): AccountSession => ({
  id: '2f8a4c1e-6b3d-4e7f-9a0b-1c2d3e4f5a6b',
  userAgent: CHROME_ON_WINDOWS,
  ipAddress: '203.0.113.7',
  createdAt: '2026-11-01T08:00:00.000Z',
  lastActiveAt: '2026-11-20T08:00:00.000Z',
  expiresAt: '2026-12-20T08:00:00.000Z',
  current: false,
  ...overrides,
});

describe('SessionsCard in another language', () => {
  it('speaks Catalan: the devices, when they were last active and how to sign them out', async () => {
    renderApp(<SessionsCard />, {
      locale: 'ca',
      stubs: [
        stub(endpoints.listMySessions, () => ({
          sessions: [session({ current: true, id: '7d1e2f3a-4b5c-4d6e-8f90-a1b2c3d4e5f6' }), session()],
        })),
      ],
    });
    expect(await screen.findByRole('heading', { name: 'Sessions actives' })).toBeTruthy();
    expect(await screen.findByText('Aquest dispositiu')).toBeTruthy();
    const other = screen.getAllByRole('listitem')[1]!;
    expect(within(other).getByText('Chrome a Windows')).toBeTruthy();
    expect(within(other).getByText(/Darrera activitat: 20 de nov\. del 2026, \d\d:00/)).toBeTruthy();
    expect(within(other).getByRole('button', { name: /^Tanca la sessió de Chrome a Windows/ })).toBeTruthy();
  });
});
