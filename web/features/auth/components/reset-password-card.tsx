import { useState } from 'react';
import { toast } from 'sonner';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { errorMessage } from '@/lib/api-client';
import { resetPassword } from '../api/auth';
import { confirmPasswordRule, newPasswordRule } from '../rules';
import { useFormState } from '../use-form-state';
import { TextField } from './text-field';

/** The 'New Password' card of /reset-password; update errors are shown in red above the form. */
export function ResetPasswordCard({ token, onDone }: { token: string; onDone: () => void }) {
  const [failure, setFailure] = useState<string | null>(null);
  const form = useFormState(
    { password: '', confirmPassword: '' },
    { password: newPasswordRule, confirmPassword: confirmPasswordRule },
  );

  const submit = form.onSubmit(async ({ password }) => {
    setFailure(null);
    try {
      await resetPassword({ token, password });
      toast.success('Password updated', { description: 'Your password has been successfully updated.' });
      onDone();
    } catch (e) {
      const message = errorMessage(e, 'Something went wrong. Please try again.');
      setFailure(message);
      toast.error('Password update failed', { description: message });
    }
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>New Password</CardTitle>
        <CardDescription>
          Choose a new password for your account. Other devices will be signed out.
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
            label="New Password"
            type="password"
            autoComplete="new-password"
            {...form.field('password')}
          />
          <TextField
            label="Confirm Password"
            type="password"
            autoComplete="new-password"
            {...form.field('confirmPassword')}
          />
          <Button type="submit" className="w-full" disabled={form.pending}>
            {form.pending ? 'Updating...' : 'Update Password'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
