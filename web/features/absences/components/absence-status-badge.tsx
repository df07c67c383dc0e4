import type { AbsenceStatus } from '@domain/absences';
import { Badge } from '@/components/ui/badge';
import { useAbsenceText } from '../hooks/use-absence-text';

// Spec: pending yellow, approved green, rejected red.
const VARIANT = { pending: 'warning', approved: 'success', rejected: 'destructive' } as const;

export function AbsenceStatusBadge({ status }: { status: AbsenceStatus }) {
  const text = useAbsenceText();
  return (
    <Badge variant={VARIANT[status]} data-status={status}>
      {text.status(status)}
    </Badge>
  );
}
