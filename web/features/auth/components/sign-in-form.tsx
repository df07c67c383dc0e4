import { lazy, Suspense, useState } from 'react';
import { toast } from 'sonner';
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
          ? 'Please confirm your e-mail address first. We have sent you a new confirmation link.'
          : isApiError(e)
            ? e.message
            : 'Something went wrong. Please try again.';
      toast.error('Sign in failed', { description });
    }
  });

  if (needsCode) return <TwoFactorStep onSignedIn={onSignedIn} onBack={() => setNeedsCode(false)} />;

  // The dialog is a sibling of the form, never inside it: a portal leaves the DOM tree but not React's,
  // and React sends the dialog's submit event up to every <form> around it (issue 17).
  return (
    <>
      <form onSubmit={submit} className="space-y-4" noValidate>
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          placeholder="you@company.com"
          {...form.field('email')}
        />
        <TextField
          label="Password"
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
              Forgot password?
            </Button>
          }
        />
        <Button type="submit" className="w-full" disabled={form.pending}>
          {form.pending ? 'Signing in...' : 'Sign In'}
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
