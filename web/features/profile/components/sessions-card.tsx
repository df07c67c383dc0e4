import type { AccountSession } from '@domain/contracts/profile';
import { Trans, useLingui } from '@lingui/react/macro';
import { LaptopIcon } from 'lucide-react';
import { toast } from 'sonner';
import { QueryState, SkeletonRows } from '@/components/query-state';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { errorMessage } from '@/lib/api-client';
import { useFormat } from '@/lib/i18n/locale-provider';
import { useRevokeSession, useSessions } from '../api/profile';
import { type DeviceWords, describeUserAgent } from '../user-agent';

/**
 * English keeps what this card always showed (the browser's own medium date and short time); the other
 * languages write the instant through useFormat(). format.dateTime would change the English text.
 */
const englishWhen = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** The devices where the person is signed in (ASVS 7.5.2): the current one marked, the others can be ended. */
export function SessionsCard() {
  const { t } = useLingui();
  const format = useFormat();
  const sessions = useSessions();
  const revoke = useRevokeSession();
  const words: DeviceWords = {
    unknown: t({ id: 'account.sessions.unknownDevice', message: 'Unknown device' }),
    on: (browser, os) => t({ id: 'account.sessions.device', message: `${browser} on ${os}` }),
  };
  const device = (s: AccountSession) => describeUserAgent(s.userAgent, words);

  const signOut = async (s: AccountSession) => {
    const name = device(s);
    try {
      await revoke.mutateAsync(s.id);
      toast.success(t({ id: 'account.sessions.signedOut', message: 'Session signed out' }), {
        description: t({
          id: 'account.sessions.signedOutDetail',
          message: `${name} is no longer signed in.`,
        }),
      });
    } catch (e) {
      toast.error(t({ id: 'account.sessions.signOutFailed', message: 'Failed to sign out the session' }), {
        description: errorMessage(
          e,
          t({ id: 'common.tryAgainLater', message: 'Something went wrong. Please try again.' }),
        ),
      });
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>
            <Trans id="account.sessions.title">Active sessions</Trans>
          </h2>
        </CardTitle>
        <CardDescription>
          <Trans id="account.sessions.description">
            The devices where you are signed in. Sign out any you do not recognise, then change your password.
          </Trans>
        </CardDescription>
      </CardHeader>
      <CardContent>
        <QueryState
          query={sessions}
          loading={t({ id: 'account.sessions.loading', message: 'Loading your sessions' })}
          skeleton={<SkeletonRows count={2} className="h-14" />}
          error={t({
            id: 'account.sessions.failed',
            message: 'Your sessions could not be loaded. Please try again later.',
          })}
        >
          {(list) => (
            <>
              <ul className="divide-y rounded-lg border">
                {list.map((s) => {
                  const name = device(s);
                  const lastActive =
                    format.locale === 'en'
                      ? englishWhen.format(new Date(s.lastActiveAt))
                      : format.dateTime(s.lastActiveAt);
                  return (
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
                            <span className="break-words">{name}</span>
                            {s.current && (
                              <Badge variant="secondary">
                                <Trans id="account.sessions.thisDevice">This device</Trans>
                              </Badge>
                            )}
                          </p>
                          <p className="text-sm text-muted-foreground">
                            {s.ipAddress ? `${s.ipAddress} · ` : ''}
                            <Trans id="account.sessions.lastActive">Last active {lastActive}</Trans>
                          </p>
                        </div>
                      </div>
                      {!s.current && (
                        <Button
                          variant="outline"
                          size="sm"
                          disabled={revoke.isPending}
                          onClick={() => void signOut(s)}
                          aria-label={t({
                            id: 'account.sessions.signOutLabel',
                            message: `Sign out ${name}, last active ${lastActive}`,
                          })}
                        >
                          <Trans id="account.sessions.signOut">Sign out</Trans>
                        </Button>
                      )}
                    </li>
                  );
                })}
              </ul>
              {list.length <= 1 && (
                <p className="mt-3 text-sm text-muted-foreground">
                  <Trans id="account.sessions.only">You are signed in on this device only.</Trans>
                </p>
              )}
            </>
          )}
        </QueryState>
      </CardContent>
    </Card>
  );
}
