import { formatMonthLabel } from '@domain/calendar';
import type { MonthView } from '@domain/contracts/time-entries';
import { plural } from '@domain/plural';
import { dayIsEditable } from '@domain/timesheets';
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
import { fetchMe } from '@/lib/session';
import { useClearMonth } from '../api/timesheets';
import { BulkApplyDialog } from './bulk-apply-dialog';
import { type Day, DayList } from './day-list';
import { MonthNav } from './month-nav';

const entriesText = (n: number) => plural(n, { one: 'time entry', other: 'time entries' });

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
  const [bulkOpen, setBulkOpen] = useState(false);
  const [clearOpen, setClearOpen] = useState(false);
  const clear = useClearMonth();
  const readOnly = mode === 'admin' || view?.readOnly === true;
  const current = view?.month === month ? view : undefined;
  // A submitted month changes day by day only (as correction requests): the server refuses both.
  const wholeMonthActions = current !== undefined && !readOnly && current.approval?.status !== 'submitted';
  const count = current?.entries.length ?? 0;
  const label = formatMonthLabel(month);

  const openClear = () => {
    if (count === 0) {
      toast.info('No entries to delete', { description: `${label} has no time entries.` });
      return;
    }
    setClearOpen(true);
  };

  const doClear = async () => {
    // Spec: the session is checked first.
    const me = await fetchMe().catch(() => undefined);
    if (!me) {
      setClearOpen(false);
      toast.error('Session Expired', {
        description: 'Your session has expired. Please refresh and log in again.',
      });
      return;
    }
    try {
      const result = await clear.mutateAsync(month);
      toast.success('Month Cleared', { description: `Deleted ${entriesText(result.deleted)} of ${label}.` });
    } catch (e) {
      if (isApiError(e) && e.status === 401) {
        toast.error('Authentication Error', { description: 'You must be logged in to delete time entries.' });
      } else {
        toast.error('Error', {
          description: errorMessage(e, 'Failed to clear the month. Please try again.'),
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
            <h2 id="month-list-title">Monthly Time Tracking</h2>
          </CardTitle>
          {mode === 'admin' && (
            <Badge variant="muted">
              <EyeIcon aria-hidden="true" />
              Read-only view
            </Badge>
          )}
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <MonthNav month={month} onChange={onMonthChange} headingLevel="p" />
          {wholeMonthActions && (
            <>
              <Button variant="outline" onClick={() => setBulkOpen(true)}>
                <CalendarPlusIcon aria-hidden="true" />
                Bulk Apply
              </Button>
              <Button variant="outline" onClick={openClear} disabled={clear.isPending}>
                <Trash2Icon aria-hidden="true" />
                Clear Month
              </Button>
            </>
          )}
        </div>
      </CardHeader>
      <CardContent className="px-0 sm:px-6" aria-busy={loading}>
        {!current ? (
          <div className="space-y-2 px-6 sm:px-0">
            <span className="sr-only">Loading the month…</span>
            {[0, 1, 2, 3, 4, 5].map((i) => (
              <Skeleton key={i} className="h-11 w-full" />
            ))}
          </div>
        ) : (
          <>
            {count === 0 && !readOnly && (
              <p className="mx-6 mb-3 rounded-md bg-muted px-3 py-2 text-muted-foreground text-sm sm:mx-0">
                No time entries in {label} yet. Click a day to add one, or use Bulk Apply to fill the month.
              </p>
            )}
            {count === 0 && mode === 'admin' && (
              <p className="mx-6 mb-3 rounded-md bg-muted px-3 py-2 text-muted-foreground text-sm sm:mx-0">
                No time entries in {label}.
              </p>
            )}
            <DayList
              days={days}
              today={current.today}
              label={`Days of ${label}`}
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
            <AlertDialogTitle>Clear All Time Entries</AlertDialogTitle>
            <AlertDialogDescription>
              This deletes all {entriesText(count)} of {label}. This action cannot be undone (the record of
              changes keeps what was deleted).
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel disabled={clear.isPending}>Cancel</AlertDialogCancel>
            <AlertDialogAction
              className="bg-destructive text-destructive-foreground hover:bg-destructive/90"
              disabled={clear.isPending}
              onClick={(e) => {
                e.preventDefault();
                void doClear();
              }}
            >
              {clear.isPending ? 'Deleting...' : 'Delete All Entries'}
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </Card>
  );
}
