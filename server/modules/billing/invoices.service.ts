// The sandbox's invoices as PDFs (issue 17): the sandbox provider stands for a real one, so its invoices are
// real documents an admin can keep, made with the timesheets' PDF path (pdfkit and the embedded DejaVu
// fonts). Stripe's invoices are Stripe's: Billing History links its invoice_pdf and hosted_invoice_url.

import { INVOICE_STATUS_LABELS } from '@domain/billing';
import { notFound } from '@domain/errors';
import type { Member } from '../../platform/access';
import { pdfBuffer, pdfText, type SheetFile } from '../timesheets/timesheet-files';
import * as repo from './billing.repository';
import { type BillingDeps, COMPANY_NOT_FOUND, euros, longDate } from './billing.service';

export const INVOICE_NOT_FOUND = /*i18n*/ {
  id: 'errors.billing.invoiceNotFound',
  message: 'Invoice not found',
};

/** Where Billing History finds a sandbox invoice's PDF. */
export const sandboxInvoicePdfPath = (invoiceId: string) => `/api/billing/invoices/${invoiceId}/pdf`;

/** The file name: the invoice number, safe in a header and on any disk. */
const fileName = (providerInvoiceId: string) =>
  `invoice-${providerInvoiceId.replace(/[^A-Za-z0-9_-]/g, '_')}.pdf`;

/**
 * One sandbox invoice of the admin's company as a PDF: number, date, company, description, seats, amount and
 * status. Another company's invoice, a Stripe invoice or billing turned off: 404, nothing made.
 */
export async function sandboxInvoicePdf(deps: BillingDeps, member: Member, id: string): Promise<SheetFile> {
  if (deps.mode !== 'sandbox') throw notFound(INVOICE_NOT_FOUND);
  const [invoice, company] = await Promise.all([
    repo.invoiceOf(deps.db, member.companyId, 'sandbox', id),
    repo.liveCompany(deps.db, member.companyId),
  ]);
  if (!company) throw notFound(COMPANY_NOT_FOUND);
  if (!invoice) throw notFound(INVOICE_NOT_FOUND);
  const number = invoice.providerInvoiceId;
  const amount = euros(invoice.amountCents / 100);
  const body = await pdfBuffer((doc) => {
    doc.font('bold').fontSize(18).text('Invoice');
    doc.moveDown(0.5).font('regular').fontSize(11);
    const rows: [string, string][] = [
      ['Invoice number', number],
      ['Date', longDate(invoice.issuedAt, company.timeZone)],
      ['Billed to', company.name],
      ['Description', invoice.description],
      ...(invoice.seats !== null ? [['Team size', `${invoice.seats} members`] as [string, string]] : []),
      ['Amount', amount],
      ['Status', INVOICE_STATUS_LABELS[invoice.status]],
    ];
    for (const [label, value] of rows) {
      doc.font('bold').text(`${label}: `, { continued: true }).font('regular').text(pdfText(value));
    }
    doc.moveDown();
    doc
      .fontSize(9)
      .fillColor('#555555')
      .text(
        'Plantel: free for up to 2 team members, 1 euro per additional member per month, billed monthly in advance. ' +
          'Issued by the sandbox payment provider of this server: no card was charged.',
      );
  }, `Invoice ${number}`);
  return { filename: fileName(number), contentType: 'application/pdf', body };
}
