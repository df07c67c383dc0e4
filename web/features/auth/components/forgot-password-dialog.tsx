import { Trans, useLingui } from '@lingui/react/macro';
import { toast } from 'sonner';
import { authErrorMessage } from '@/components/auth-errors';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { requestPasswordReset } from '../api/auth';
import { emailRule, normaliseEmail } from '../rules';
import { useFormState } from '../use-form-state';
import { TextField } from './text-field';

/** Loaded only when the person clicks "Forgot password?" (kept out of the /auth page's first load). */
export default function ForgotPasswordDialog({
  open,
  onOpenChange,
  defaultEmail = '',
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  defaultEmail?: string;
}) {
  const { t, i18n } = useLingui();
  const form = useFormState({ email: defaultEmail }, { email: emailRule });

  const submit = form.onSubmit(async ({ email }) => {
    try {
      await requestPasswordReset(normaliseEmail(email));
      toast.success(t({ id: 'auth.forgot.sent', message: 'Password reset email sent' }), {
        description: t({
          id: 'auth.forgot.sentText',
          message: 'Check your email for a password reset link.',
        }),
      });
      onOpenChange(false);
    } catch (e) {
      toast.error(t({ id: 'auth.forgot.failed', message: 'Password reset failed' }), {
        description: authErrorMessage(
          e,
          i18n,
          t({ id: 'common.tryAgainLater', message: 'Something went wrong. Please try again.' }),
        ),
      });
    }
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>
            <Trans id="auth.forgot.title">Forgot password</Trans>
          </DialogTitle>
          <DialogDescription>
            <Trans id="auth.forgot.description">
              Enter your email and we will send you a link to choose a new password.
            </Trans>
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} className="space-y-4" noValidate>
          <TextField
            label={t({ id: 'auth.email', message: 'Email' })}
            type="email"
            autoComplete="email"
            {...form.field('email')}
          />
          <DialogFooter>
            <Button type="submit" disabled={form.pending}>
              {form.pending ? (
                <Trans id="auth.forgot.pending">Sending...</Trans>
              ) : (
                <Trans id="auth.forgot.submit">Send Reset Link</Trans>
              )}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
