import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { toast } from 'sonner';
import { authErrorMessage } from '@/components/auth-errors';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { resendVerification } from '../api/auth';
import { normaliseEmail } from '../rules';

/** Shown on /auth when a verification link was expired or invalid: ask for a fresh one. */
export function ResendVerification({ error }: { error: string }) {
  const { t, i18n } = useLingui();
  const [email, setEmail] = useState('');
  const [pending, setPending] = useState(false);
  const expired = error === 'TOKEN_EXPIRED';
  return (
    <Alert variant="destructive">
      <AlertTitle>
        {expired ? (
          <Trans id="auth.resend.expired">This confirmation link has expired</Trans>
        ) : (
          <Trans id="auth.resend.invalid">This confirmation link is not valid</Trans>
        )}
      </AlertTitle>
      <AlertDescription>
        <p>
          <Trans id="auth.resend.text">Enter your email and we will send you a new link.</Trans>
        </p>
        <form
          className="mt-3 flex w-full flex-col gap-2 sm:flex-row"
          onSubmit={async (e) => {
            e.preventDefault();
            setPending(true);
            try {
              await resendVerification(normaliseEmail(email));
              toast.success(t({ id: 'auth.checkEmail.title', message: 'Check your email' }), {
                description: t({
                  id: 'auth.checkEmail.text',
                  message: "We've sent you a confirmation link to complete your registration.",
                }),
              });
            } catch (err) {
              toast.error(t({ id: 'auth.resend.failed', message: 'Could not send the link' }), {
                description: authErrorMessage(
                  err,
                  i18n,
                  t({ id: 'common.tryAgainLater', message: 'Something went wrong. Please try again.' }),
                ),
              });
            } finally {
              setPending(false);
            }
          }}
        >
          <Label htmlFor="resend-email" className="sr-only">
            <Trans id="auth.email">Email</Trans>
          </Label>
          <Input
            id="resend-email"
            type="email"
            required
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
          <Button type="submit" variant="outline" disabled={pending}>
            <Trans id="auth.resend.submit">Send new link</Trans>
          </Button>
        </form>
      </AlertDescription>
    </Alert>
  );
}
