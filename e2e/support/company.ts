import type { Page } from '@playwright/test';
import { expect, expectAccessible } from './fixtures';

/** Signs in through the API in the page's browser context (faster than the form, which other specs cover). */
export async function signInApi(page: Page, account: { email: string; password: string }) {
  const res = await page.request.post('/api/auth/sign-in/email', {
    data: { email: account.email, password: account.password },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** Creates an invitation as the signed-in admin of the page's context. */
export async function createInvitationApi(
  page: Page,
  invitee: { name: string; email: string; position: string },
): Promise<{ id: string; code: string }> {
  const res = await page.request.post('/api/invitations', { data: invitee });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { id: string; code: string };
}

/** A small valid PNG (a green square) for upload tests. */
export const PNG_BYTES = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAPAAAADwCAMAAAAJixmgAAAAA1BMVEUAgACc+aWRAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAT0lEQVR4nO3BMQEAAADCoPVPbQZ/oAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAugzh8AABoDuLXQAAAABJRU5ErkJggg==',
  'base64',
);

/** Fails when the page scrolls sideways (a layout wider than the phone). */
export async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/**
 * axe once nothing is moving: a toast or dialog caught mid-transition has a partial opacity, which axe
 * reports as low contrast.
 */
export async function expectAccessibleSettled(page: Page, context: string) {
  await expectAccessible(page, context);
}
