// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/test/render-app';
import { TeamSizeForm } from './team-size-form';

const renderForm = (activeInvitations: number) =>
  renderApp(
    <TeamSizeForm
      id="size"
      counts={{ members: 2, activeInvitations }}
      purpose="subscribe"
      defaultValue={3}
      onSubmit={() => {}}
    >
      {null}
    </TeamSizeForm>,
  );

describe('TeamSizeForm', () => {
  it('counts one open invitation in the singular', () => {
    renderForm(1);
    expect(screen.getByText(/Your team has/).textContent).toContain('2 members and 1 open invitation.');
  });

  it('counts several open invitations in the plural', () => {
    renderForm(2);
    expect(screen.getByText(/Your team has/).textContent).toContain('2 members and 2 open invitations.');
  });
});
