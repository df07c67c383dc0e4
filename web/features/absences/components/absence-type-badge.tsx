import type { ShownAbsenceType } from '@domain/absence-privacy';
import { absenceTypeClasses } from '@/components/absence-type';
import { cn } from '@/lib/cn';
import { useAbsenceText } from '../hooks/use-absence-text';

/**
 * The shared AbsenceTypeBadge (web/components/absence-type.tsx) with the type's name in the reader's language:
 * the same colours and shape.
 */
export function AbsenceTypeBadge({ type, className }: { type: ShownAbsenceType; className?: string }) {
  const text = useAbsenceText();
  return (
    <span
      data-absence-type={type}
      className={cn(
        'inline-flex w-fit items-center rounded-md border px-2 py-0.5 font-medium text-xs',
        absenceTypeClasses(type),
        className,
      )}
    >
      {text.type(type)}
    </span>
  );
}
