// @vitest-environment happy-dom
import type { DataExport } from '@domain/contracts/exports';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as endpoints from '@/lib/api/endpoints.gen';
import { api } from '@/lib/api-client';
import { renderApp, stub } from '@/test/render-app';
import { DataExportCard } from './data-export-card';

const ready: DataExport = {
  id: '6f1d2c3b-4a5e-4f60-8a7b-1c2d3e4f5a6b',
  kind: 'personal',
  status: 'ready',
  progress: 100,
  createdAt: '2026-05-04T07:00:00.000Z',
  finishedAt: '2026-05-04T07:00:05.000Z',
  expiresAt: '2026-05-11T07:30:00.000Z',
  fileName: 'plantel-ana.zip',
  sizeBytes: 2.4 * 1024 * 1024,
  downloadUrl: api.url(endpoints.downloadExport, { params: { id: '6f1d2c3b-4a5e-4f60-8a7b-1c2d3e4f5a6b' } }),
};

const latest = (e: DataExport | null) => stub(endpoints.getLatestExport, () => ({ export: e }));

describe('DataExportCard', () => {
  it('tells in English when the export is ready, as before', async () => {
    renderApp(<DataExportCard kind="personal" />, { stubs: [latest(ready)] });
    expect(await screen.findByText('Your export is ready')).toBeTruthy();
    expect(screen.getByText('plantel-ana.zip · 2.4 MB')).toBeTruthy();
    expect(screen.getByText(/^Only you can download it, until 11 May 2026 at \d\d:30\.$/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Prepare a new copy' })).toBeTruthy();
  });

  it('is shown in Italian, with its date and number formats', async () => {
    renderApp(<DataExportCard kind="company" />, {
      stubs: [latest({ ...ready, kind: 'company' })],
      locale: 'it',
    });
    expect(await screen.findByText('La tua esportazione è pronta')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Esportazione dati aziendali' })).toBeTruthy();
    expect(screen.getByText('plantel-ana.zip · 2,4 MB')).toBeTruthy();
    expect(screen.getByText(/^Solo tu puoi scaricarla, fino al 11 maggio 2026 alle \d\d:30\.$/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Scarica ZIP' })).toBeTruthy();
  });

  it('says there is no export yet in Dutch', async () => {
    renderApp(<DataExportCard kind="personal" />, { stubs: [latest(null)], locale: 'nl' });
    expect(await screen.findByText(/^Nog geen export\./)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Mijn gegevens downloaden' })).toBeTruthy();
  });
});
