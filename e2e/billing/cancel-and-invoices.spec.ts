import { PDFParse } from 'pdf-parse';
import { subscribeApi } from '../support/billing';
import { expectAccessibleSettled, signInApi } from '../support/company';
import { createVerifiedAccount, expect, test } from '../support/fixtures';
import { downloadOf } from '../support/timesheets';

// Issue 17 item 9: Settings → Billing downloads the sandbox's invoice as a PDF and cancels the plan.
test("Billing: the invoice's PDF downloads and reads as an invoice; Cancel Plan asks first, then ends the plan at the period's end", async ({
  page,
  baseURL,
}) => {
  const admin = await createVerifiedAccount(baseURL!, 'canceller');
  await signInApi(page, admin);
  await subscribeApi(page, 5);

  await page.goto('/app/settings?tab=billing');
  await expect(page.getByRole('heading', { name: 'Current Plan: Team Plan' })).toBeVisible();
  const link = page.getByRole('link', { name: /^PDF of the invoice of / });
  const pdf = await downloadOf(page, () => link.click());
  expect(pdf.name).toMatch(/^invoice-sbx_in_[\w-]+\.pdf$/);
  expect(pdf.bytes.subarray(0, 5).toString()).toBe('%PDF-');
  const parser = new PDFParse({ data: new Uint8Array(pdf.bytes) });
  const text = (await parser.getText()).text;
  await parser.destroy();
  // 5 members − 2 free = 3 paid seats × €1.
  expect(text).toContain(`Invoice number: ${pdf.name.slice('invoice-'.length, -'.pdf'.length)}`);
  expect(text).toContain('Amount: €3.00');
  expect(text).toContain('Status: Paid');

  await page.getByRole('button', { name: 'Cancel Plan' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel your team plan?' });
  await expect(dialog).toContainText('free plan for up to 2 members');
  await expectAccessibleSettled(page, 'cancel plan dialog');
  await dialog.getByRole('button', { name: 'Cancel Subscription' }).click();
  await expect(page.getByText(/^Subscription cancelled\. Your team plan stays active until/)).toBeVisible();
  await expect(page.getByText(/^Cancelled: your team plan ends on .+ and will not renew\.$/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel Plan' })).toHaveCount(0);
});
