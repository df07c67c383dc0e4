// The words of the team schedule and calendar in the reader's language (issue 15): absence types and half days
// (web/components/absence-words.ts), hours, pending requests, roles and weekday names. Computed once per grid and handed to its rows: a month is hundreds of cells.
import type { ShownAbsenceType } from '@domain/absence-privacy';
import { addDays } from '@domain/calendar';
import type { Locale } from '@domain/i18n/locales';
import { weekStartsOn } from '@domain/i18n/locales';
import type { Role } from '@domain/roles';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { useMemo } from 'react';
import { ABSENCE_TYPE_NAMES, HALF_DAY_NAMES } from '@/components/absence-words';
import { useFormat, useLocale } from '@/lib/i18n/locale-provider';

/** Compact cells: the type in one or two letters ("SL" for Sick Leave); the whole name is read and shown on hover. */
const ABSENCE_TYPE_SHORT: Record<ShownAbsenceType, MessageDescriptor> = {
  vacation: msg({ id: 'schedule.short.vacation', message: 'V' }),
  sick_leave: msg({ id: 'schedule.short.sickLeave', message: 'SL' }),
  personal_day: msg({ id: 'schedule.short.personalDay', message: 'PD' }),
  maternity_leave: msg({ id: 'schedule.short.maternityLeave', message: 'ML' }),
  paternity_leave: msg({ id: 'schedule.short.paternityLeave', message: 'PL' }),
  unpaid_leave: msg({ id: 'schedule.short.unpaidLeave', message: 'UL' }),
  away: msg({ id: 'schedule.short.away', message: 'A' }),
};

/** The role badge of a row, as the spec writes it (lower case). */
const ROLE_LABELS: Record<Role, MessageDescriptor> = {
  admin: msg({ id: 'schedule.role.admin', message: 'admin' }),
  manager: msg({ id: 'schedule.role.manager', message: 'manager' }),
  employee: msg({ id: 'schedule.role.employee', message: 'employee' }),
};

const PENDING = msg({ id: 'schedule.pendingApproval', message: 'pending approval' });
const NOT_WORKING = msg({ id: 'schedule.notWorkingDay', message: 'Not a working day' });
const WORKING = msg({ id: 'schedule.working', message: 'Working' });
const WEEKEND = msg({ id: 'schedule.weekend', message: 'Weekend' });
const WEEKEND_LOWER = msg({ id: 'schedule.calendar.weekend', message: 'weekend' });
const HOLIDAY = msg({ id: 'schedule.holiday', message: 'Holiday' });
const HOLIDAY_SHORT = msg({ id: 'schedule.grid.holidayShort', message: 'H' });

/** A Monday (2024-01-01), from which the seven weekday names are read. */
const A_MONDAY = '2024-01-01';

/** The first day of the calendar's week in this language, and its seven days' short names in order. */
export function weekOf(locale: Locale, weekday: (isoDate: string) => string) {
  const first = weekStartsOn(locale); // 0 = Sunday … 6 = Saturday
  const offset = (first + 6) % 7; // days after Monday
  return {
    first,
    names: Array.from({ length: 7 }, (_, i) => weekday(addDays(A_MONDAY, offset + i))),
  };
}

export type ScheduleText = ReturnType<typeof useScheduleText>;

export function useScheduleText() {
  // `_` changes whenever the language or its catalog does: the texts are made again then only.
  const { _ } = useLingui();
  const format = useFormat();
  const locale = useLocale();
  // biome-ignore lint/correctness/useExhaustiveDependencies: `format` is the language's (`locale`).
  return useMemo(() => {
    /** The short names of Sunday … Saturday (index = domain/calendar weekday()); 2024-01-07 is a Sunday. */
    const weekdays = Array.from({ length: 7 }, (_day, dow) => format.weekday(addDays('2024-01-07', dow)));
    return {
      type: (type: ShownAbsenceType) => _(ABSENCE_TYPE_NAMES[type]),
      short: (type: ShownAbsenceType) => _(ABSENCE_TYPE_SHORT[type]),
      role: (role: Role) => _(ROLE_LABELS[role]),
      /** "(AM)" / "(PM)" of a half day (domain/absences.ts halfDaySuffix), '' otherwise. */
      half: (suffix: '' | '(AM)' | '(PM)') =>
        suffix === '(AM)' ? _(HALF_DAY_NAMES.am) : suffix === '(PM)' ? _(HALF_DAY_NAMES.pm) : '',
      /** Hourly leave's hours: "2 h". */
      hours: (hours: number) => format.hours(hours),
      pending: _(PENDING),
      notWorking: _(NOT_WORKING),
      holiday: _(HOLIDAY),
      working: _(WORKING),
      weekend: _(WEEKEND),
      /** After a day's number in the calendar: "(weekend)". */
      weekendLower: _(WEEKEND_LOWER),
      /** A holiday in a compact cell or day header. */
      holidayShort: _(HOLIDAY_SHORT),
      weekday: (dow: number) => weekdays[dow]!,
      week: weekOf(locale, format.weekday),
    };
  }, [_, locale]);
}
