import { forgotPasswordRequest } from '@domain/contracts/accounts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/api-client';
import { useRequestPasswordReset } from '../api/auth';

export function ForgotPasswordDialog({ defaultEmail = '' }: { defaultEmail?: string }) {
  const [open, setOpen] = useState(false);
  const reset = useRequestPasswordReset();
  const form = useForm({
    resolver: zodResolver(forgotPasswordRequest),
    defaultValues: { email: defaultEmail },
  });

  const submit = form.handleSubmit(async ({ email }) => {
    try {
      await reset.mutateAsync(email);
      toast.success('Password reset email sent', {
        description: 'Check your email for a password reset link.',
      });
      setOpen(false);
    } catch (e) {
      toast.error('Password reset failed', {
        description: errorMessage(e, 'Something went wrong. Please try again.'),
      });
    }
  });

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) form.reset({ email: defaultEmail });
      }}
    >
      <DialogTrigger asChild>
        <Button type="button" variant="link" className="h-auto p-0 text-sm">
          Forgot password?
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Forgot password</DialogTitle>
          <DialogDescription>
            Enter your email and we will send you a link to choose a new password.
          </DialogDescription>
        </DialogHeader>
        <Form {...form}>
          <form onSubmit={submit} className="space-y-4" noValidate>
            <FormField
              control={form.control}
              name="email"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>Email</FormLabel>
                  <FormControl>
                    <Input type="email" autoComplete="email" {...field} />
                  </FormControl>
                  <FormMessage />
                </FormItem>
              )}
            />
            <DialogFooter>
              <Button type="submit" disabled={reset.isPending}>
                {reset.isPending ? 'Sending...' : 'Send Reset Link'}
              </Button>
            </DialogFooter>
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
