import { type TimesheetStatus, timesheetBadge } from '@domain/timesheets';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge } from '@/components/ui/badge';
import { useTimesheetTexts } from '../texts';

/** The month's status badge (spec 4.2): Ready for Submission, Draft (N% complete), Pending Review … */
export function TimesheetStatusBadge({
  status,
  completion,
}: {
  status: TimesheetStatus | null;
  completion: number;
}) {
  const texts = useTimesheetTexts();
  const badge = timesheetBadge(status, completion);
  return (
    <Badge variant={badge.tone} data-testid="timesheet-status">
      {texts.status(status, completion)}
    </Badge>
  );
}

/** Marks someone who left the company: their months are kept, read-only, for the legal period. */
export function FormerMemberBadge() {
  const { t } = useLingui();
  return (
    <Badge
      variant="muted"
      title={t({
        id: 'timesheets.formerMember.title',
        message: 'Left the company: this timesheet is kept read-only',
      })}
    >
      <Trans id="timesheets.formerMember.badge">Former member</Trans>
    </Badge>
  );
}
