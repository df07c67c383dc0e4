import { changePasswordForm } from '@domain/contracts/profile';
import { zodResolver } from '@hookform/resolvers/zod';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { authErrorMessage } from '@/components/auth-errors';
import { translatedResolver } from '@/components/form-errors';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { useChangePassword } from '../api/profile';

const FIELDS = [
  {
    name: 'currentPassword',
    label: msg({ id: 'account.password.current', message: 'Current Password' }),
    autoComplete: 'current-password',
  },
  {
    name: 'newPassword',
    label: msg({ id: 'account.password.new', message: 'New Password' }),
    autoComplete: 'new-password',
  },
  {
    name: 'confirmPassword',
    label: msg({ id: 'account.password.confirm', message: 'Confirm New Password' }),
    autoComplete: 'new-password',
  },
] as const;

/** Change the password; the server ends every other session (ASVS 7.4.3) and refuses common passwords. */
export function PasswordCard() {
  const { t, i18n } = useLingui();
  const change = useChangePassword();
  const [done, setDone] = useState(false);
  const form = useForm({
    resolver: translatedResolver(zodResolver(changePasswordForm)),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });

  const submit = form.handleSubmit(async ({ currentPassword, newPassword }) => {
    setDone(false);
    try {
      await change.mutateAsync({ currentPassword, newPassword });
      form.reset();
      setDone(true);
      toast.success(t({ id: 'account.password.updated', message: 'Password updated' }), {
        description: t({
          id: 'account.password.updatedDetail',
          message: 'Your password has been successfully updated.',
        }),
      });
    } catch (e) {
      toast.error(t({ id: 'account.password.failed', message: 'Password update failed' }), {
        description: authErrorMessage(
          e,
          i18n,
          t({ id: 'common.tryAgainLater', message: 'Something went wrong. Please try again.' }),
        ),
      });
    }
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>
            <Trans id="account.password.title">Password</Trans>
          </h2>
        </CardTitle>
        <CardDescription>
          <Trans id="account.password.description">
            Changing your password signs you out on all your other devices. This device stays signed in.
          </Trans>
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
                    <FormLabel>{i18n._(f.label)}</FormLabel>
                    <FormControl>
                      <Input type="password" autoComplete={f.autoComplete} {...field} />
                    </FormControl>
                    <FormMessage />
                  </FormItem>
                )}
              />
            ))}
            <Button type="submit" disabled={change.isPending}>
              {change.isPending ? (
                <Trans id="account.password.updating">Updating...</Trans>
              ) : (
                <Trans id="account.password.submit">Update Password</Trans>
              )}
            </Button>
            <p role="status" className="text-sm text-success-foreground">
              {done ? (
                <Trans id="account.password.done">
                  Password updated. Your other devices have been signed out.
                </Trans>
              ) : (
                ''
              )}
            </p>
          </form>
        </Form>
      </CardContent>
    </Card>
  );
}
