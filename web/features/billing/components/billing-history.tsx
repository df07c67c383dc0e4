import type { InvoiceStatus } from '@domain/contracts/billing';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { ExternalLinkIcon, FileTextIcon, ReceiptIcon } from 'lucide-react';
import { EmptyState, QueryState, SkeletonRows } from '@/components/query-state';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useInvoices } from '../api/billing';
import { useBillingFormat } from '../format';

const STATUS_VARIANT: Record<InvoiceStatus, 'success' | 'destructive' | 'muted' | 'warning'> = {
  paid: 'success',
  open: 'warning',
  failed: 'destructive',
  void: 'muted',
  uncollectible: 'destructive',
};

/** domain/billing.ts INVOICE_STATUS_LABELS, in the reader's language. */
const STATUS_LABEL: Record<InvoiceStatus, MessageDescriptor> = {
  paid: msg({ id: 'billing.invoiceStatus.paid', message: 'Paid' }),
  open: msg({ id: 'billing.invoiceStatus.open', message: 'Open' }),
  failed: msg({ id: 'billing.invoiceStatus.failed', message: 'Payment failed' }),
  void: msg({ id: 'billing.invoiceStatus.void', message: 'Void' }),
  uncollectible: msg({ id: 'billing.invoiceStatus.uncollectible', message: 'Uncollectible' }),
};

/**
 * Billing history (admins): every invoice with its date, seats, amount, status and its PDF (the sandbox's made
 * by Plantel, Stripe's own), and Stripe's hosted invoice page.
 */
export function BillingHistory() {
  const { t, i18n } = useLingui();
  const { format, day } = useBillingFormat();
  const invoices = useInvoices();
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>
            <Trans id="billing.history.title">Billing History</Trans>
          </h2>
        </CardTitle>
        <CardDescription>
          <Trans id="billing.history.description">Your invoices, newest first.</Trans>
        </CardDescription>
      </CardHeader>
      <CardContent>
        <QueryState
          query={invoices}
          loading={t({ id: 'billing.history.loading', message: 'Loading billing history' })}
          // i18n-ignore: a class name
          skeleton={<SkeletonRows count={2} className="h-10" gap="space-y-2" />}
          error={t({ id: 'billing.refreshFailed', message: 'Failed to refresh billing info' })}
          isEmpty={(d) => d.invoices.length === 0}
          empty={
            <EmptyState
              icon={ReceiptIcon}
              title={t({ id: 'billing.history.empty', message: 'No invoices yet' })}
            >
              <Trans id="billing.history.emptyHint">Invoices appear here once you pay for a team plan.</Trans>
            </EmptyState>
          }
        >
          {(data) => (
            <ul className="divide-y" aria-label={t({ id: 'billing.history.list', message: 'Invoices' })}>
              {data.invoices.map((invoice) => {
                const date = day(invoice.date);
                const seats = invoice.seats;
                return (
                  <li
                    key={invoice.id}
                    className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 py-3 text-sm"
                  >
                    <div className="min-w-0 flex-1 basis-48">
                      <p className="font-medium">{date}</p>
                      <p className="text-muted-foreground">
                        {invoice.description}
                        {seats !== null && (
                          <span className="sr-only">
                            {' '}
                            <Trans id="billing.history.seats">
                              (<Plural value={seats} one="# seats" other="# seats" />)
                            </Trans>
                          </span>
                        )}
                      </p>
                    </div>
                    <div className="flex items-center gap-3">
                      <span className="font-semibold tabular-nums">
                        {format.currency(invoice.amount, invoice.currency)}
                      </span>
                      <Badge variant={STATUS_VARIANT[invoice.status]}>
                        {i18n._(STATUS_LABEL[invoice.status])}
                      </Badge>
                      {invoice.hostedUrl && (
                        <a
                          href={invoice.hostedUrl}
                          target="_blank"
                          rel="noopener noreferrer"
                          className="inline-flex items-center gap-1 font-medium text-primary underline-offset-4 hover:underline"
                        >
                          <ExternalLinkIcon className="size-4" aria-hidden="true" />
                          <Trans id="billing.history.view">
                            View<span className="sr-only"> the invoice of {date}</span>
                          </Trans>
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
                          <Trans id="billing.history.pdf">
                            PDF<span className="sr-only"> of the invoice of {date}</span>
                          </Trans>
                        </a>
                      ) : (
                        <span className="text-muted-foreground text-xs">
                          <Trans id="billing.history.noPdf">No PDF</Trans>
                        </span>
                      )}
                    </div>
                  </li>
                );
              })}
            </ul>
          )}
        </QueryState>
      </CardContent>
    </Card>
  );
}
