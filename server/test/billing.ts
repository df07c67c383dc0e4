import type { TestClient } from './harness';

/**
 * Subscribes the admin's company to a team plan through the sandbox's hosted page (BILLING_PROVIDER=sandbox,
 * the tests' default): create-subscription, then Pay.
 */
export async function subscribeInSandbox(admin: TestClient, teamSize: number) {
  const checkout = await admin.post<{ checkoutId: string; url: string }>('/api/billing/checkout', {
    teamSize,
  });
  if (checkout.status !== 201) {
    throw new Error(`checkout failed: ${checkout.status} ${JSON.stringify(checkout.body)}`);
  }
  const paid = await admin.post<{ redirectUrl: string }>(
    `/api/billing/sandbox/checkouts/${checkout.body.checkoutId}/pay`,
  );
  if (paid.status !== 200) throw new Error(`payment failed: ${paid.status} ${JSON.stringify(paid.body)}`);
  return { checkoutId: checkout.body.checkoutId, redirectUrl: paid.body.redirectUrl };
}
