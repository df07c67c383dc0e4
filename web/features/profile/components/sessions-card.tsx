import type { AccountSession } from '@domain/contracts/profile';
import { LaptopIcon } from 'lucide-react';
import { toast } from 'sonner';
import { QueryState, SkeletonRows } from '@/components/query-state';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { errorMessage } from '@/lib/api-client';
import { useRevokeSession, useSessions } from '../api/profile';
import { describeUserAgent } from '../user-agent';

const when = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** The devices where the person is signed in (ASVS 7.5.2): the current one marked, the others can be ended. */
export function SessionsCard() {
  const sessions = useSessions();
  const revoke = useRevokeSession();

  const signOut = async (s: AccountSession) => {
    try {
      await revoke.mutateAsync(s.id);
      toast.success('Session signed out', {
        description: `${describeUserAgent(s.userAgent)} is no longer signed in.`,
      });
    } catch (e) {
      toast.error('Failed to sign out the session', {
        description: errorMessage(e, 'Something went wrong. Please try again.'),
      });
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>Active sessions</h2>
        </CardTitle>
        <CardDescription>
          The devices where you are signed in. Sign out any you do not recognise, then change your password.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <QueryState
          query={sessions}
          loading="Loading your sessions"
          skeleton={<SkeletonRows count={2} className="h-14" />}
          error="Your sessions could not be loaded. Please try again later."
        >
          {(list) => (
            <>
              <ul className="divide-y rounded-lg border">
                {list.map((s) => (
                  <li
                    key={s.id}
                    className="flex flex-col gap-3 p-3 sm:flex-row sm:items-center sm:justify-between"
                  >
                    <div className="flex min-w-0 items-start gap-3">
                      <LaptopIcon
                        className="mt-0.5 size-5 shrink-0 text-muted-foreground"
                        aria-hidden="true"
                      />
                      <div className="min-w-0">
                        <p className="flex flex-wrap items-center gap-2 text-sm font-medium">
                          <span className="break-words">{describeUserAgent(s.userAgent)}</span>
                          {s.current && <Badge variant="secondary">This device</Badge>}
                        </p>
                        <p className="text-sm text-muted-foreground">
                          {s.ipAddress ? `${s.ipAddress} · ` : ''}Last active{' '}
                          {when.format(new Date(s.lastActiveAt))}
                        </p>
                      </div>
                    </div>
                    {!s.current && (
                      <Button
                        variant="outline"
                        size="sm"
                        disabled={revoke.isPending}
                        onClick={() => void signOut(s)}
                        aria-label={`Sign out ${describeUserAgent(s.userAgent)}, last active ${when.format(new Date(s.lastActiveAt))}`}
                      >
                        Sign out
                      </Button>
                    )}
                  </li>
                ))}
              </ul>
              {list.length <= 1 && (
                <p className="mt-3 text-sm text-muted-foreground">You are signed in on this device only.</p>
              )}
            </>
          )}
        </QueryState>
      </CardContent>
    </Card>
  );
}
