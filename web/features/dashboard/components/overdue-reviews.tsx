import { absenceTypeLabel } from '@domain/absences';
import { formatDateRange, formatDisplayDate, formatMonthLabel } from '@domain/calendar';
import type { OverdueItem } from '@domain/contracts/dashboard';
import { OVERDUE_AFTER_WORKING_DAYS } from '@domain/dashboard';
import { displayName } from '@domain/people';
import { AlarmClockIcon, ChevronRightIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

const what = (item: OverdueItem) =>
  item.kind === 'absence'
    ? `${absenceTypeLabel(item.absenceType)} · ${formatDateRange(item.startDate, item.endDate)}`
    : `Timesheet · ${formatMonthLabel(item.month)}`;

/**
 * The reviews waiting more than 3 working days that the viewer may open, the longest waiting first, each
 * a link to where it is decided (or, for the viewer's own, where it can be seen).
 */
export function OverdueReviews({ items, total }: { items: OverdueItem[]; total: number }) {
  if (items.length === 0) return null;
  return (
    <Card role="region" aria-labelledby="overdue-reviews-title">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <AlarmClockIcon className="size-4 text-muted-foreground" aria-hidden="true" />
          <h2 id="overdue-reviews-title">Overdue Reviews</h2>
        </CardTitle>
        <CardDescription>
          Waiting more than {OVERDUE_AFTER_WORKING_DAYS} working days
          {total > items.length ? ` (${items.length} of ${total} shown)` : ''}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="divide-y" data-testid="overdue-reviews">
          {items.map((item) => (
            <li key={item.kind === 'absence' ? item.id : `${item.userId}-${item.month}`}>
              <Link
                to={item.href}
                className="flex items-center justify-between gap-3 rounded-md py-3 hover:bg-muted/60 focus-visible:outline-2"
              >
                <span className="min-w-0">
                  <span className="block font-medium text-sm">{displayName(item)}</span>
                  <span className="block text-sm">{what(item)}</span>
                  <span className="block text-muted-foreground text-xs">
                    Waiting since {formatDisplayDate(item.sinceDate)}
                  </span>
                </span>
                <ChevronRightIcon className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
              </Link>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
