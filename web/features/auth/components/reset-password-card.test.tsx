// @vitest-environment happy-dom
import { AUTH_MESSAGES as M } from '@domain/contracts/auth-rules';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import * as endpoints from '@/lib/api/endpoints.gen';
import { fieldError, findFieldError } from '@/test/interactions';
import { apiError, deferred, findToast, renderApp, type Stub, stub } from '@/test/render-app';
import { ResetPasswordCard } from './reset-password-card';

const TOKEN = 'reset-token-from-the-link';

function renderCard(stubs: Stub[]) {
  const onDone = vi.fn();
  const app = renderApp(<ResetPasswordCard token={TOKEN} onDone={onDone} />, { stubs });
  return { ...app, onDone };
}

const updated = () => stub(endpoints.resetPassword, () => ({ ok: true as const }));
const password = () => screen.getByLabelText('New Password');
const confirm = () => screen.getByLabelText('Confirm Password');
const submit = () => screen.getByRole('button', { name: 'Update Password' });

describe('ResetPasswordCard (reset password)', () => {
  it('asks for both fields, focuses the first and sends nothing', async () => {
    const reset = updated();
    const { user } = renderCard([reset]);
    await user.click(submit());
    expect(await findFieldError(password())).toBe(M.passwordRequired);
    expect(fieldError(confirm())).toBe(M.confirmRequired);
    expect(document.activeElement).toBe(password());
    expect(reset.calls).toEqual([]);
  });

  it('refuses a short password and a confirmation that differs, and rechecks as they are fixed', async () => {
    const reset = updated();
    const { user } = renderCard([reset]);
    await user.type(password(), 'abc');
    await user.type(confirm(), 'abd');
    await user.click(submit());
    expect(await findFieldError(password())).toBe(M.passwordShort);
    expect(fieldError(confirm())).toBe(M.passwordsDiffer);
    await user.type(password(), 'def12');
    // Rechecked as it is typed, as asynchronously as on submit.
    await waitFor(() => expect(fieldError(password())).toBeNull());
    expect(reset.calls).toEqual([]);
  });

  it('sends the token and the new password, says so and moves on', async () => {
    const reset = updated();
    const { user, onDone } = renderCard([reset]);
    await user.type(password(), 'a long new password');
    await user.type(confirm(), 'a long new password');
    await user.click(submit());
    await findToast('Password updated', 'Your password has been successfully updated.');
    expect(reset.calls.map((c) => c.body)).toEqual([{ token: TOKEN, password: 'a long new password' }]);
    expect(onDone).toHaveBeenCalledOnce();
  });

  it('shows Updating... and stays disabled while the password is changed', async () => {
    const answer = deferred<{ ok: true }>();
    const { user } = renderCard([stub(endpoints.resetPassword, () => answer.promise)]);
    await user.type(password(), 'a long new password');
    await user.type(confirm(), 'a long new password');
    await user.click(submit());
    expect((await screen.findByRole('button', { name: 'Updating...' })).hasAttribute('disabled')).toBe(true);
    answer.resolve({ ok: true });
    await findToast('Password updated');
  });

  it('shows a refusal above the form and as a toast, and the spec’s text when the server fails', async () => {
    const expired = 'Invalid or expired reset link. Please request a new one.';
    const reset = stub(endpoints.resetPassword, () => apiError('BAD_REQUEST', expired));
    const { user, onDone } = renderCard([reset]);
    await user.type(password(), 'a long new password');
    await user.type(confirm(), 'a long new password');
    await user.click(submit());
    await findToast('Password update failed', expired);
    expect(screen.getByRole('alert').textContent).toBe(expired);

    reset.reply(() => apiError('INTERNAL', 'Internal details'));
    await user.click(submit());
    await findToast('Password update failed', 'Something went wrong. Please try again.');
    expect(screen.getByRole('alert').textContent).toBe('Something went wrong. Please try again.');
    expect(onDone).not.toHaveBeenCalled();
  });
});
