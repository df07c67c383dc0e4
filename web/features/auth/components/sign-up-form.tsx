import { signUpRequest } from '@domain/contracts/accounts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { isApiError } from '@/lib/api-client';
import { useSignUp } from '../api/auth';

type Field = 'firstName' | 'lastName' | 'companyName' | 'email' | 'password';

const FIELDS: { name: Field; label: string; type: string; autoComplete: string; half?: boolean }[] = [
  { name: 'firstName', label: 'First Name', type: 'text', autoComplete: 'given-name', half: true },
  { name: 'lastName', label: 'Last Name', type: 'text', autoComplete: 'family-name', half: true },
  { name: 'companyName', label: 'Company Name', type: 'text', autoComplete: 'organization' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { name: 'password', label: 'Password', type: 'password', autoComplete: 'new-password' },
];

export function SignUpForm({ onSignedUp }: { onSignedUp: () => void }) {
  const signUp = useSignUp();
  const form = useForm({
    resolver: zodResolver(signUpRequest),
    defaultValues: { firstName: '', lastName: '', companyName: '', email: '', password: '' },
  });

  const submit = form.handleSubmit(async (values) => {
    try {
      await signUp.mutateAsync(values);
      toast.success('Check your email', {
        description: "We've sent you a confirmation link to complete your registration.",
      });
      form.reset();
      onSignedUp();
    } catch (e) {
      if (isApiError(e)) {
        for (const f of e.fields) {
          if (FIELDS.some((x) => x.name === f.field)) form.setError(f.field as Field, { message: f.message });
        }
      }
      toast.error('Sign up failed', {
        description: isApiError(e) ? e.message : 'Something went wrong. Please try again.',
      });
    }
  });

  return (
    <Form {...form}>
      <form onSubmit={submit} className="grid grid-cols-2 gap-4" noValidate>
        {FIELDS.map((f) => (
          <FormField
            key={f.name}
            control={form.control}
            name={f.name}
            render={({ field }) => (
              <FormItem className={f.half ? 'col-span-2 sm:col-span-1' : 'col-span-2'}>
                <FormLabel>{f.label}</FormLabel>
                <FormControl>
                  <Input type={f.type} autoComplete={f.autoComplete} {...field} />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
        ))}
        <Button type="submit" className="col-span-2 w-full" disabled={signUp.isPending}>
          {signUp.isPending ? 'Creating account...' : 'Create Company Account'}
        </Button>
      </form>
    </Form>
  );
}
