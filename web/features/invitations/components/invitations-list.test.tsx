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
