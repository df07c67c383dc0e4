// Issue 17 item 9: the sandbox's invoices are real PDFs, downloadable by the admins of their company only;
// and cancelling from Settings → Billing follows the spec's seats (free for 2) once the paid period ends.

import type { Invoice, SubscriptionStatusResponse } from '@domain/contracts/billing';
import { and, count, eq, isNull, like, sql } from 'drizzle-orm';
import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { memberships, rateLimits, subscriptions } from '../../db/schema';
import { subscribeInSandbox } from '../../test/billing';
import { createTwoCompanies, createUser, type TestTeam } from '../../test/factories';
import { createTestContext, type TestContext } from '../../test/harness';

let t: TestContext;
let a: TestTeam;
let b: TestTeam;
beforeAll(async () => {
  t = await createTestContext({ smtp: true });
  ({ a, b } = await createTwoCompanies(t));
  // Company A: 5 members (admin, manager, employee and two more) on a paid team plan of 5.
  await Promise.all(
    ['Joan', 'Marta'].map((firstName) =>
      createUser(t, { companyId: a.company.id, role: 'employee', firstName }),
    ),
  );
  await subscribeInSandbox(a.admin.client, 5);
});
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  await t.db.delete(rateLimits).where(like(rateLimits.key, 'sign-in%'));
});

const invoices = async () =>
  (await a.admin.client.get<{ invoices: Invoice[] }>('/api/billing/invoices')).body.invoices;

describe("the sandbox's invoices as PDF", () => {
  it('Billing History links a PDF that parses and names the invoice, its amount and the company', async () => {
    const [first] = await invoices();
    expect(first).toMatchObject({ amount: 3, status: 'paid', seats: 5, hostedUrl: null });
    expect(first?.pdfUrl).toBe(`/api/billing/invoices/${first?.id}/pdf`);

    const pdf = await a.admin.client.get(first!.pdfUrl!);
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toMatch(/^attachment; filename="invoice-sbx_in_[\w-]+\.pdf"/);
    const bytes = pdf.raw.rawPayload;
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const parser = new PDFParse({ data: new Uint8Array(bytes) });
    const text = (await parser.getText()).text;
    await parser.destroy();
    const [row] = await t.db
      .execute<{ number: string }>(
        sql`select provider_invoice_id as number from billing_invoices where id = ${first!.id}`,
      )
      .then((r) => r.rows);
    // 5 members − 2 free = 3 paid seats × €1 = €3.00.
    expect(text).toContain(`Invoice number: ${row!.number}`);
    expect(text).toContain('Amount: €3.00');
    expect(text).toContain(`Billed to: ${a.company.name}`);
    expect(text).toContain('Status: Paid');
    expect(text).toContain('Team size: 5 members');
  });

  it("only the company's admins get it: managers and employees 403, another company's admin 404", async () => {
    const [first] = await invoices();
    const url = first!.pdfUrl!;
    expect((await a.manager.client.get(url)).status).toBe(403);
    expect((await a.employee.client.get(url)).status).toBe(403);
    const foreign = await b.admin.client.get<{ error: { message: string } }>(url);
    expect(foreign.status).toBe(404);
    expect(foreign.body.error.message).toBe('Invoice not found');
    expect(
      (await a.admin.client.get('/api/billing/invoices/00000000-0000-4000-8000-000000000000/pdf')).status,
    ).toBe(404);
    expect((await a.admin.client.get('/api/billing/invoices/not-a-uuid/pdf')).status).toBe(400);
  });
});

describe('cancelling a team plan of 5 (Settings → Billing)', () => {
  it('stays active to the end of the period; then the free plan: everyone stays, nobody new joins', async () => {
    const cancelled = await a.admin.client.post<{ message: string; finalAmount: number }>(
      '/api/billing/subscription/cancel',
    );
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.finalAmount).toBe(0);
    const during = (await a.admin.client.get<SubscriptionStatusResponse>('/api/billing/subscription')).body;
    expect(during).toMatchObject({ subscribed: true, cancelAtPeriodEnd: true, requiresPayment: false });

    // The paid period ends.
    await t.db
      .update(subscriptions)
      .set({ currentPeriodEnd: sql`now() - interval '1 minute'` })
      .where(eq(subscriptions.companyId, a.company.id));
    const after = (await a.admin.client.post<SubscriptionStatusResponse>('/api/billing/subscription/refresh'))
      .body;
    // Spec: free for up to 2 members; 5 in use → Payment Required, nothing removed.
    expect(after).toMatchObject({ subscribed: false, seatsPaid: 2, seatsUsed: 5, requiresPayment: true });
    const [{ n }] = (await t.db
      .select({ n: count() })
      .from(memberships)
      .where(and(eq(memberships.companyId, a.company.id), isNull(memberships.leftOn)))) as [{ n: number }];
    expect(n).toBe(5);
    const invited = await a.admin.client.post('/api/invitations', {
      name: 'Nuria Soler',
      email: `nuria-${Date.now()}@example.test`,
      position: 'Baker',
    });
    expect(invited.status).toBe(402);
    // The invoices stay downloadable after the plan ended.
    const [first] = await invoices();
    expect((await a.admin.client.get(first!.pdfUrl!)).status).toBe(200);
  });
});
