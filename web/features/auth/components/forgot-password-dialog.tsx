import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { errorMessage } from '@/lib/api-client';
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
  const form = useFormState({ email: defaultEmail }, { email: emailRule });

  const submit = form.onSubmit(async ({ email }) => {
    try {
      await requestPasswordReset(normaliseEmail(email));
      toast.success('Password reset email sent', {
        description: 'Check your email for a password reset link.',
      });
      onOpenChange(false);
    } catch (e) {
      toast.error('Password reset failed', {
        description: errorMessage(e, 'Something went wrong. Please try again.'),
      });
    }
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Forgot password</DialogTitle>
          <DialogDescription>
            Enter your email and we will send you a link to choose a new password.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} className="space-y-4" noValidate>
          <TextField label="Email" type="email" autoComplete="email" {...form.field('email')} />
          <DialogFooter>
            <Button type="submit" disabled={form.pending}>
              {form.pending ? 'Sending...' : 'Send Reset Link'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
