import { displayName, initials } from '@domain/people';
import { Trans, useLingui } from '@lingui/react/macro';
import { QueryState, SkeletonRows } from '@/components/query-state';
import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { toIsoDate } from '@/lib/dates';
import { useFormat } from '@/lib/i18n/locale-provider';
import { useDeletionRequests } from '../api/privacy';
import { DeleteAccountButton } from './delete-account-button';

/** Settings → Privacy: members who asked for their account to be deleted, the oldest (due soonest) first. */
export function DeletionRequestsCard() {
  const { t } = useLingui();
  const format = useFormat();
  /** An instant's day on this device, written long: "4 May 2026". */
  const day = (instant: string) => format.longDate(toIsoDate(new Date(instant)));
  const requests = useDeletionRequests();
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>
            <Trans id="privacy.requests.title">Account Deletion Requests</Trans>
          </h2>
        </CardTitle>
        <CardDescription>
          <Trans id="privacy.requests.description">
            Members who asked you to delete their account. Answer each request within 30 days.
          </Trans>
        </CardDescription>
      </CardHeader>
      <CardContent>
        <QueryState
          query={requests}
          loading={t({ id: 'privacy.requests.loading', message: 'Loading deletion requests' })}
          skeleton={<SkeletonRows count={1} className="h-12" />}
          error={t({ id: 'privacy.requests.failed', message: 'Failed to load deletion requests' })}
          isEmpty={(d) => d.length === 0}
          empty={
            <p className="py-4 text-center text-muted-foreground text-sm">
              <Trans id="privacy.requests.empty">No pending deletion requests</Trans>
            </p>
          }
        >
          {(list) => (
            <ul className="divide-y">
              {list.map((r) => {
                const name = displayName(r);
                const asked = day(r.requestedAt);
                const answerBy = day(r.answerBy);
                return (
                  <li
                    key={r.id}
                    className="flex flex-col gap-3 py-3 sm:flex-row sm:items-center sm:justify-between"
                  >
                    <div className="flex min-w-0 items-center gap-3">
                      <Avatar className="size-10">
                        {r.avatarUrl && <AvatarImage src={r.avatarUrl} alt="" />}
                        <AvatarFallback>{initials(r)}</AvatarFallback>
                      </Avatar>
                      <div className="min-w-0 text-sm">
                        <p className="truncate font-medium">{name}</p>
                        <p className="truncate text-muted-foreground">{r.email}</p>
                        <p className="text-muted-foreground">
                          <Trans id="privacy.requests.dates">
                            Asked on {asked} · answer by {answerBy}
                          </Trans>
                        </p>
                      </div>
                    </div>
                    <DeleteAccountButton userId={r.userId} name={name} />
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
