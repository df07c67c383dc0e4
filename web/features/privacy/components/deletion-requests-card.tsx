import { displayName, initials } from '@domain/people';
import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
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
        {requests.isPending ? (
          <div className="space-y-3" aria-busy="true">
            <span className="sr-only">Loading deletion requests</span>
            <Skeleton className="h-12 w-full" />
          </div>
        ) : requests.isError ? (
          <div className="space-y-2 text-sm" role="alert">
            <p className="font-medium text-destructive">Failed to load deletion requests</p>
            <p className="text-muted-foreground">
              {errorMessage(requests.error, 'Something went wrong. Please try again.')}
            </p>
            <Button variant="outline" size="sm" onClick={() => requests.refetch()}>
              Try again
            </Button>
          </div>
        ) : requests.data.length === 0 ? (
          <p className="py-4 text-center text-muted-foreground text-sm">No pending deletion requests</p>
        ) : (
          <ul className="divide-y">
            {requests.data.map((r) => {
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
      </CardContent>
    </Card>
  );
}
