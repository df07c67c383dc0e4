import { isNotificationCategory } from '@domain/notifications';
import { Trans, useLingui } from '@lingui/react/macro';
import { MailXIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { errorMessage } from '@/lib/api-client';
import { useUnsubscribe } from '../api/notifications';
import { CATEGORY_LABELS } from '../labels';

/** The category a token names (`{userId}.{category}.{signature}`), to say what the button turns off. */
const categoryOf = (token: string | null) => {
  const category = token?.split('.')[1];
  return category && isNotificationCategory(category) ? category : null;
};

/** The page an unsubscribe link opens: one click turns that kind of e-mail off, without signing in. */
export function UnsubscribePanel({ token }: { token: string | null }) {
  const { t, i18n } = useLingui();
  const run = useUnsubscribe();
  const category = categoryOf(token);
  const name = category ? i18n._(CATEGORY_LABELS[category].name) : '';
  const about = category ? i18n._(CATEGORY_LABELS[category].about) : '';
  return (
    <Card className="w-full max-w-md">
      <CardHeader>
        <MailXIcon className="size-8 text-primary" aria-hidden="true" />
        <CardTitle>
          <h1 className="text-xl">
            <Trans id="notifications.unsubscribe.title">Unsubscribe</Trans>
          </h1>
        </CardTitle>
        {category && !run.isSuccess && (
          <CardDescription>
            <Trans id="notifications.unsubscribe.what">
              Stop receiving “{name}” e-mails: {about}
            </Trans>
          </CardDescription>
        )}
      </CardHeader>
      <CardContent className="space-y-4 text-sm">
        {!token || !category ? (
          <p role="alert" className="text-destructive">
            <Trans id="notifications.unsubscribe.invalid">This unsubscribe link is not valid.</Trans>
          </p>
        ) : run.isSuccess ? (
          <p role="status">
            <Trans id="notifications.unsubscribe.done">
              You will no longer receive "{name}" e-mails. You can turn them back on in Account Settings.
            </Trans>
          </p>
        ) : (
          <>
            {run.isError && (
              <p role="alert" className="text-destructive">
                {errorMessage(
                  run.error,
                  t({ id: 'common.tryAgainLater', message: 'Something went wrong. Please try again.' }),
                )}
              </p>
            )}
            <Button className="w-full" onClick={() => run.mutate(token)} disabled={run.isPending}>
              {run.isPending ? (
                <Trans id="notifications.unsubscribe.pending">Unsubscribing…</Trans>
              ) : (
                <Trans id="notifications.unsubscribe.button">Unsubscribe</Trans>
              )}
            </Button>
          </>
        )}
        <p className="text-muted-foreground">
          <Trans id="notifications.unsubscribe.more">
            Choose all your e-mail preferences in{' '}
            <Link
              to="/app/account?tab=privacy"
              className="font-medium text-primary underline underline-offset-4"
            >
              Account Settings
            </Link>{' '}
            (you will be asked to sign in).
          </Trans>
        </p>
      </CardContent>
    </Card>
  );
}
