import { displayName, initials } from '@domain/people';
import { QueryState, SkeletonRows } from '@/components/query-state';
import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useDeletionRequests } from '../api/privacy';
import { DeleteAccountButton } from './delete-account-button';

const formatDate = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' }).format(new Date(iso));

/** Settings → Privacy: members who asked for their account to be deleted, the oldest (due soonest) first. */
export function DeletionRequestsCard() {
  const requests = useDeletionRequests();
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>Account Deletion Requests</h2>
        </CardTitle>
        <CardDescription>
          Members who asked you to delete their account. Answer each request within 30 days.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <QueryState
          query={requests}
          loading="Loading deletion requests"
          skeleton={<SkeletonRows count={1} className="h-12" />}
          error="Failed to load deletion requests"
          isEmpty={(d) => d.length === 0}
          empty={
            <p className="py-4 text-center text-muted-foreground text-sm">No pending deletion requests</p>
          }
        >
          {(list) => (
            <ul className="divide-y">
              {list.map((r) => {
                const name = displayName(r);
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
                          Asked on {formatDate(r.requestedAt)} · answer by {formatDate(r.answerBy)}
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
