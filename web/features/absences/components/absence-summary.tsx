import type { Absence } from '@domain/contracts/absences';
import { AbsenceTypeBadge } from '@/components/absence-type';
import { useAbsenceText } from '../hooks/use-absence-text';
import { AbsenceStatusBadge } from './absence-status-badge';

/** An absence as its lists and its dialog show it: type and status, when, half day, days used, reason. */
export function AbsenceSummary({ absence }: { absence: Absence }) {
  const text = useAbsenceText();
  const half = text.halfDay(absence);
  return (
    <>
      <div className="flex flex-wrap items-center gap-2">
        <AbsenceTypeBadge type={absence.absenceType} />
        <AbsenceStatusBadge status={absence.status} />
      </div>
      <p className="font-medium">
        {text.when(absence)}
        <span className="font-normal text-muted-foreground">
          {half ? ` · ${half}` : ''} · {text.days(absence.days)}
        </span>
      </p>
      {absence.reason && <p className="break-words text-muted-foreground text-sm">{absence.reason}</p>}
    </>
  );
}
