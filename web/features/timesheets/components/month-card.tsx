import type { MonthView } from '@domain/contracts/time-entries';
import { dayIsEditable } from '@domain/timesheets';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { CalendarPlusIcon, EyeIcon, Trash2Icon } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage, isApiError } from '@/lib/api-client';
import { useFormat } from '@/lib/i18n/locale-provider';
import { fetchMe } from '@/lib/session';
import { useClearMonth } from '../api/timesheets';
import { BulkApplyDialog } from './bulk-apply-dialog';
import { type Day, DayList } from './day-list';
import { MonthNav } from './month-nav';

/**
 * "Monthly Time Tracking" (spec 2.4): month arrows, Bulk Apply and Clear Month (hidden when read-only),
 * and one row per day. `mode` 'admin' is the read-only detail: a row opens the day's history instead.
 */
export function MonthCard({
  month,
  onMonthChange,
  view,
  days,
  mode,
  loading,
  onOpenDay,
}: {
  month: string;
  onMonthChange: (month: string) => void;
  view: MonthView | undefined;
  days: Day[];
  mode: 'own' | 'admin';
  loading: boolean;
  onOpenDay: (day: Day) => void;
}) {
  const { t } = useLingui();
  const format = useFormat();
  const [bulkOpen, setBulkOpen] = useState(false);
  const [clearOpen, setClearOpen] = useState(false);
  const clear = useClearMonth();
  const readOnly = mode === 'admin' || view?.readOnly === true;
  const current = view?.month === month ? view : undefined;
  // A submitted month changes day by day only (as correction requests): the server refuses both.
  const wholeMonthActions = current !== undefined && !readOnly && current.approval?.status !== 'submitted';
  const count = current?.entries.length ?? 0;
  const label = format.month(month);

  const openClear = () => {
    if (count === 0) {
      toast.info(t({ id: 'timesheets.clear.nothing', message: 'No entries to delete' }), {
        description: t({ id: 'timesheets.clear.nothingDetail', message: `${label} has no time entries.` }),
      });
      return;
    }
    setClearOpen(true);
  };

  const doClear = async () => {
    // Spec: the session is checked first.
    const me = await fetchMe().catch(() => undefined);
    if (!me) {
      setClearOpen(false);
      toast.error(t({ id: 'timesheets.clear.sessionExpired', message: 'Session Expired' }), {
        description: t({
          id: 'timesheets.clear.sessionExpiredDetail',
          message: 'Your session has expired. Please refresh and log in again.',
        }),
      });
      return;
    }
    try {
      const result = await clear.mutateAsync(month);
      const deleted = result.deleted;
      toast.success(t({ id: 'timesheets.clear.done', message: 'Month Cleared' }), {
        description: t({
          id: 'timesheets.clear.doneDetail',
          message: `Deleted ${plural(deleted, { one: '# time entry', other: '# time entries' })} of ${label}.`,
        }),
      });
    } catch (e) {
      if (isApiError(e) && e.status === 401) {
        toast.error(t({ id: 'timesheets.auth.error', message: 'Authentication Error' }), {
          description: t({
            id: 'timesheets.auth.mustLogIn',
            message: 'You must be logged in to delete time entries.',
          }),
        });
      } else {
        toast.error(t({ id: 'timesheets.clear.failed', message: 'Error' }), {
          description: errorMessage(
            e,
            t({
              id: 'timesheets.clear.failedDetail',
              message: 'Failed to clear the month. Please try again.',
            }),
          ),
        });
      }
    } finally {
      setClearOpen(false);
    }
  };

  return (
    <Card aria-labelledby="month-list-title">
      <CardHeader className="flex flex-col gap-3 lg:flex-row lg:items-center lg:justify-between">
        <div className="flex flex-wrap items-center gap-2">
          <CardTitle>
            <h2 id="month-list-title">
              <Trans id="timesheets.month.title">Monthly Time Tracking</Trans>
            </h2>
          </CardTitle>
          {mode === 'admin' && (
            <Badge variant="muted">
              <EyeIcon aria-hidden="true" />
              <Trans id="timesheets.month.readOnly">Read-only view</Trans>
            </Badge>
          )}
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <MonthNav month={month} onChange={onMonthChange} headingLevel="p" />
          {wholeMonthActions && (
            <>
              <Button variant="outline" onClick={() => setBulkOpen(true)}>
                <CalendarPlusIcon aria-hidden="true" />
                <Trans id="timesheets.month.bulkApply">Bulk Apply</Trans>
              </Button>
              <Button variant="outline" onClick={openClear} disabled={clear.isPending}>
                <Trash2Icon aria-hidden="true" />
                <Trans id="timesheets.month.clear">Clear Month</Trans>
              </Button>
            </>
          )}
        </div>
      </CardHeader>
      <CardContent className="px-0 sm:px-6" aria-busy={loading}>
        {!current ? (
          <div className="space-y-2 px-6 sm:px-0">
            <span className="sr-only">
              <Trans id="timesheets.month.loading">Loading the month…</Trans>
            </span>
            {[0, 1, 2, 3, 4, 5].map((i) => (
              <Skeleton key={i} className="h-11 w-full" />
            ))}
          </div>
        ) : (
          <>
            {count === 0 && !readOnly && (
              <p className="mx-6 mb-3 rounded-md bg-muted px-3 py-2 text-muted-foreground text-sm sm:mx-0">
                <Trans id="timesheets.month.emptyOwn">
                  No time entries in {label} yet. Click a day to add one, or use Bulk Apply to fill the month.
                </Trans>
              </p>
            )}
            {count === 0 && mode === 'admin' && (
              <p className="mx-6 mb-3 rounded-md bg-muted px-3 py-2 text-muted-foreground text-sm sm:mx-0">
                <Trans id="timesheets.month.emptyAdmin">No time entries in {label}.</Trans>
              </p>
            )}
            <DayList
              days={days}
              today={current.today}
              label={t({ id: 'timesheets.month.daysLabel', message: `Days of ${label}` })}
              canOpen={(day) => (mode === 'admin' ? true : dayIsEditable(day, current.readOnly))}
              onOpen={onOpenDay}
            />
          </>
        )}
      </CardContent>
      {current && wholeMonthActions && (
        <BulkApplyDialog open={bulkOpen} onOpenChange={setBulkOpen} view={current} days={days} />
      )}
      <AlertDialog open={clearOpen} onOpenChange={(o) => !clear.isPending && setClearOpen(o)}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>
              <Trans id="timesheets.clear.title">Clear All Time Entries</Trans>
            </AlertDialogTitle>
            <AlertDialogDescription>
              {t({
                id: 'timesheets.clear.description',
                message: `This deletes all ${plural(count, { one: '# time entry', other: '# time entries' })} of ${label}. This action cannot be undone (the record of changes keeps what was deleted).`,
              })}
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel disabled={clear.isPending}>
              <Trans id="timesheets.clear.cancel">Cancel</Trans>
            </AlertDialogCancel>
            <AlertDialogAction
              className="bg-destructive text-destructive-foreground hover:bg-destructive/90"
              disabled={clear.isPending}
              onClick={(e) => {
                e.preventDefault();
                void doClear();
              }}
            >
              {clear.isPending
                ? t({ id: 'timesheets.clear.deleting', message: 'Deleting...' })
                : t({ id: 'timesheets.clear.confirm', message: 'Delete All Entries' })}
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </Card>
  );
}
