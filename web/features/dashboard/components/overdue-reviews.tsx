import type { OverdueItem } from '@domain/contracts/dashboard';
import { OVERDUE_AFTER_WORKING_DAYS } from '@domain/dashboard';
import { displayName } from '@domain/people';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { AlarmClockIcon, ChevronRightIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useFormat } from '@/lib/i18n/locale-provider';
import { useAbsenceText } from '../hooks/use-absence-text';

/**
 * The reviews waiting more than 3 working days that the viewer may open, the longest waiting first, each
 * a link to where it is decided (or, for the viewer's own, where it can be seen).
 */
export function OverdueReviews({ items, total }: { items: OverdueItem[]; total: number }) {
  const { t } = useLingui();
  const format = useFormat();
  const text = useAbsenceText();
  if (items.length === 0) return null;
  const days = OVERDUE_AFTER_WORKING_DAYS;
  const shown = items.length;
  const what = (item: OverdueItem) => {
    if (item.kind === 'absence')
      return `${text.type(item.absenceType)} · ${format.dateRange(item.startDate, item.endDate)}`;
    const month = format.month(item.month);
    return t({ id: 'dashboard.overdue.timesheet', message: `Timesheet · ${month}` });
  };
  return (
    <Card role="region" aria-labelledby="overdue-reviews-title">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <AlarmClockIcon className="size-4 text-muted-foreground" aria-hidden="true" />
          <h2 id="overdue-reviews-title">
            <Trans id="dashboard.overdue.title">Overdue Reviews</Trans>
          </h2>
        </CardTitle>
        <CardDescription>
          {t({
            id: 'dashboard.overdue.waitingMore',
            message: plural(days, {
              one: 'Waiting more than # working day',
              other: 'Waiting more than # working days',
            }),
          })}
          {total > shown
            ? ` ${t({ id: 'dashboard.overdue.shown', message: `(${shown} of ${total} shown)` })}`
            : ''}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="divide-y" data-testid="overdue-reviews">
          {items.map((item) => {
            const since = format.date(item.sinceDate);
            return (
              <li key={item.kind === 'absence' ? item.id : `${item.userId}-${item.month}`}>
                <Link
                  to={item.href}
                  className="flex items-center justify-between gap-3 rounded-md py-3 hover:bg-muted/60 focus-visible:outline-2"
                >
                  <span className="min-w-0">
                    <span className="block font-medium text-sm">{displayName(item)}</span>
                    <span className="block text-sm">{what(item)}</span>
                    <span className="block text-muted-foreground text-xs">
                      <Trans id="dashboard.overdue.since">Waiting since {since}</Trans>
                    </span>
                  </span>
                  <ChevronRightIcon className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
                </Link>
              </li>
            );
          })}
        </ul>
      </CardContent>
    </Card>
  );
}
