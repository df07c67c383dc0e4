// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import * as endpoints from '@/lib/api/endpoints.gen';
import { fieldError } from '@/test/interactions';
import { apiError, findToast, renderApp, stub } from '@/test/render-app';
import { SignInForm } from './sign-in-form';

const resetSent = () => stub(endpoints.requestPasswordReset, () => ({}));
// better-auth's answer to a wrong password, as /api/auth sends it (its English message, its code as `reason`).
const signInRefused = () =>
  stub(endpoints.signInWithEmail, () =>
    apiError('UNAUTHENTICATED', 'Invalid email or password', { reason: 'INVALID_EMAIL_OR_PASSWORD' }),
  );

async function openForgotPassword(user: ReturnType<typeof renderApp>['user']) {
  await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
  const dialog = await screen.findByRole('dialog', { name: 'Forgot password' });
  // Radix turns pointer events off on <body> first and back on for the dialog a render later: a click in
  // between (a loaded machine) would land on nothing.
  await waitFor(() => expect(dialog.style.pointerEvents).toBe('auto'));
  return within(dialog);
}

// Issue 17 item 2: the dialog is a portal, but React sends its submit event up the component tree, so a
// dialog rendered inside the Sign In <form> submitted that form too.
describe('SignInForm: Forgot password', () => {
  it('sends only the reset link when credentials are typed: no sign-in attempt, no "Sign in failed"', async () => {
    const reset = resetSent();
    const signIn = signInRefused();
    const { user } = renderApp(<SignInForm onSignedIn={vi.fn()} />, { stubs: [reset, signIn] });
    await user.type(screen.getByLabelText('Email'), 'ana@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong password');
    const dialog = await openForgotPassword(user);
    await user.click(dialog.getByRole('button', { name: 'Send Reset Link' }));
    await findToast('Password reset email sent', 'Check your email for a password reset link.');
    expect(reset.calls.map((c) => c.body)).toEqual([
      { email: 'ana@example.com', redirectTo: '/reset-password' },
    ]);
    expect(signIn.calls).toEqual([]);
    expect(screen.queryByText('Sign in failed')).toBeNull();
  });

  it('leaves an empty Sign In form without red errors', async () => {
    const reset = resetSent();
    const { user } = renderApp(<SignInForm onSignedIn={vi.fn()} />, { stubs: [reset] });
    const dialog = await openForgotPassword(user);
    await user.type(dialog.getByLabelText('Email'), 'ana@example.com');
    await user.click(dialog.getByRole('button', { name: 'Send Reset Link' }));
    await findToast('Password reset email sent', 'Check your email for a password reset link.');
    expect(fieldError(screen.getByLabelText('Email'))).toBeNull();
    expect(fieldError(screen.getByLabelText('Password'))).toBeNull();
    expect(screen.queryByText('Email is required')).toBeNull();
    expect(screen.queryByText('Password is required')).toBeNull();
  });
});

// Issue 15: better-auth writes English only; the form shows its own text for each of its codes.
describe('SignInForm: a refused sign-in', () => {
  it('says so in Spanish', async () => {
    const signIn = signInRefused();
    const { user } = renderApp(<SignInForm onSignedIn={vi.fn()} />, { locale: 'es', stubs: [signIn] });
    await user.type(screen.getByLabelText('Correo electrónico'), 'ana@example.com');
    await user.type(screen.getByLabelText('Contraseña'), 'wrong password');
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    await findToast('No se ha podido iniciar sesión', 'Correo o contraseña incorrectos');
    expect(screen.queryByText('Invalid email or password')).toBeNull();
  });

  it('keeps better-auth’s English for English readers', async () => {
    const { user } = renderApp(<SignInForm onSignedIn={vi.fn()} />, { stubs: [signInRefused()] });
    await user.type(screen.getByLabelText('Email'), 'ana@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong password');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await findToast('Sign in failed', 'Invalid email or password');
  });
});
