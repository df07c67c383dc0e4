import { Trans, useLingui } from '@lingui/react/macro';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';

/**
 * What QueryState reads of a query: a TanStack query result fits as is; a screen that holds data from
 * elsewhere (a parent's request, one month of several) passes its own `{ data, isError }`.
 */
export interface QueryLike<T> {
  data: T | undefined;
  isError: boolean;
  error?: unknown;
  /** Offered as "Try again" when given. */
  refetch?: () => unknown;
}

/**
 * The one loading / error / empty chain of the client:
 * - data: `children(data)`, or `empty` when `isEmpty(data)`. Data is shown first, so a failed background
 *   refresh keeps what the person was reading instead of replacing it with an error;
 * - no data and an error: `error` as a title, the server's message (or the spec's generic one) and Try again
 *   (in its own card with `errorCard`, when the state stands for a whole tab); without `error` nothing is
 *   shown (cards the spec leaves empty when their data failed);
 * - otherwise loading: `skeleton` (three rows by default) in a busy region whose `loading` text is read by
 *   screen readers.
 */
export function QueryState<T>({
  query,
  loading,
  skeleton,
  error,
  errorCard,
  isEmpty,
  empty,
  children,
}: {
  query: QueryLike<T>;
  loading: string;
  skeleton?: ReactNode;
  error?: string;
  errorCard?: boolean;
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  children: (data: T) => ReactNode;
}) {
  if (query.data !== undefined) return isEmpty?.(query.data) ? empty : children(query.data);
  if (query.isError) {
    if (!error) return null;
    const body = <ErrorBody title={error} query={query} />;
    return errorCard ? (
      <Card>
        <CardContent>{body}</CardContent>
      </Card>
    ) : (
      body
    );
  }
  return (
    <div aria-busy="true">
      <span className="sr-only">{loading}</span>
      {skeleton ?? <SkeletonRows count={3} className="h-12" />}
    </div>
  );
}

function ErrorBody({ title, query }: { title: string; query: QueryLike<unknown> }) {
  const { t } = useLingui();
  // The spec's generic message when the server gives none (or hides a 5xx).
  const somethingWrong = t({
    id: 'common.tryAgainLater',
    message: 'Something went wrong. Please try again.',
  });
  return (
    <div className="space-y-2 text-sm" role="alert">
      <p className="font-medium text-destructive">{title}</p>
      {query.error !== undefined && query.error !== null && (
        <p className="text-muted-foreground">{errorMessage(query.error, somethingWrong)}</p>
      )}
      {query.refetch && (
        <Button variant="outline" size="sm" onClick={() => query.refetch?.()}>
          <Trans id="common.tryAgain">Try again</Trans>
        </Button>
      )}
    </div>
  );
}

/** `count` full-width skeleton rows of one height (`className`), spaced like list rows. */
export function SkeletonRows({
  count,
  className,
  gap = 'space-y-3',
}: {
  count: number;
  className: string;
  gap?: 'space-y-2' | 'space-y-3' | 'space-y-4';
}) {
  return (
    <div className={gap}>
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholder rows
        <Skeleton key={i} className={cn('w-full', className)} />
      ))}
    </div>
  );
}

/** An empty list: an icon and a sentence (and an optional hint), centred in the card. */
export function EmptyState({
  icon: Icon,
  title,
  children,
}: {
  icon?: LucideIcon;
  title: string;
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center gap-2 py-6 text-center text-sm">
      {Icon && <Icon className="size-8 text-muted-foreground" aria-hidden="true" />}
      <p className="font-medium">{title}</p>
      {children && <p className="text-muted-foreground">{children}</p>}
    </div>
  );
}
