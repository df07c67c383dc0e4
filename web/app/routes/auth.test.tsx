// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as endpoints from '@/lib/api/endpoints.gen';
import { apiError, renderApp, stub } from '@/test/render-app';
import { AuthPage } from './auth';

const signedOut = () => stub(endpoints.getMe, () => apiError('UNAUTHENTICATED', 'Not signed in'));
const signedUp = () => stub(endpoints.signUp, () => ({ message: 'Check your email' }));

describe('AuthPage after sign-up', () => {
  it('keeps the e-mail in Sign In and says, in a message that stays, to confirm it', async () => {
    const signUp = signedUp();
    const { user } = renderApp([{ path: '/auth', element: <AuthPage /> }], {
      stubs: [signedOut(), signUp],
      path: '/auth?tab=signup',
    });
    await user.type(await screen.findByLabelText('First Name'), 'Jordi');
    await user.type(screen.getByLabelText('Last Name'), 'Puig');
    await user.type(screen.getByLabelText('Company Name'), 'Forn Puig');
    await user.type(screen.getByLabelText('Email'), 'Jordi@Forn.test');
    await user.type(screen.getByLabelText('Password'), 'bread and butter 7');
    await user.click(screen.getByRole('button', { name: 'Create Company Account' }));

    const message = await screen.findByRole('status');
    expect(message.textContent).toContain('Check your email');
    expect(message.textContent).toContain(
      "We've sent you a confirmation link to complete your registration.",
    );
    expect(message.textContent).toContain('jordi@forn.test');
    expect(screen.getByRole('tab', { name: 'Sign In' }).getAttribute('aria-selected')).toBe('true');
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('jordi@forn.test');
    expect((screen.getByLabelText('Password', { exact: true }) as HTMLInputElement).value).toBe('');
    // Still there a while later: not a toast that goes away.
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.getByRole('status').textContent).toContain('Check your email');
    expect(signUp.calls).toHaveLength(1);
  });
});
