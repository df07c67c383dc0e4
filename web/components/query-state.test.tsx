// @vitest-environment happy-dom
import { useQuery } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as endpoints from '@/lib/api/endpoints.gen';
import { api } from '@/lib/api-client';
import { apiError, deferred, renderApp, stub } from '@/test/render-app';
import { EmptyState, QueryState } from './query-state';

/** A list through the app's client and query cache, the way a feature uses QueryState. */
function TeamList({ error = 'Failed to load team members' }: { error?: string }) {
  const query = useQuery({ queryKey: ['team-test'], queryFn: () => api.call(endpoints.listTeamDirectory) });
  return (
    <QueryState
      query={query}
      loading="Loading team members"
      error={error}
      isEmpty={(d) => d.members.length === 0}
      empty={<EmptyState title="No employees yet" />}
    >
      {(d) => (
        <ul aria-label="Members">
          {d.members.map((m) => (
            <li key={m.id}>{m.firstName}</li>
          ))}
        </ul>
      )}
    </QueryState>
  );
}

const member = {
  id: '00000000-0000-4000-8000-000000000002',
  firstName: 'Bruno',
  lastName: 'Costa',
  email: 'bruno@acme.test',
  avatarUrl: null,
  role: 'employee' as const,
};

describe('QueryState', () => {
  it('announces the loading state by its label, then shows the data', async () => {
    const answer = deferred<{ members: (typeof member)[] }>();
    renderApp(<TeamList />, { stubs: [stub(endpoints.listTeamDirectory, () => answer.promise)] });
    const busy = screen.getByText('Loading team members').closest('[aria-busy="true"]');
    expect(busy).not.toBeNull();
    answer.resolve({ members: [member] });
    expect(await screen.findByRole('list', { name: 'Members' })).toBeTruthy();
    expect(screen.queryByText('Loading team members')).toBeNull();
  });

  it('shows the empty state when the data says so', async () => {
    renderApp(<TeamList />, { stubs: [stub(endpoints.listTeamDirectory, () => ({ members: [] }))] });
    expect(await screen.findByText('No employees yet')).toBeTruthy();
  });

  it('shows the title, the server’s message and Try again, which asks again', async () => {
    const team = stub(endpoints.listTeamDirectory, () =>
      apiError('FORBIDDEN', 'Only members of the company.'),
    );
    const { user } = renderApp(<TeamList />, { stubs: [team] });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Failed to load team members');
    expect(alert.textContent).toContain('Only members of the company.');
    team.reply(() => ({ members: [member] }));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Bruno')).toBeTruthy();
    expect(team.calls).toHaveLength(2);
  });

  it('hides a server crash behind the spec’s generic message', async () => {
    renderApp(<TeamList />, {
      stubs: [stub(endpoints.listTeamDirectory, () => apiError('INTERNAL', 'TypeError at line 3'))],
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Something went wrong. Please try again.');
    expect(alert.textContent).not.toContain('TypeError');
  });

  it('shows nothing for a failure when the screen has no error text (the card stays empty)', () => {
    renderApp(
      <section aria-label="Card">
        <QueryState query={{ data: undefined, isError: true }} loading="Loading">
          {() => <p>data</p>}
        </QueryState>
      </section>,
    );
    expect(screen.getByRole('region', { name: 'Card' }).textContent).toBe('');
  });

  it('keeps showing data it has when a later refresh fails', () => {
    renderApp(
      <QueryState
        query={{ data: { n: 1 }, isError: true, error: new Error('x') }}
        loading="Loading"
        error="Failed"
      >
        {(d) => <p>value {d.n}</p>}
      </QueryState>,
    );
    expect(screen.getByText('value 1')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
