import { isNotificationCategory, NOTIFICATION_LABELS } from '@domain/notifications';
import { MailXIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { errorMessage } from '@/lib/api-client';
import { useUnsubscribe } from '../api/notifications';

const INVALID = 'This unsubscribe link is not valid.';

/** The category a token names (`{userId}.{category}.{signature}`), to say what the button turns off. */
const categoryOf = (token: string | null) => {
  const category = token?.split('.')[1];
  return category && isNotificationCategory(category) ? category : null;
};

/** The page an unsubscribe link opens: one click turns that kind of e-mail off, without signing in. */
export function UnsubscribePanel({ token }: { token: string | null }) {
  const run = useUnsubscribe();
  const category = categoryOf(token);
  return (
    <Card className="w-full max-w-md">
      <CardHeader>
        <MailXIcon className="size-8 text-primary" aria-hidden="true" />
        <CardTitle>
          <h1 className="text-xl">Unsubscribe</h1>
        </CardTitle>
        {category && !run.isSuccess && (
          <CardDescription>
            Stop receiving “{NOTIFICATION_LABELS[category].title}” e-mails:{' '}
            {NOTIFICATION_LABELS[category].description}
          </CardDescription>
        )}
      </CardHeader>
      <CardContent className="space-y-4 text-sm">
        {!token || !category ? (
          <p role="alert" className="text-destructive">
            {INVALID}
          </p>
        ) : run.isSuccess ? (
          <p role="status">{run.data.message}</p>
        ) : (
          <>
            {run.isError && (
              <p role="alert" className="text-destructive">
                {errorMessage(run.error, 'Something went wrong. Please try again.')}
              </p>
            )}
            <Button className="w-full" onClick={() => run.mutate(token)} disabled={run.isPending}>
              {run.isPending ? 'Unsubscribing…' : 'Unsubscribe'}
            </Button>
          </>
        )}
        <p className="text-muted-foreground">
          Choose all your e-mail preferences in{' '}
          <Link
            to="/app/account?tab=privacy"
            className="font-medium text-primary underline underline-offset-4"
          >
            Account Settings
          </Link>{' '}
          (you will be asked to sign in).
        </p>
      </CardContent>
    </Card>
  );
}
