import type { ShownAbsenceType } from '@domain/absence-privacy';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { absenceTypeClasses, HOLIDAY_CLASSES, WEEKEND_CLASSES } from '@/components/absence-type';
import { cn } from '@/lib/cn';
import { useScheduleText } from '../hooks/use-schedule-text';
import { PENDING_CLASSES } from './pending';

// Spec legend: Working, Weekend, Holiday, Vacation (blue), Sick Leave (red), Personal Day (yellow),
// Maternity/Paternity (purple); unpaid leave (gray) is added so every cell colour is explained, Away: what
// an employee sees of a colleague's sick, maternity/paternity or unpaid leave (domain/absence-privacy.ts), and
// the hatching of a request not decided yet.
const ABSENCES: [ShownAbsenceType, MessageDescriptor | null][] = [
  ['vacation', null],
  ['sick_leave', null],
  ['personal_day', null],
  ['maternity_leave', msg({ id: 'schedule.legend.maternityPaternity', message: 'Maternity/Paternity' })],
  ['unpaid_leave', null],
  ['away', null],
];

function Swatch({ className, children }: { className: string; children?: React.ReactNode }) {
  return (
    <span
      aria-hidden="true"
      className={cn('inline-flex size-5 items-center justify-center rounded border text-xs', className)}
    >
      {children}
    </span>
  );
}

export function ScheduleLegend() {
  const { t, i18n } = useLingui();
  const text = useScheduleText();
  return (
    <ul
      className="flex flex-wrap gap-x-4 gap-y-2 text-sm"
      aria-label={t({ id: 'schedule.legend.label', message: 'Legend' })}
    >
      <li className="flex items-center gap-1.5">
        <Swatch className="border-border text-green-700">✓</Swatch>
        {text.working}
      </li>
      <li className="flex items-center gap-1.5">
        <Swatch className={cn('border-border', WEEKEND_CLASSES)}>–</Swatch>
        {text.weekend}
      </li>
      <li className="flex items-center gap-1.5">
        <Swatch className={cn('border-border', WEEKEND_CLASSES)} />
        {text.notWorking}
      </li>
      <li className="flex items-center gap-1.5">
        <Swatch className={HOLIDAY_CLASSES} />
        {text.holiday}
      </li>
      {ABSENCES.map(([type, label]) => (
        <li key={type} className="flex items-center gap-1.5">
          <Swatch className={absenceTypeClasses(type)} />
          {label ? i18n._(label) : text.type(type)}
        </li>
      ))}
      <li className="flex items-center gap-1.5">
        <Swatch className={cn('border-border', PENDING_CLASSES)} />
        <Trans id="schedule.legend.pending">Pending request</Trans>
      </li>
    </ul>
  );
}
