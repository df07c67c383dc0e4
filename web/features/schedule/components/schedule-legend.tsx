import type { ShownAbsenceType } from '@domain/absence-privacy';
import { absenceTypeClasses, HOLIDAY_CLASSES, WEEKEND_CLASSES } from '@/components/absence-type';
import { cn } from '@/lib/cn';
import { PENDING_CLASSES } from './pending';

// Spec legend: Working, Weekend, Holiday, Vacation (blue), Sick Leave (red), Personal Day (yellow),
// Maternity/Paternity (purple); unpaid leave (gray) is added so every cell colour is explained, Away: what
// an employee sees of a colleague's sick, maternity/paternity or unpaid leave (domain/absence-privacy.ts), and
// the hatching of a request not decided yet.
const ABSENCES: [string, ShownAbsenceType][] = [
  ['Vacation', 'vacation'],
  ['Sick Leave', 'sick_leave'],
  ['Personal Day', 'personal_day'],
  ['Maternity/Paternity', 'maternity_leave'],
  ['Unpaid Leave', 'unpaid_leave'],
  ['Away', 'away'],
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
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-2 text-sm" aria-label="Legend">
      <li className="flex items-center gap-1.5">
        <Swatch className="border-border text-green-700">✓</Swatch>
        Working
      </li>
      <li className="flex items-center gap-1.5">
        <Swatch className={cn('border-border', WEEKEND_CLASSES)}>–</Swatch>
        Weekend
      </li>
      <li className="flex items-center gap-1.5">
        <Swatch className={cn('border-border', WEEKEND_CLASSES)} />
        Not a working day
      </li>
      <li className="flex items-center gap-1.5">
        <Swatch className={HOLIDAY_CLASSES} />
        Holiday
      </li>
      {ABSENCES.map(([label, type]) => (
        <li key={label} className="flex items-center gap-1.5">
          <Swatch className={absenceTypeClasses(type)} />
          {label}
        </li>
      ))}
      <li className="flex items-center gap-1.5">
        <Swatch className={cn('border-border', PENDING_CLASSES)} />
        Pending request
      </li>
    </ul>
  );
}
