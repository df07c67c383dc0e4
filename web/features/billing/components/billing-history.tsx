import type { Invoice, InvoiceStatus } from '@domain/contracts/billing';
import { FileTextIcon, ReceiptIcon } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { useInvoices } from '../api/billing';
import { formatDate } from '../format';

const STATUS: Record<
  InvoiceStatus,
  { label: string; variant: 'success' | 'destructive' | 'muted' | 'warning' }
> = {
  paid: { label: 'Paid', variant: 'success' },
  open: { label: 'Open', variant: 'warning' },
  failed: { label: 'Payment failed', variant: 'destructive' },
  void: { label: 'Void', variant: 'muted' },
  uncollectible: { label: 'Uncollectible', variant: 'destructive' },
};

const money = (invoice: Invoice) =>
  new Intl.NumberFormat('en-IE', { style: 'currency', currency: invoice.currency.toUpperCase() }).format(
    invoice.amount,
  );

/** Billing history (admins): every invoice with its date, seats, amount, status and the provider's PDF. */
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
        {invoices.isPending ? (
          <div className="space-y-2" aria-busy="true">
            <span className="sr-only">Loading billing history</span>
            <Skeleton className="h-10 w-full" />
            <Skeleton className="h-10 w-full" />
          </div>
        ) : invoices.isError ? (
          <div className="space-y-2 text-sm" role="alert">
            <p className="font-medium text-destructive">Failed to refresh billing info</p>
            <p className="text-muted-foreground">
              {errorMessage(invoices.error, 'Something went wrong. Please try again.')}
            </p>
            <Button variant="outline" size="sm" onClick={() => invoices.refetch()}>
              Try again
            </Button>
          </div>
        ) : invoices.data.invoices.length === 0 ? (
          <div className="flex flex-col items-center gap-2 py-6 text-center text-sm">
            <ReceiptIcon className="size-8 text-muted-foreground" aria-hidden="true" />
            <p className="font-medium">No invoices yet</p>
            <p className="text-muted-foreground">Invoices appear here once you pay for a team plan.</p>
          </div>
        ) : (
          <ul className="divide-y" aria-label="Invoices">
            {invoices.data.invoices.map((invoice) => (
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
                  <Badge variant={STATUS[invoice.status].variant}>{STATUS[invoice.status].label}</Badge>
                  {invoice.pdfUrl ? (
                    <a
                      href={invoice.pdfUrl}
                      target="_blank"
                      rel="noopener noreferrer"
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
      </CardContent>
    </Card>
  );
}
