import type { ShownAbsenceType } from '@domain/absence-privacy';
import { ABSENCE_COLOR } from '@domain/schedule';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { cn } from '@/lib/cn';

// The spec's absence colours (vacation blue, sick leave red, personal day yellow, maternity and
// paternity purple, unpaid gray) as soft backgrounds with dark text, and Away (a type the viewer may not see)
// in a paler neutral with a dashed border; every pair is at least 4.5:1.
const COLOR_CLASSES = {
  blue: 'bg-blue-100 text-blue-900 border-blue-200',
  red: 'bg-red-100 text-red-900 border-red-200',
  yellow: 'bg-yellow-100 text-yellow-900 border-yellow-300',
  purple: 'bg-purple-100 text-purple-900 border-purple-200',
  gray: 'bg-gray-100 text-gray-900 border-gray-300',
  neutral: 'bg-zinc-50 text-zinc-700 border-zinc-300 border-dashed',
} as const;

/**
 * Each absence type's name (the spec's: "shown with underscores turned into spaces and capitalised" in English).
 * Shared by every screen that names a type: `const label = useAbsenceTypeLabel(); label('sick_leave')`.
 */
export const ABSENCE_TYPE_NAMES: Record<ShownAbsenceType, MessageDescriptor> = {
  vacation: msg({ id: 'common.absenceType.vacation', message: 'Vacation' }),
  sick_leave: msg({ id: 'common.absenceType.sickLeave', message: 'Sick Leave' }),
  personal_day: msg({ id: 'common.absenceType.personalDay', message: 'Personal Day' }),
  maternity_leave: msg({ id: 'common.absenceType.maternityLeave', message: 'Maternity Leave' }),
  paternity_leave: msg({ id: 'common.absenceType.paternityLeave', message: 'Paternity Leave' }),
  unpaid_leave: msg({ id: 'common.absenceType.unpaidLeave', message: 'Unpaid Leave' }),
  away: msg({ id: 'common.absenceType.away', message: 'Away' }),
};

/** An absence type's name in the reader's language. */
export function useAbsenceTypeLabel(): (type: ShownAbsenceType) => string {
  const { i18n } = useLingui();
  return (type) => i18n._(ABSENCE_TYPE_NAMES[type]);
}

export const absenceTypeClasses = (type: ShownAbsenceType) => COLOR_CLASSES[ABSENCE_COLOR[type]];

/** Holiday cells and chips (the spec gives no colour: teal, distinct from the absence colours). */
export const HOLIDAY_CLASSES = 'bg-teal-100 text-teal-900 border-teal-300';
export const WEEKEND_CLASSES = 'bg-muted text-muted-foreground';

export function AbsenceTypeBadge({
  type,
  suffix,
  className,
}: {
  type: ShownAbsenceType;
  suffix?: string;
  className?: string;
}) {
  const label = useAbsenceTypeLabel();
  return (
    <span
      data-absence-type={type}
      className={cn(
        'inline-flex w-fit items-center rounded-md border px-2 py-0.5 font-medium text-xs',
        absenceTypeClasses(type),
        className,
      )}
    >
      {label(type)}
      {suffix ? ` ${suffix}` : ''}
    </span>
  );
}
