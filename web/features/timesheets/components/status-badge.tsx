import { type TimesheetStatus, timesheetBadge } from '@domain/timesheets';
import { Badge } from '@/components/ui/badge';

/** The month's status badge (spec 4.2): Ready for Submission, Draft (N% complete), Pending Review … */
export function TimesheetStatusBadge({
  status,
  completion,
}: {
  status: TimesheetStatus | null;
  completion: number;
}) {
  const badge = timesheetBadge(status, completion);
  return (
    <Badge variant={badge.tone} data-testid="timesheet-status">
      {badge.label}
    </Badge>
  );
}

/** Marks someone who left the company: their months are kept, read-only, for the legal period. */
export function FormerMemberBadge() {
  return (
    <Badge variant="muted" title="Left the company: this timesheet is kept read-only">
      Former member
    </Badge>
  );
}
