// @vitest-environment happy-dom
import { TEAM_SIZE_LIMIT_MESSAGE } from '@domain/invitations';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import * as endpoints from '@/lib/api/endpoints.gen';
import { invitation } from '@/test/fixtures';
import { fieldError, findFieldError } from '@/test/interactions';
import { apiError, deferred, findToast, renderApp, type Stub, stub } from '@/test/render-app';
import { NewInvitationDialog } from './new-invitation-dialog';

const created = () => stub(endpoints.createInvitation, () => invitation());

async function openAndFill(
  user: ReturnType<typeof renderApp>['user'],
  values = { name: 'Carla Ruiz', email: 'carla@acme.test', position: 'Sales Assistant' },
) {
  await user.click(screen.getByRole('button', { name: 'New Invitation' }));
  await screen.findByRole('dialog', { name: 'New Invitation' });
  await user.type(screen.getByLabelText('Name'), values.name);
  await user.type(screen.getByLabelText('Email'), values.email);
  await user.type(screen.getByLabelText('Position'), values.position);
}

const createButton = () => screen.getByRole('button', { name: 'Create Invitation' });

function renderDialog(stubs: Stub[], props: Parameters<typeof NewInvitationDialog>[0] = {}) {
  return renderApp(<NewInvitationDialog {...props} />, { stubs });
}

describe('NewInvitationDialog', () => {
  it('keeps Create Invitation disabled until name, e-mail and position are filled', async () => {
    const { user } = renderDialog([created()]);
    await user.click(screen.getByRole('button', { name: 'New Invitation' }));
    expect(createButton().hasAttribute('disabled')).toBe(true);
    await user.type(screen.getByLabelText('Name'), 'Carla Ruiz');
    await user.type(screen.getByLabelText('Email'), 'carla@acme.test');
    expect(createButton().hasAttribute('disabled')).toBe(true);
    await user.type(screen.getByLabelText('Position'), '   ');
    expect(createButton().hasAttribute('disabled')).toBe(true);
    await user.type(screen.getByLabelText('Position'), 'Sales');
    expect(createButton().hasAttribute('disabled')).toBe(false);
  });

  it('refuses an e-mail address that is not one, under the field, and sends nothing', async () => {
    const create = created();
    const { user } = renderDialog([create]);
    await openAndFill(user, { name: 'Carla Ruiz', email: 'carla@', position: 'Sales Assistant' });
    await user.click(createButton());
    expect(await findFieldError(screen.getByLabelText('Email'))).toBe('Please enter a valid email address');
    expect(create.calls).toEqual([]);
  });

  it('sends the invitation, says where the link went and closes', async () => {
    const create = created();
    const onCreated = vi.fn();
    const { user } = renderDialog([create], { onCreated });
    await openAndFill(user, { name: ' Carla Ruiz ', email: 'Carla@Acme.test', position: 'Sales Assistant' });
    await user.click(createButton());
    await findToast(
      'Invitation created successfully',
      "We've e-mailed carla@acme.test a link to join. It expires in 7 days.",
    );
    // The contract's parsing: trimmed name, e-mail in lower case.
    expect(create.calls.map((c) => c.body)).toEqual([
      { name: 'Carla Ruiz', email: 'carla@acme.test', position: 'Sales Assistant' },
    ]);
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onCreated).toHaveBeenCalledOnce();
  });

  it('shows Creating... and stays disabled while the invitation is created', async () => {
    const answer = deferred<ReturnType<typeof invitation>>();
    const create = stub(endpoints.createInvitation, () => answer.promise);
    const { user } = renderDialog([create]);
    await openAndFill(user);
    await user.click(createButton());
    expect((await screen.findByRole('button', { name: 'Creating...' })).hasAttribute('disabled')).toBe(true);
    answer.resolve(invitation());
    await findToast('Invitation created successfully');
  });

  it('hands a seat-limit refusal (SEAT_LIMIT) to billing with what was typed', async () => {
    const create = stub(endpoints.createInvitation, () => apiError('SEAT_LIMIT', TEAM_SIZE_LIMIT_MESSAGE));
    const onSeatLimit = vi.fn();
    const { user } = renderDialog([create], { onSeatLimit });
    await openAndFill(user);
    await user.click(createButton());
    await vi.waitFor(() => expect(onSeatLimit).toHaveBeenCalledOnce());
    expect(onSeatLimit).toHaveBeenCalledWith(TEAM_SIZE_LIMIT_MESSAGE, {
      name: 'Carla Ruiz',
      email: 'carla@acme.test',
      position: 'Sales Assistant',
    });
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('treats other refusals as errors, whatever their wording', async () => {
    // Only the code says "seat limit": a message that happens to mention the plan is an ordinary error.
    const message = 'This person already has a pending invitation under your subscription plan.';
    const create = stub(endpoints.createInvitation, () =>
      apiError('CONFLICT', message, { fields: [{ field: 'email', message }] }),
    );
    const onSeatLimit = vi.fn();
    const { user } = renderDialog([create], { onSeatLimit });
    await openAndFill(user);
    await user.click(createButton());
    await findToast('Failed to create invitation', message);
    expect(onSeatLimit).not.toHaveBeenCalled();
    // The dialog stays open with the server's message under the field it names.
    expect(fieldError(screen.getByLabelText('Email'))).toBe(message);
  });

  it('stops before the server when billing finds no free seat', async () => {
    const create = created();
    const beforeCreate = vi.fn(async () => false);
    const { user } = renderDialog([create], { beforeCreate });
    await openAndFill(user);
    await user.click(createButton());
    await vi.waitFor(() => expect(beforeCreate).toHaveBeenCalledOnce());
    // The dialog closes once the check has answered (a render after the promise settles).
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(create.calls).toEqual([]);
  });
});
