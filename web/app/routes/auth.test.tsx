// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
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

describe("AuthPage in the visitor's language", () => {
  afterEach(() => localStorage.clear());

  it("speaks Spanish, validates in Spanish and sends the sign-up in the page's language", async () => {
    const signUp = signedUp();
    const { user } = renderApp([{ path: '/auth', element: <AuthPage /> }], {
      stubs: [signedOut(), signUp],
      path: '/auth?tab=signup',
      locale: 'es',
    });
    expect(await screen.findByRole('tab', { name: 'Registrarse', selected: true })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Crear cuenta de empresa' }));
    expect(await screen.findByText('El nombre es obligatorio')).toBeTruthy();
    expect(screen.getByText('El nombre de la empresa es obligatorio')).toBeTruthy();
    expect(screen.getByText('El correo electrónico es obligatorio')).toBeTruthy();
    await user.type(screen.getByLabelText('Nombre'), 'Jordi');
    await user.type(screen.getByLabelText('Apellidos'), 'Puig');
    await user.type(screen.getByLabelText('Nombre de la empresa'), 'Forn Puig');
    await user.type(screen.getByLabelText('Correo electrónico'), 'jordi@forn.test');
    await user.type(screen.getByLabelText('Contraseña'), 'pan y aceite 7');
    await user.click(screen.getByRole('button', { name: 'Crear cuenta de empresa' }));
    expect((await screen.findByRole('status')).textContent).toContain('Revisa tu correo');
    expect(signUp.calls[0]?.body).toMatchObject({ email: 'jordi@forn.test', language: 'es' });
    expect(document.title).toBe('Iniciar sesión · Plantel');
  });

  it('lets a visitor change the language with the menu below the form', async () => {
    const { user } = renderApp([{ path: '/auth', element: <AuthPage /> }], {
      stubs: [signedOut()],
      path: '/auth',
    });
    await user.click(await screen.findByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Email is required')).toBeTruthy();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'it');
    expect(await screen.findByText('Bentornato')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Accedi', selected: true })).toBeTruthy();
    // The errors already shown are written again in the new language.
    expect(screen.getByText("L'e-mail è obbligatoria")).toBeTruthy();
    expect(screen.queryByText('Email is required')).toBeNull();
    expect(localStorage.getItem('plantel:language')).toBe('it');
  });
});
