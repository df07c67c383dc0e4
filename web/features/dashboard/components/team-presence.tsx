import type { PresenceEntry } from '@domain/contracts/dashboard';
import { Trans, useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
  return (
    <Card role="region" aria-labelledby="team-presence-title">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <UsersRoundIcon className="size-4 text-muted-foreground" aria-hidden="true" />
          <h2 id="team-presence-title">
            <Trans id="dashboard.presence.title">Team Presence</Trans>
          </h2>
        </CardTitle>
        <CardDescription>
          <Trans id="dashboard.presence.description">Who is clocked in right now</Trans>
        </CardDescription>
      </CardHeader>
      <CardContent aria-live="polite">
        <QueryState
          query={{ data: presence, isError: !loading }}
          loading={t({ id: 'dashboard.presence.loading', message: 'Loading team presence…' })}
          skeleton={<ListSkeleton />}
          error={t({ id: 'dashboard.notAvailable', message: 'Not available right now.' })}
          isEmpty={(list) => list.length === 0}
          empty={
            <p className="text-muted-foreground text-sm">
              <Trans id="dashboard.presence.empty">No one currently clocked in</Trans>
            </p>
          }
        >
          {(list) => (
            <ul className="divide-y" data-testid="team-presence">
              {list.map((p) => {
                const since = p.since;
                return (
                  <li
                    key={p.userId}
                    className="flex flex-wrap items-center justify-between gap-2 py-3 first:pt-0 last:pb-0"
                    data-person={p.email}
                  >
                    <PersonLine person={p}>
                      <p className="text-muted-foreground text-xs">
                        <Trans id="dashboard.presence.since">Since {since}</Trans>
                      </p>
                    </PersonLine>
                    {p.onBreak ? (
                      <Badge variant="warning">
                        <Trans id="dashboard.presence.onBreak">On break</Trans>
                      </Badge>
                    ) : (
                      <Badge variant="success">
                        <Trans id="dashboard.presence.working">Working</Trans>
                      </Badge>
                    )}
                  </li>
                );
              })}
            </ul>
          )}
        </QueryState>
      </CardContent>
    </Card>
  );
}
