import type { ShownAbsenceType } from '@domain/absence-privacy';
import { ABSENCE_COLOR } from '@domain/schedule';
import { cn } from '@/lib/cn';
import { useAbsenceWords } from './absence-words';

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
  const words = useAbsenceWords();
  return (
    <span
      data-absence-type={type}
      className={cn(
        'inline-flex w-fit items-center rounded-md border px-2 py-0.5 font-medium text-xs',
        absenceTypeClasses(type),
        className,
      )}
    >
      {words.type(type)}
      {suffix ? ` ${suffix}` : ''}
    </span>
  );
}
