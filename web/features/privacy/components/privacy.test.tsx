// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as endpoints from '@/lib/api/endpoints.gen';
import { IDS } from '@/test/fixtures';
import { renderApp, stub } from '@/test/render-app';
import { AccountDeletionCard } from './account-deletion-card';
import { DeletionRequestsCard } from './deletion-requests-card';

const request = {
  id: '5a6b7c8d-9e0f-4a1b-8c2d-3e4f5a6b7c8d',
  status: 'pending' as const,
  requestedAt: '2026-11-02T12:00:00.000Z',
  answerBy: '2026-12-02T12:00:00.000Z',
};

describe('Account deletion in another language', () => {
  it("speaks Spanish: a person's pending request with its dates", async () => {
    renderApp(<AccountDeletionCard />, {
      locale: 'es',
      stubs: [stub(endpoints.getMyDeletionRequest, () => ({ request, soleAdmin: false }))],
    });
    expect(await screen.findByRole('heading', { name: 'Eliminar tu cuenta' })).toBeTruthy();
    expect(
      await screen.findByText(
        'Solicitaste la eliminación de tu cuenta el 2 de noviembre de 2026. Tus administradores responderán antes del 2 de diciembre de 2026.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retirar solicitud' })).toBeTruthy();
  });

  it("speaks German: the admin's list of requests", async () => {
    renderApp(<DeletionRequestsCard />, {
      locale: 'de',
      stubs: [
        stub(endpoints.listDeletionRequests, () => ({
          requests: [
            {
              ...request,
              userId: IDS.user,
              firstName: 'Bruno',
              lastName: 'Costa',
              email: 'bruno@acme.test',
              avatarUrl: null,
              role: 'employee' as const,
            },
          ],
        })),
      ],
    });
    expect(await screen.findByRole('heading', { name: 'Anträge auf Kontolöschung' })).toBeTruthy();
    expect(
      await screen.findByText('Beantragt am 2. November 2026 · Antwort bis 2. Dezember 2026'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Konto löschen' })).toBeTruthy();
  });
});
