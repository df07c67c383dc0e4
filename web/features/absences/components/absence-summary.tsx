import { absenceWhen } from '@domain/absences';
import type { Absence } from '@domain/contracts/absences';
import { daysText } from '@domain/plural';
import { AbsenceTypeBadge } from '@/components/absence-type';
import { AbsenceStatusBadge } from './absence-status-badge';

/** An absence as its lists and its dialog show it: type and status, when, half day, days used, reason. */
export function AbsenceSummary({ absence }: { absence: Absence }) {
  const half = absence.halfDayStart ? ' · morning off' : absence.halfDayEnd ? ' · afternoon off' : '';
  return (
    <>
      <div className="flex flex-wrap items-center gap-2">
        <AbsenceTypeBadge type={absence.absenceType} />
        <AbsenceStatusBadge status={absence.status} />
      </div>
      <p className="font-medium">
        {absenceWhen(absence)}
        <span className="font-normal text-muted-foreground">
          {half} · {daysText(absence.days)}
        </span>
      </p>
      {absence.reason && <p className="break-words text-muted-foreground text-sm">{absence.reason}</p>}
    </>
  );
}
