import { INVOICE_STATUS_LABELS } from '@domain/billing';
import type { Invoice, InvoiceStatus } from '@domain/contracts/billing';
import { ExternalLinkIcon, FileTextIcon, ReceiptIcon } from 'lucide-react';
import { EmptyState, QueryState, SkeletonRows } from '@/components/query-state';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useInvoices } from '../api/billing';
import { formatDate } from '../format';

const STATUS_VARIANT: Record<InvoiceStatus, 'success' | 'destructive' | 'muted' | 'warning'> = {
  paid: 'success',
  open: 'warning',
  failed: 'destructive',
  void: 'muted',
  uncollectible: 'destructive',
};

const money = (invoice: Invoice) =>
  new Intl.NumberFormat('en-IE', { style: 'currency', currency: invoice.currency.toUpperCase() }).format(
    invoice.amount,
  );

/**
 * Billing history (admins): every invoice with its date, seats, amount, status and its PDF (the sandbox's made
 * by Plantel, Stripe's own), and Stripe's hosted invoice page.
 */
export function BillingHistory() {
  const invoices = useInvoices();
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>Billing History</h2>
        </CardTitle>
        <CardDescription>Your invoices, newest first.</CardDescription>
      </CardHeader>
      <CardContent>
        <QueryState
          query={invoices}
          loading="Loading billing history"
          skeleton={<SkeletonRows count={2} className="h-10" gap="space-y-2" />}
          error="Failed to refresh billing info"
          isEmpty={(d) => d.invoices.length === 0}
          empty={
            <EmptyState icon={ReceiptIcon} title="No invoices yet">
              Invoices appear here once you pay for a team plan.
            </EmptyState>
          }
        >
          {(data) => (
            <ul className="divide-y" aria-label="Invoices">
              {data.invoices.map((invoice) => (
                <li
                  key={invoice.id}
                  className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 py-3 text-sm"
                >
                  <div className="min-w-0 flex-1 basis-48">
                    <p className="font-medium">{formatDate(invoice.date)}</p>
                    <p className="text-muted-foreground">
                      {invoice.description}
                      {invoice.seats !== null && <span className="sr-only"> ({invoice.seats} seats)</span>}
                    </p>
                  </div>
                  <div className="flex items-center gap-3">
                    <span className="font-semibold tabular-nums">{money(invoice)}</span>
                    <Badge variant={STATUS_VARIANT[invoice.status]}>
                      {INVOICE_STATUS_LABELS[invoice.status]}
                    </Badge>
                    {invoice.hostedUrl && (
                      <a
                        href={invoice.hostedUrl}
                        target="_blank"
                        rel="noopener noreferrer"
                        className="inline-flex items-center gap-1 font-medium text-primary underline-offset-4 hover:underline"
                      >
                        <ExternalLinkIcon className="size-4" aria-hidden="true" />
                        View<span className="sr-only"> the invoice of {formatDate(invoice.date)}</span>
                      </a>
                    )}
                    {invoice.pdfUrl ? (
                      <a
                        href={invoice.pdfUrl}
                        // Plantel's own PDF (the sandbox's) downloads in place; the provider's opens in a tab.
                        {...(invoice.pdfUrl.startsWith('/')
                          ? { download: true }
                          : { target: '_blank', rel: 'noopener noreferrer' })}
                        className="inline-flex items-center gap-1 font-medium text-primary underline-offset-4 hover:underline"
                      >
                        <FileTextIcon className="size-4" aria-hidden="true" />
                        PDF<span className="sr-only"> of the invoice of {formatDate(invoice.date)}</span>
                      </a>
                    ) : (
                      <span className="text-muted-foreground text-xs">No PDF</span>
                    )}
                  </div>
                </li>
              ))}
            </ul>
          )}
        </QueryState>
      </CardContent>
    </Card>
  );
}
