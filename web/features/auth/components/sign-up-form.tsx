import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { isApiError } from '@/lib/api-client';
import { currentLocale } from '@/lib/i18n/i18n';
import { signUp } from '../api/auth';
import { emailRule, nameRule, newPasswordRule, normaliseEmail } from '../rules';
import { useFormState } from '../use-form-state';
import { TextField } from './text-field';

type Field = 'firstName' | 'lastName' | 'companyName' | 'email' | 'password';

const FIELDS: { name: Field; label: string; type: string; autoComplete: string; half?: boolean }[] = [
  { name: 'firstName', label: 'First Name', type: 'text', autoComplete: 'given-name', half: true },
  { name: 'lastName', label: 'Last Name', type: 'text', autoComplete: 'family-name', half: true },
  { name: 'companyName', label: 'Company Name', type: 'text', autoComplete: 'organization' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { name: 'password', label: 'Password', type: 'password', autoComplete: 'new-password' },
];

/** `onSignedUp` gets the e-mail the confirmation link went to. */
export function SignUpForm({ onSignedUp }: { onSignedUp: (email: string) => void }) {
  const form = useFormState<Field>(
    { firstName: '', lastName: '', companyName: '', email: '', password: '' },
    {
      firstName: nameRule('First name'),
      lastName: nameRule('Last name'),
      companyName: nameRule('Company name'),
      email: emailRule,
      password: newPasswordRule,
    },
  );

  const submit = form.onSubmit(async (v) => {
    try {
      await signUp({
        firstName: v.firstName.trim(),
        lastName: v.lastName.trim(),
        companyName: v.companyName.trim(),
        email: normaliseEmail(v.email),
        password: v.password,
        // The company starts in the language its admin signed up in.
        language: currentLocale(),
      });
      // The page says it in a message that stays (a toast went away before it was read).
      form.reset();
      onSignedUp(normaliseEmail(v.email));
    } catch (e) {
      if (isApiError(e)) {
        for (const f of e.fields)
          if (FIELDS.some((x) => x.name === f.field)) form.setError(f.field as Field, f.message);
      }
      toast.error('Sign up failed', {
        description: isApiError(e) ? e.message : 'Something went wrong. Please try again.',
      });
    }
  });

  return (
    <form onSubmit={submit} className="grid grid-cols-2 gap-4" noValidate>
      {FIELDS.map((f) => (
        <TextField
          key={f.name}
          label={f.label}
          type={f.type}
          autoComplete={f.autoComplete}
          className={f.half ? 'col-span-2 sm:col-span-1' : 'col-span-2'}
          {...form.field(f.name)}
        />
      ))}
      <Button type="submit" className="col-span-2 w-full" disabled={form.pending}>
        {form.pending ? 'Creating account...' : 'Create Company Account'}
      </Button>
    </form>
  );
}
