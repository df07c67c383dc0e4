import { type AbsenceStatus, STATUS_LABELS } from '@domain/absences';
import { Badge } from '@/components/ui/badge';

// Spec: pending yellow, approved green, rejected red.
const VARIANT = { pending: 'warning', approved: 'success', rejected: 'destructive' } as const;

export function AbsenceStatusBadge({ status }: { status: AbsenceStatus }) {
  return (
    <Badge variant={VARIANT[status]} data-status={status}>
      {STATUS_LABELS[status]}
    </Badge>
  );
}
