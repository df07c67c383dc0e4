import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { FieldValues, Resolver } from 'react-hook-form';
import { i18n } from '@/lib/i18n/i18n';

/**
 * The English messages of the contracts (domain/contracts: `singleLine`, `email`, the password and allowance
 * rules) that the app's forms show, each with its translation. Keys are the contracts' exact texts.
 */
export const CONTRACT_MESSAGES: Record<string, MessageDescriptor> = {
  'Name is required': msg({ id: 'common.form.name.required', message: 'Name is required' }),
  'Name must be at most 100 characters': msg({
    id: 'common.form.name.tooLong',
    message: 'Name must be at most 100 characters',
  }),
  'Name must be a single line of text': msg({
    id: 'common.form.name.singleLine',
    message: 'Name must be a single line of text',
  }),
  'Position is required': msg({ id: 'common.form.position.required', message: 'Position is required' }),
  'Position must be at most 100 characters': msg({
    id: 'common.form.position.tooLong',
    message: 'Position must be at most 100 characters',
  }),
  'Position must be a single line of text': msg({
    id: 'common.form.position.singleLine',
    message: 'Position must be a single line of text',
  }),
  'First name is required': msg({ id: 'common.form.firstName.required', message: 'First name is required' }),
  'First name must be at most 100 characters': msg({
    id: 'common.form.firstName.tooLong',
    message: 'First name must be at most 100 characters',
  }),
  'First name must be a single line of text': msg({
    id: 'common.form.firstName.singleLine',
    message: 'First name must be a single line of text',
  }),
  'Last name is required': msg({ id: 'common.form.lastName.required', message: 'Last name is required' }),
  'Last name must be at most 100 characters': msg({
    id: 'common.form.lastName.tooLong',
    message: 'Last name must be at most 100 characters',
  }),
  'Last name must be a single line of text': msg({
    id: 'common.form.lastName.singleLine',
    message: 'Last name must be a single line of text',
  }),
  'Company name is required': msg({
    id: 'common.form.companyName.required',
    message: 'Company name is required',
  }),
  'Company name must be at most 100 characters': msg({
    id: 'common.form.companyName.tooLong',
    message: 'Company name must be at most 100 characters',
  }),
  'Company name must be a single line of text': msg({
    id: 'common.form.companyName.singleLine',
    message: 'Company name must be a single line of text',
  }),
  'Email is required': msg({ id: 'common.form.email.required', message: 'Email is required' }),
  'Email must be at most 254 characters': msg({
    id: 'common.form.email.tooLong',
    message: 'Email must be at most 254 characters',
  }),
  'Please enter a valid email address': msg({
    id: 'common.form.email.invalid',
    message: 'Please enter a valid email address',
  }),
  'Password is required': msg({ id: 'common.form.password.required', message: 'Password is required' }),
  'Password must be at least 6 characters long': msg({
    id: 'common.form.password.tooShort',
    message: 'Password must be at least 6 characters long',
  }),
  'Password must be at most 128 characters': msg({
    id: 'common.form.password.tooLong',
    message: 'Password must be at most 128 characters',
  }),
  'Current password is required': msg({
    id: 'common.form.currentPassword.required',
    message: 'Current password is required',
  }),
  'New password is required': msg({
    id: 'common.form.newPassword.required',
    message: 'New password is required',
  }),
  'Please confirm your password': msg({
    id: 'common.form.confirmPassword.required',
    message: 'Please confirm your password',
  }),
  'Passwords do not match': msg({
    id: 'common.form.confirmPassword.mismatch',
    message: 'Passwords do not match',
  }),
  'Annual allowance must be a number between 0 and 365': msg({
    id: 'common.form.allowance.number',
    message: 'Annual allowance must be a number between 0 and 365',
  }),
  'Annual allowance must be a whole number': msg({
    id: 'common.form.allowance.whole',
    message: 'Annual allowance must be a whole number',
  }),
  'Annual allowance must be between 0 and 365': msg({
    id: 'common.form.allowance.range',
    message: 'Annual allowance must be between 0 and 365',
  }),
  'Manual adjustment must be a number between 0 and 365': msg({
    id: 'common.form.adjustment.number',
    message: 'Manual adjustment must be a number between 0 and 365',
  }),
  'Manual adjustment must be a whole number': msg({
    id: 'common.form.adjustment.whole',
    message: 'Manual adjustment must be a whole number',
  }),
  'Manual adjustment must be between 0 and 365': msg({
    id: 'common.form.adjustment.range',
    message: 'Manual adjustment must be between 0 and 365',
  }),
  'Choose whether to pro-rate': msg({
    id: 'common.form.proRata.required',
    message: 'Choose whether to pro-rate',
  }),
};

/**
 * A form's resolver with its messages in the reader's language. The zod contracts of domain/ write their
 * messages in English (the API's); the English messages its fields can show are listed with a message descriptor
 * each (CONTRACT_MESSAGES unless given), and shown translated. A message it does not list stays as the contract wrote it.
 */
export function translatedResolver<T extends FieldValues, C, O>(
  resolver: Resolver<T, C, O>,
  messages: Record<string, MessageDescriptor> = CONTRACT_MESSAGES,
): Resolver<T, C, O> {
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    for (const error of Object.values(result.errors)) {
      const english = error?.message;
      if (error && typeof english === 'string' && messages[english])
        error.message = i18n._(messages[english]);
    }
    return result;
  };
}
