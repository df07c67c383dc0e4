import { changePasswordForm } from '@domain/contracts/profile';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/api-client';
import { useChangePassword } from '../api/profile';

const FIELDS = [
  { name: 'currentPassword', label: 'Current Password', autoComplete: 'current-password' },
  { name: 'newPassword', label: 'New Password', autoComplete: 'new-password' },
  { name: 'confirmPassword', label: 'Confirm New Password', autoComplete: 'new-password' },
] as const;

/** Change the password; the server ends every other session (ASVS 7.4.3) and refuses common passwords. */
export function PasswordCard() {
  const change = useChangePassword();
  const [done, setDone] = useState(false);
  const form = useForm({
    resolver: zodResolver(changePasswordForm),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });

  const submit = form.handleSubmit(async ({ currentPassword, newPassword }) => {
    setDone(false);
    try {
      await change.mutateAsync({ currentPassword, newPassword });
      form.reset();
      setDone(true);
      toast.success('Password updated', { description: 'Your password has been successfully updated.' });
    } catch (e) {
      toast.error('Password update failed', {
        description: errorMessage(e, 'Something went wrong. Please try again.'),
      });
    }
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>Password</h2>
        </CardTitle>
        <CardDescription>
          Changing your password signs you out on all your other devices. This device stays signed in.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Form {...form}>
          <form onSubmit={submit} className="space-y-4" noValidate>
            {FIELDS.map((f) => (
              <FormField
                key={f.name}
                control={form.control}
                name={f.name}
                render={({ field }) => (
                  <FormItem>
                    <FormLabel>{f.label}</FormLabel>
                    <FormControl>
                      <Input type="password" autoComplete={f.autoComplete} {...field} />
                    </FormControl>
                    <FormMessage />
                  </FormItem>
                )}
              />
            ))}
            <Button type="submit" disabled={change.isPending}>
              {change.isPending ? 'Updating...' : 'Update Password'}
            </Button>
            <p role="status" className="text-sm text-success-foreground">
              {done ? 'Password updated. Your other devices have been signed out.' : ''}
            </p>
          </form>
        </Form>
      </CardContent>
    </Card>
  );
}
