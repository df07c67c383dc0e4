import type { ScheduleMember } from '@domain/contracts/schedule';
import { displayName } from '@domain/people';
import type { Role } from '@domain/roles';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';

export interface MemberFilter {
  /** Part of a name or e-mail; accents and case do not matter. */
  text: string;
  role: Role | 'all';
}

export const NO_FILTER: MemberFilter = { text: '', role: 'all' };

const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

export function filterMembers<M extends ScheduleMember>(members: readonly M[], filter: MemberFilter): M[] {
  const text = fold(filter.text.trim());
  return members.filter(
    (m) =>
      (filter.role === 'all' || m.role === filter.role) &&
      (!text || fold(`${displayName(m)} ${m.email}`).includes(text)),
  );
}

const ROLE_LABELS: Record<Role | 'all', MessageDescriptor> = {
  all: msg({ id: 'schedule.filter.allRoles', message: 'All roles' }),
  admin: msg({ id: 'schedule.filter.admin', message: 'Admin' }),
  manager: msg({ id: 'schedule.filter.manager', message: 'Manager' }),
  employee: msg({ id: 'schedule.filter.employee', message: 'Employee' }),
};

/** Filter the schedule by person (name or e-mail) and by role. */
export function ScheduleFilter({
  value,
  onChange,
}: {
  value: MemberFilter;
  onChange: (value: MemberFilter) => void;
}) {
  const { t, i18n } = useLingui();
  const id = useId();
  return (
    <div className="flex items-end gap-3">
      <div className="grid min-w-0 flex-1 gap-1.5 sm:w-56 sm:flex-none">
        <Label htmlFor={`${id}-person`}>
          <Trans id="schedule.filter.person">Filter by person</Trans>
        </Label>
        <Input
          id={`${id}-person`}
          type="search"
          placeholder={t({ id: 'schedule.filter.personPlaceholder', message: 'Name or e-mail' })}
          value={value.text}
          onChange={(e) => onChange({ ...value, text: e.target.value })}
        />
      </div>
      <div className="grid w-32 gap-1.5 sm:w-40">
        <Label htmlFor={`${id}-role`}>
          <Trans id="schedule.filter.role">Role</Trans>
        </Label>
        <Select
          value={value.role}
          onValueChange={(role) => onChange({ ...value, role: role as MemberFilter['role'] })}
        >
          <SelectTrigger id={`${id}-role`} className="w-full">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {(['all', 'admin', 'manager', 'employee'] as const).map((role) => (
              <SelectItem key={role} value={role}>
                {i18n._(ROLE_LABELS[role])}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
    </div>
  );
}
