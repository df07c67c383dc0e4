import type { PresenceEntry } from '@domain/contracts/dashboard';
import { UsersRoundIcon } from 'lucide-react';
import { QueryState } from '@/components/query-state';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { PersonLine } from './person';
import { ListSkeleton } from './recent-absences';

/** Team Presence: everyone clocked in now, the latest first (refreshed with the page every 15 s). */
export function TeamPresence({
  presence,
  loading,
}: {
  presence: PresenceEntry[] | undefined;
  loading: boolean;
}) {
  return (
    <Card role="region" aria-labelledby="team-presence-title">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <UsersRoundIcon className="size-4 text-muted-foreground" aria-hidden="true" />
          <h2 id="team-presence-title">Team Presence</h2>
        </CardTitle>
        <CardDescription>Who is clocked in right now</CardDescription>
      </CardHeader>
      <CardContent aria-live="polite">
        <QueryState
          query={{ data: presence, isError: !loading }}
          loading="Loading team presence…"
          skeleton={<ListSkeleton />}
          error="Not available right now."
          isEmpty={(list) => list.length === 0}
          empty={<p className="text-muted-foreground text-sm">No one currently clocked in</p>}
        >
          {(list) => (
            <ul className="divide-y" data-testid="team-presence">
              {list.map((p) => (
                <li
                  key={p.userId}
                  className="flex flex-wrap items-center justify-between gap-2 py-3 first:pt-0 last:pb-0"
                  data-person={p.email}
                >
                  <PersonLine person={p}>
                    <p className="text-muted-foreground text-xs">Since {p.since}</p>
                  </PersonLine>
                  {p.onBreak ? (
                    <Badge variant="warning">On break</Badge>
                  ) : (
                    <Badge variant="success">Working</Badge>
                  )}
                </li>
              ))}
            </ul>
          )}
        </QueryState>
      </CardContent>
    </Card>
  );
}
