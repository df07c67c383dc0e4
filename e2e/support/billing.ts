import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * Subscribes the signed-in admin's company to a team plan through the sandbox's API (create-subscription,
 * then Pay), for specs that need seats without clicking through the checkout (billing.spec.ts does that).
 */
export async function subscribeApi(page: Page, teamSize: number) {
  const checkout = await page.request.post('/api/billing/checkout', { data: { teamSize } });
  expect(checkout.status(), await checkout.text()).toBe(201);
  const { checkoutId } = (await checkout.json()) as { checkoutId: string };
  const paid = await page.request.post(`/api/billing/sandbox/checkouts/${checkoutId}/pay`, { data: {} });
  expect(paid.status(), await paid.text()).toBe(200);
}
