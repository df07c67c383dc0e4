import { useLingui } from '@lingui/react';
import { type FormEvent, useState } from 'react';
import { type Rule, validate } from './rules';

/**
 * Minimal controlled-form state for the auth pages: values, per-field errors (shown after a submit
 * attempt, then live), and a pending flag while the request runs.
 */
export function useFormState<F extends string>(initial: Record<F, string>, rules: Partial<Record<F, Rule>>) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<F, string>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [pending, setPending] = useState(false);

  const check = (next: Record<F, string>) =>
    validate(next, rules as Record<string, Rule>) as Partial<Record<F, string>>;

  // The messages are sentences in the visitor's language: when it changes (the page's language menu), the
  // errors shown are written again in the new one.
  const { locale } = useLingui().i18n;
  const [errorsLocale, setErrorsLocale] = useState(locale);
  if (errorsLocale !== locale) {
    setErrorsLocale(locale);
    if (submitted) setErrors(check(values));
  }

  return {
    values,
    errors,
    pending,
    field: (name: F) => ({
      name,
      value: values[name],
      error: errors[name],
      onChange: (value: string) => {
        const next = { ...values, [name]: value };
        setValues(next);
        if (submitted) setErrors(check(next));
      },
    }),
    setError: (name: F, message: string) => setErrors((e) => ({ ...e, [name]: message })),
    reset: () => {
      setValues(initial);
      setErrors({});
      setSubmitted(false);
    },
    onSubmit: (action: (values: Record<F, string>) => Promise<void>) => async (event: FormEvent) => {
      event.preventDefault();
      // A form in a dialog (a portal) would otherwise also submit any form its component sits in.
      event.stopPropagation();
      setSubmitted(true);
      const found = check(values);
      setErrors(found);
      if (Object.keys(found).length > 0) {
        const first = Object.keys(found)[0];
        (event.currentTarget as HTMLFormElement)
          .querySelector<HTMLInputElement>(`[name="${first}"]`)
          ?.focus();
        return;
      }
      setPending(true);
      try {
        await action(values);
      } finally {
        setPending(false);
      }
    },
  };
}
