// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as endpoints from '@/lib/api/endpoints.gen';
import { IDS, invitation } from '@/test/fixtures';
import { findToast, renderApp, stub } from '@/test/render-app';
import { InvitationsList } from './invitations-list';

const list = () => stub(endpoints.listInvitations, () => ({ invitations: [invitation()] }));
const deleted = () => stub(endpoints.deleteInvitation, () => ({ ok: true as const }));

describe('InvitationsList', () => {
  it('asks before deleting an invitation, and Cancel keeps it', async () => {
    const remove = deleted();
    const { user } = renderApp(<InvitationsList />, { stubs: [list(), remove] });
    await user.click(await screen.findByRole('button', { name: 'Delete invitation for Carla Ruiz' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete invitation for Carla Ruiz?' });
    expect(confirm.textContent).toContain('The link stops working at once and its seat is freed.');
    expect(remove.calls).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(remove.calls).toEqual([]);
  });

  it('deletes once confirmed', async () => {
    const remove = deleted();
    const { user } = renderApp(<InvitationsList />, { stubs: [list(), remove] });
    await user.click(await screen.findByRole('button', { name: 'Delete invitation for Carla Ruiz' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete invitation for Carla Ruiz?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete Invitation' }));
    await findToast('Invitation deleted successfully');
    expect(remove.calls.map((c) => c.params)).toEqual([{ id: IDS.invitation }]);
  });
});

describe('InvitationsList in another language', () => {
  it('speaks German: the list, the status and the dates in German', async () => {
    renderApp(<InvitationsList />, { stubs: [list()], locale: 'de' });
    expect(await screen.findByRole('heading', { name: 'Einladungen' })).toBeTruthy();
    const item = await screen.findByRole('listitem', { name: 'Einladung für Carla Ruiz' });
    expect(within(item).getByRole('button', { name: 'Einladung für Carla Ruiz löschen' })).toBeTruthy();
    expect(within(item).getByText('Erstellt').nextElementSibling?.textContent).toMatch(
      /^1\. Juni 2026, \d\d:00$/,
    );
  });
});
