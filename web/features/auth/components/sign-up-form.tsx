import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { isApiError } from '@/lib/api-client';
import { currentLocale } from '@/lib/i18n/i18n';
import { signUp } from '../api/auth';
import { emailRule, nameRule, newPasswordRule, normaliseEmail } from '../rules';
import { useFormState } from '../use-form-state';
import { TextField } from './text-field';

type Field = 'firstName' | 'lastName' | 'companyName' | 'email' | 'password';

const FIELDS: {
  name: Field;
  label: MessageDescriptor;
  type: string;
  autoComplete: string;
  half?: boolean;
}[] = [
  {
    name: 'firstName',
    label: msg({ id: 'auth.signUp.firstName', message: 'First Name' }),
    type: 'text',
    autoComplete: 'given-name',
    half: true,
  },
  {
    name: 'lastName',
    label: msg({ id: 'auth.signUp.lastName', message: 'Last Name' }),
    type: 'text',
    autoComplete: 'family-name',
    half: true,
  },
  {
    name: 'companyName',
    label: msg({ id: 'auth.signUp.companyName', message: 'Company Name' }),
    type: 'text',
    autoComplete: 'organization',
  },
  { name: 'email', label: msg({ id: 'auth.email', message: 'Email' }), type: 'email', autoComplete: 'email' },
  {
    name: 'password',
    label: msg({ id: 'auth.password', message: 'Password' }),
    type: 'password',
    autoComplete: 'new-password',
  },
];

/** `onSignedUp` gets the e-mail the confirmation link went to. */
export function SignUpForm({ onSignedUp }: { onSignedUp: (email: string) => void }) {
  const { t, i18n } = useLingui();
  const form = useFormState<Field>(
    { firstName: '', lastName: '', companyName: '', email: '', password: '' },
    {
      firstName: nameRule('firstName'),
      lastName: nameRule('lastName'),
      companyName: nameRule('companyName'),
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
      toast.error(t({ id: 'auth.signUp.failed', message: 'Sign up failed' }), {
        description: isApiError(e)
          ? e.message
          : t({ id: 'common.tryAgainLater', message: 'Something went wrong. Please try again.' }),
      });
    }
  });

  return (
    <form onSubmit={submit} className="grid grid-cols-2 gap-4" noValidate>
      {FIELDS.map((f) => (
        <TextField
          key={f.name}
          label={i18n._(f.label)}
          type={f.type}
          autoComplete={f.autoComplete}
          className={f.half ? 'col-span-2 sm:col-span-1' : 'col-span-2'}
          {...form.field(f.name)}
        />
      ))}
      <Button type="submit" className="col-span-2 w-full" disabled={form.pending}>
        {form.pending ? (
          <Trans id="auth.signUp.pending">Creating account...</Trans>
        ) : (
          <Trans id="auth.signUp.submit">Create Company Account</Trans>
        )}
      </Button>
    </form>
  );
}
