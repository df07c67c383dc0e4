import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import { SkeletonRows } from '@/components/query-state';
import { DeferredDialog, usePrefetchWhenIdle } from '@/lib/deferred';
import type { AbsenceDialog as AbsenceDialogNow } from './absence-dialog';
import type { AbsenceRequestForm as AbsenceRequestFormNow } from './absence-request-form';

// The absence request form and the absence dialog load when first shown (web/lib/deferred.tsx): with them come the
// date picker, react-hook-form and zod, which Absences and Team Overview loaded before showing anything.
const loadForm = () => import('./absence-request-form');
const loadDialog = () => import('./absence-dialog');
const LazyForm = lazy(() => loadForm().then((m) => ({ default: m.AbsenceRequestForm })));
const LazyDialog = lazy(() => loadDialog().then((m) => ({ default: m.AbsenceDialog })));

function Loading() {
  const { t } = useLingui();
  return (
    <div aria-busy="true">
      <span className="sr-only">{t({ id: 'absences.form.loading', message: 'Loading the form…' })}</span>
      <SkeletonRows count={4} className="h-10" />
    </div>
  );
}

export function AbsenceRequestForm(props: Parameters<typeof AbsenceRequestFormNow>[0]) {
  return (
    <Suspense fallback={<Loading />}>
      <LazyForm {...props} />
    </Suspense>
  );
}

/** `absenceId` null: closed. Nothing is loaded for a dialog that was never opened. */
export function AbsenceDialog(props: Parameters<typeof AbsenceDialogNow>[0]) {
  return (
    <DeferredDialog open={props.absenceId !== null}>
      <LazyDialog {...props} />
    </DeferredDialog>
  );
}

/** For a page that offers the form or the dialog: their code is fetched once the page is idle. */
export function usePrefetchAbsenceForms() {
  usePrefetchWhenIdle(loadForm, loadDialog);
}
