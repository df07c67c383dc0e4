// Admins and managers acting for a colleague (issue 17, spec 6): a member's absences (Settings → Team) with
// their details, and recording an absence on someone's behalf (the employee phoned in sick).
import { Trans, useLingui } from '@lingui/react/macro';
import { CalendarPlusIcon, CalendarXIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { AbsenceTypeBadge } from '@/components/absence-type';
import { EmptyState, QueryState, SkeletonRows } from '@/components/query-state';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { useMemberAbsences } from '../api/absences';
import { useAbsenceText } from '../hooks/use-absence-text';
import { AbsenceDialog, AbsenceRequestForm } from './absence-forms-lazy';
import { AbsenceStatusBadge } from './absence-status-badge';

/** Settings → Team: the "Absences" action of a member's row. */
export function MemberAbsencesButton({ userId, name }: { userId: string; name: string }) {
  const { t } = useLingui();
  const text = useAbsenceText();
  const [open, setOpen] = useState(false);
  const [recording, setRecording] = useState(false);
  const [shown, setShown] = useState<string | null>(null);
  const query = useMemberAbsences(userId, open);
  return (
    <>
      <Dialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) setRecording(false);
        }}
      >
        <DialogTrigger asChild>
          <Button variant="outline" size="sm">
            <CalendarXIcon aria-hidden="true" />
            <Trans id="absences.member.button">
              Absences<span className="sr-only"> of {name}</span>
            </Trans>
          </Button>
        </DialogTrigger>
        <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-xl">
          <DialogHeader>
            <DialogTitle>
              <Trans id="absences.member.title">Absences of {name}</Trans>
            </DialogTitle>
            <DialogDescription>
              <Trans id="absences.member.description">
                Newest first. Open one to see its history, edit or cancel it.
              </Trans>
            </DialogDescription>
          </DialogHeader>
          {recording ? (
            <AbsenceRequestForm
              editing={null}
              approvedOnSubmission={false}
              forUser={{ id: userId, name }}
              onDone={() => setRecording(false)}
            />
          ) : (
            <Button className="w-fit" onClick={() => setRecording(true)}>
              <CalendarPlusIcon aria-hidden="true" />
              <Trans id="absences.record.button">Record Absence</Trans>
            </Button>
          )}
          <QueryState
            query={query}
            loading={t({ id: 'absences.member.loading', message: 'Loading the absences…' })}
            skeleton={<SkeletonRows count={3} className="h-12" />}
            error={t({ id: 'absences.member.loadFailed', message: 'The absences could not be loaded.' })}
            isEmpty={(d) => d.absences.length === 0}
            empty={
              <EmptyState
                icon={CalendarXIcon}
                title={t({ id: 'absences.member.empty', message: 'No absences yet.' })}
              />
            }
          >
            {(data) => (
              <ul
                className="divide-y"
                aria-label={t({ id: 'absences.member.title', message: `Absences of ${name}` })}
              >
                {data.absences.map((absence) => {
                  const when = text.when(absence);
                  return (
                    <li key={absence.id} className="flex items-center justify-between gap-3 py-3">
                      <div className="min-w-0 space-y-1">
                        <div className="flex flex-wrap items-center gap-2">
                          <AbsenceTypeBadge type={absence.absenceType} />
                          <AbsenceStatusBadge status={absence.status} />
                        </div>
                        <p className="font-medium text-sm">{when}</p>
                      </div>
                      <Button variant="outline" size="sm" onClick={() => setShown(absence.id)}>
                        <Trans id="absences.member.details">
                          Details<span className="sr-only"> of the absence {when}</span>
                        </Trans>
                      </Button>
                    </li>
                  );
                })}
              </ul>
            )}
          </QueryState>
        </DialogContent>
      </Dialog>
      <AbsenceDialog absenceId={shown} onClose={() => setShown(null)} />
    </>
  );
}

/** Absences page, admins and managers: record an absence for a member of the company. */
export function RecordAbsenceButton({
  people,
  currentUserId,
}: {
  people: { id: string; name: string }[];
  currentUserId: string;
}) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const [personId, setPersonId] = useState('');
  const id = useId();
  const others = people.filter((p) => p.id !== currentUserId);
  const person = others.find((p) => p.id === personId);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) setPersonId('');
      }}
    >
      <DialogTrigger asChild>
        <Button variant="outline">
          <CalendarPlusIcon aria-hidden="true" />
          <Trans id="absences.record.button">Record Absence</Trans>
        </Button>
      </DialogTrigger>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>
            <Trans id="absences.record.button">Record Absence</Trans>
          </DialogTitle>
          <DialogDescription>
            <Trans id="absences.record.description">
              For a colleague who cannot do it themselves (they phoned in sick). They are told by e-mail.
            </Trans>
          </DialogDescription>
        </DialogHeader>
        <div className="grid gap-2">
          <Label htmlFor={id}>
            <Trans id="absences.record.person">Person</Trans>
          </Label>
          <Select value={personId} onValueChange={setPersonId}>
            <SelectTrigger id={id} className="w-full">
              <SelectValue
                placeholder={t({ id: 'absences.record.choosePerson', message: 'Choose a person' })}
              />
            </SelectTrigger>
            <SelectContent>
              {others.map((p) => (
                <SelectItem key={p.id} value={p.id}>
                  {p.name}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        {person && (
          <AbsenceRequestForm
            key={person.id}
            editing={null}
            approvedOnSubmission={false}
            forUser={person}
            onDone={() => setOpen(false)}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
