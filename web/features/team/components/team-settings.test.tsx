// @vitest-environment happy-dom
import type { ManagedMember } from '@domain/contracts/team';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as endpoints from '@/lib/api/endpoints.gen';
import { IDS, managedMember, me } from '@/test/fixtures';
import { findToast, renderApp, type Stub, stub } from '@/test/render-app';
import { TeamSettings } from './team-settings';

const ana = (role: ManagedMember['role']) =>
  managedMember({ id: IDS.user, firstName: 'Ana', lastName: 'García', email: 'ana@acme.test', role });

const team = (members: ManagedMember[]) =>
  stub(endpoints.listManagedTeam, () => ({
    members,
    totals: {
      members: members.length,
      admins: members.filter((m) => m.role === 'admin').length,
      managers: members.filter((m) => m.role === 'manager').length,
    },
    year: 2026,
  }));

function renderTeam(members: ManagedMember[], extra: Stub[] = []) {
  return renderApp(
    <TeamSettings
      currentUserId={IDS.user}
      companyName="Acme"
      memberActions={(m) => (m.isSelf ? null : <button type="button">Delete account ({m.name})</button>)}
    />,
    { stubs: [team(members), ...extra], me: me('admin') },
  );
}

const row = (name: string) => screen.getByText(name, { selector: 'p' }).closest('li')!;

describe('TeamSettings', () => {
  it('labels the row actions in words, beside what the page adds', async () => {
    renderTeam([ana('admin'), managedMember()]);
    await screen.findByText('Bruno Costa');
    const bruno = within(row('Bruno Costa'));
    const remove = bruno.getByRole('button', { name: 'Remove from company (Bruno Costa)' });
    expect(remove.textContent).toBe('Remove from company (Bruno Costa)');
    expect(bruno.getByRole('button', { name: 'Delete account (Bruno Costa)' })).toBeTruthy();
    // No button of the row is an unlabelled icon.
    for (const button of bruno.getAllByRole('button')) expect(button.textContent?.trim()).not.toBe('');
  });

  it('marks sample people as Sample (and nobody else)', async () => {
    const sample = managedMember({
      id: IDS.member,
      firstName: 'Lucía',
      lastName: 'Ortega',
      email: 'lucia.ortega@example.invalid',
    });
    renderTeam([ana('admin'), sample]);
    await screen.findByText('Lucía Ortega');
    expect(within(row('Lucía Ortega')).getByText('Sample')).toBeTruthy();
    expect(within(row('Ana García')).queryByText('Sample')).toBeNull();
  });

  it('does not offer the only admin Leave Company, and says why', async () => {
    renderTeam([ana('admin'), managedMember()]);
    await screen.findByText('Bruno Costa');
    const mine = within(row('Ana García'));
    expect(mine.queryByRole('button', { name: /Leave Company/ })).toBeNull();
    expect(
      mine.getByText('You are the only admin. Make another member an admin before you leave.'),
    ).toBeTruthy();
  });

  it('offers Leave Company to an admin when another admin stays, with a confirmation', async () => {
    const remove = stub(endpoints.removeTeamMember, () => ({ ok: true as const }));
    const { user } = renderTeam([ana('admin'), managedMember({ role: 'admin' })], [remove]);
    await screen.findByText('Bruno Costa');
    await user.click(within(row('Ana García')).getByRole('button', { name: 'Leave Company' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Leave Acme?' });
    await user.click(within(confirm).getByRole('button', { name: 'Leave Company' }));
    await findToast('Member removed from company');
    expect(remove.calls.map((c) => c.params)).toEqual([{ id: IDS.user }]);
  });
});

describe('TeamSettings in another language', () => {
  it('speaks French: totals, roles, the week and the days left in French', async () => {
    renderApp(<TeamSettings currentUserId={IDS.user} companyName="Acme" />, {
      stubs: [team([ana('admin'), managedMember({ weeklyHours: 37.5, remainingHolidayDays: 12.5 })])],
      me: me('admin'),
      locale: 'fr',
    });
    await screen.findByText('Bruno Costa');
    expect(screen.getByText('Total des membres')).toBeTruthy();
    const bruno = within(row('Bruno Costa'));
    expect(bruno.getByRole('button', { name: 'Planning de travail de Bruno Costa' }).textContent).toBe(
      '37,5 h/semaine',
    );
    expect(bruno.getByRole('button', { name: 'Solde de congés de Bruno Costa' }).textContent).toBe(
      '12,5 jours restants',
    );
    expect(bruno.getByRole('button', { name: "Retirer de l'entreprise (Bruno Costa)" })).toBeTruthy();
  });
});
