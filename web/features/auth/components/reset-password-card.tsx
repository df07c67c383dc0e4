import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { toast } from 'sonner';
import { authErrorMessage } from '@/components/auth-errors';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { resetPassword } from '../api/auth';
import { confirmPasswordRule, newPasswordRule } from '../rules';
import { useFormState } from '../use-form-state';
import { TextField } from './text-field';

/** The 'New Password' card of /reset-password; update errors are shown in red above the form. */
export function ResetPasswordCard({ token, onDone }: { token: string; onDone: () => void }) {
  const { t, i18n } = useLingui();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useFormState(
    { password: '', confirmPassword: '' },
    { password: newPasswordRule, confirmPassword: confirmPasswordRule },
  );

  const submit = form.onSubmit(async ({ password }) => {
    setFailure(null);
    try {
      await resetPassword({ token, password });
      toast.success(t({ id: 'auth.reset.updated', message: 'Password updated' }), {
        description: t({
          id: 'auth.reset.updatedText',
          message: 'Your password has been successfully updated.',
        }),
      });
      onDone();
    } catch (e) {
      const message = authErrorMessage(
        e,
        i18n,
        t({ id: 'common.tryAgainLater', message: 'Something went wrong. Please try again.' }),
      );
      setFailure(message);
      toast.error(t({ id: 'auth.reset.failed', message: 'Password update failed' }), {
        description: message,
      });
    }
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <Trans id="auth.reset.newPassword">New Password</Trans>
        </CardTitle>
        <CardDescription>
          <Trans id="auth.reset.description">
            Choose a new password for your account. Other devices will be signed out.
          </Trans>
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} className="space-y-4" noValidate>
          {failure && (
            <Alert variant="destructive">
              <AlertDescription>{failure}</AlertDescription>
            </Alert>
          )}
          <TextField
            label={t({ id: 'auth.reset.newPassword', message: 'New Password' })}
            type="password"
            autoComplete="new-password"
            {...form.field('password')}
          />
          <TextField
            label={t({ id: 'auth.reset.confirmPassword', message: 'Confirm Password' })}
            type="password"
            autoComplete="new-password"
            {...form.field('confirmPassword')}
          />
          <Button type="submit" className="w-full" disabled={form.pending}>
            {form.pending ? (
              <Trans id="auth.reset.pending">Updating...</Trans>
            ) : (
              <Trans id="auth.reset.submit">Update Password</Trans>
            )}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
