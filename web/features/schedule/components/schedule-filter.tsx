import type { ScheduleMember } from '@domain/contracts/schedule';
import { displayName } from '@domain/people';
import type { Role } from '@domain/roles';
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

const ROLE_LABELS: Record<Role | 'all', string> = {
  all: 'All roles',
  admin: 'Admin',
  manager: 'Manager',
  employee: 'Employee',
};

/** Filter the schedule by person (name or e-mail) and by role. */
export function ScheduleFilter({
  value,
  onChange,
}: {
  value: MemberFilter;
  onChange: (value: MemberFilter) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-end gap-3">
      <div className="grid min-w-0 flex-1 gap-1.5 sm:w-56 sm:flex-none">
        <Label htmlFor={`${id}-person`}>Filter by person</Label>
        <Input
          id={`${id}-person`}
          type="search"
          placeholder="Name or e-mail"
          value={value.text}
          onChange={(e) => onChange({ ...value, text: e.target.value })}
        />
      </div>
      <div className="grid w-32 gap-1.5 sm:w-40">
        <Label htmlFor={`${id}-role`}>Role</Label>
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
                {ROLE_LABELS[role]}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
    </div>
  );
}
