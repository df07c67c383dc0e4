import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useState } from 'react';
import { toast } from 'sonner';
import { authErrorMessage } from '@/components/auth-errors';
import { Button } from '@/components/ui/button';
import { isApiError } from '@/lib/api-client';
import { signIn } from '../api/auth';
import { currentPasswordRule, emailRule, normaliseEmail } from '../rules';
import { useFormState } from '../use-form-state';
import { TextField } from './text-field';
import { TwoFactorStep } from './two-factor-step';

const ForgotPasswordDialog = lazy(() => import('./forgot-password-dialog'));

/** `initialEmail`: the address just signed up with, so only the password is left to type. */
export function SignInForm({
  onSignedIn,
  initialEmail = '',
}: {
  onSignedIn: () => void;
  initialEmail?: string;
}) {
  const { t, i18n } = useLingui();
  const [forgotOpen, setForgotOpen] = useState(false);
  const [needsCode, setNeedsCode] = useState(false);
  const form = useFormState(
    { email: initialEmail, password: '' },
    { email: emailRule, password: currentPasswordRule },
  );

  const submit = form.onSubmit(async (values) => {
    try {
      const result = await signIn({ email: normaliseEmail(values.email), password: values.password });
      if (result.twoFactorRedirect) setNeedsCode(true);
      else onSignedIn();
    } catch (e) {
      const description =
        isApiError(e) && e.reason === 'EMAIL_NOT_VERIFIED'
          ? t({
              id: 'auth.signIn.notVerified',
              message: 'Please confirm your e-mail address first. We have sent you a new confirmation link.',
            })
          : authErrorMessage(
              e,
              i18n,
              t({ id: 'common.tryAgainLater', message: 'Something went wrong. Please try again.' }),
            );
      toast.error(t({ id: 'auth.signIn.failed', message: 'Sign in failed' }), { description });
    }
  });

  if (needsCode) return <TwoFactorStep onSignedIn={onSignedIn} onBack={() => setNeedsCode(false)} />;

  // The dialog is a sibling of the form, never inside it: a portal leaves the DOM tree but not React's,
  // and React sends the dialog's submit event up to every <form> around it (issue 17).
  return (
    <>
      <form onSubmit={submit} className="space-y-4" noValidate>
        <TextField
          label={t({ id: 'auth.email', message: 'Email' })}
          type="email"
          autoComplete="email"
          placeholder={t({ id: 'auth.email.placeholder', message: 'you@company.com' })}
          {...form.field('email')}
        />
        <TextField
          label={t({ id: 'auth.password', message: 'Password' })}
          type="password"
          autoComplete="current-password"
          {...form.field('password')}
          labelAction={
            <Button
              type="button"
              variant="link"
              className="h-auto p-0 text-sm"
              onClick={() => setForgotOpen(true)}
            >
              <Trans id="auth.signIn.forgotPassword">Forgot password?</Trans>
            </Button>
          }
        />
        <Button type="submit" className="w-full" disabled={form.pending}>
          {form.pending ? (
            <Trans id="auth.signIn.pending">Signing in...</Trans>
          ) : (
            <Trans id="auth.signIn.submit">Sign In</Trans>
          )}
        </Button>
      </form>
      {forgotOpen && (
        <Suspense fallback={null}>
          <ForgotPasswordDialog
            open={forgotOpen}
            onOpenChange={setForgotOpen}
            defaultEmail={form.values.email}
          />
        </Suspense>
      )}
    </>
  );
}
