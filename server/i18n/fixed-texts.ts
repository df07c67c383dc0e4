// The fixed English texts of the rules shared with the client, in the requester's language (issue 15).
//
// The zod contracts of domain/contracts and the rule functions of domain/ (time entries, absences, invitations,
// sample data) return plain English strings: the client's forms show their own translated message per rule, and
// the contracts must stay plain data that both sides import. The server answers them in the requester's language
// through this one table keyed by the English: the error handler looks up a 400's field messages (zod's) and any
// AppError thrown with a plain string here. A text with values (a name, a date) is a descriptor where it is
// written instead (domain/i18n/message.ts). `fixed-texts.test.ts` walks every contract and fails when one of
// its messages is missing here.

import type { Message } from '@domain/i18n/message';
import { WEEKDAY_NAMES } from '@domain/work-schedule';

const FIXED_TEXTS: readonly Message[] = [
  /*i18n*/ { id: 'validation.format.date', message: 'Use the format yyyy-MM-dd' },
  /*i18n*/ { id: 'validation.format.month', message: 'Use the format yyyy-MM' },
  /*i18n*/ { id: 'validation.format.time', message: 'Use the format HH:mm' },
  /*i18n*/ { id: 'validation.format.dateTime', message: 'Use the format yyyy-MM-ddTHH:mm' },
  /*i18n*/ { id: 'validation.date.invalid', message: 'Not a valid date' },
  /*i18n*/ { id: 'validation.year.invalid', message: 'Not a valid year' },
  /*i18n*/ { id: 'validation.year.required', message: 'Choose a year' },
  /*i18n*/ { id: 'validation.month.required', message: 'Choose a month' },
  /*i18n*/ { id: 'validation.date.outOfRange', message: 'Choose a date between 2000 and 2100' },
  /*i18n*/ { id: 'validation.month.outOfRange', message: 'Choose a month between 2000 and 2100' },
  /*i18n*/ { id: 'validation.period.startRequired', message: 'Choose the start date' },
  /*i18n*/ { id: 'validation.period.endRequired', message: 'Choose the end date' },
  /*i18n*/ { id: 'validation.period.startAfterEnd', message: 'The start date cannot be after the end date' },
  /*i18n*/ {
    id: 'validation.period.endBeforeStart',
    message: 'The end date cannot be before the start date',
  },
  /*i18n*/ { id: 'validation.period.tooLong', message: 'Choose a period of at most 3 years' },
  /*i18n*/ { id: 'validation.language', message: 'Choose one of the languages offered' },
  /*i18n*/ { id: 'validation.csvStyle', message: 'Choose the CSV separator: comma or semicolon' },
  /*i18n*/ { id: 'validation.sitePath', message: 'A path on this site' },
  /*i18n*/ { id: 'errors.notFound', message: 'Not found' },
  /*i18n*/ { id: 'errors.absences.notFound', message: 'Absence not found' },
  /*i18n*/ { id: 'errors.timeEntries.correctionNotFound', message: 'Correction not found' },
  /*i18n*/ { id: 'errors.employeeNotFound', message: 'Employee not found' },
  /*i18n*/ { id: 'errors.exports.notFound', message: 'Export not found' },
  /*i18n*/ { id: 'errors.holidays.notFound', message: 'Holiday not found' },
  /*i18n*/ { id: 'errors.profile.sessionNotFound', message: 'Session not found' },
  /*i18n*/ { id: 'errors.teamMemberNotFound', message: 'Team member not found' },
  /*i18n*/ { id: 'errors.timeEntries.notFound', message: 'Time entry not found' },
  /*i18n*/ {
    id: 'errors.notifications.invalidUnsubscribeLink',
    message: 'This unsubscribe link is not valid.',
  },
  /*i18n*/ { id: 'validation.person', message: 'Choose a person' },
  /*i18n*/ { id: 'validation.exportKind', message: 'Choose a personal or a company export' },
  /*i18n*/ { id: 'validation.holidayRegion', message: 'Choose a region of the selected country' },
  /*i18n*/ { id: 'validation.holidayCountry', message: 'Choose a supported country' },
  /*i18n*/ { id: 'validation.consents.required', message: 'Choose at least one consent' },
  /*i18n*/ { id: 'validation.consents.duplicate', message: 'Each consent type may appear once' },
  /*i18n*/ { id: 'validation.consents.unknownType', message: 'Unknown consent type' },
  /*i18n*/ { id: 'validation.emailPreferences.required', message: 'Choose at least one preference' },
  /*i18n*/ { id: 'validation.role', message: 'Choose employee, manager or admin' },
  /*i18n*/ { id: 'validation.allowanceRounding', message: 'Choose up or nearest' },
  /*i18n*/ { id: 'validation.proRate', message: 'Choose whether to pro-rate' },
  /*i18n*/ { id: 'validation.carryOverExpiry', message: 'Choose a day that exists every year' },
  /*i18n*/ { id: 'validation.nothingToChange', message: 'Nothing to change' },
  /*i18n*/ { id: 'validation.fillInAllFields', message: 'Please fill in all fields' },
  /*i18n*/ { id: 'validation.absences.missingInformation', message: 'Please fill in all required fields' },
  /*i18n*/ { id: 'validation.absences.bothDatesRequired', message: 'Please select both start and end dates' },
  /*i18n*/ { id: 'validation.absences.invalidDates', message: 'Start date cannot be after end date' },
  /*i18n*/ { id: 'validation.absences.hoursNumber', message: 'Enter the hours as a number' },
  /*i18n*/ { id: 'validation.reason.tooLong', message: 'Reason must be at most 1000 characters' },
  /*i18n*/ { id: 'validation.rejectionReason.required', message: 'Please provide a reason for rejection' },
  /*i18n*/ {
    id: 'validation.company.deleteConfirmation',
    message: "Please type 'DELETE COMPANY' to confirm",
  },
  /*i18n*/ { id: 'validation.name.required', message: 'Name is required' },
  /*i18n*/ { id: 'validation.name.singleLine', message: 'Name must be a single line of text' },
  /*i18n*/ { id: 'validation.name.tooLong', message: 'Name must be at most 100 characters' },
  /*i18n*/ { id: 'validation.firstName.required', message: 'First name is required' },
  /*i18n*/ { id: 'validation.firstName.singleLine', message: 'First name must be a single line of text' },
  /*i18n*/ { id: 'validation.firstName.tooLong', message: 'First name must be at most 100 characters' },
  /*i18n*/ { id: 'validation.lastName.required', message: 'Last name is required' },
  /*i18n*/ { id: 'validation.lastName.singleLine', message: 'Last name must be a single line of text' },
  /*i18n*/ { id: 'validation.lastName.tooLong', message: 'Last name must be at most 100 characters' },
  /*i18n*/ { id: 'validation.companyName.required', message: 'Company name is required' },
  /*i18n*/ { id: 'validation.companyName.singleLine', message: 'Company name must be a single line of text' },
  /*i18n*/ { id: 'validation.companyName.tooLong', message: 'Company name must be at most 100 characters' },
  /*i18n*/ { id: 'validation.position.required', message: 'Position is required' },
  /*i18n*/ { id: 'validation.position.singleLine', message: 'Position must be a single line of text' },
  /*i18n*/ { id: 'validation.position.tooLong', message: 'Position must be at most 100 characters' },
  /*i18n*/ { id: 'validation.holidayName.required', message: 'Holiday name cannot be empty' },
  /*i18n*/ { id: 'validation.holidayName.singleLine', message: 'Holiday name must be a single line of text' },
  /*i18n*/ { id: 'validation.holidayName.tooLong', message: 'Holiday name must be at most 100 characters' },
  /*i18n*/ { id: 'validation.notes.tooLong', message: 'Notes must be at most 500 characters' },
  /*i18n*/ {
    id: 'validation.signUp.companyOrInvitation',
    message: 'Use either a company name or an invitation code',
  },
  /*i18n*/ { id: 'validation.email.required', message: 'Email is required' },
  /*i18n*/ { id: 'validation.email.tooLong', message: 'Email must be at most 254 characters' },
  /*i18n*/ { id: 'validation.email.invalid', message: 'Please enter a valid email address' },
  /*i18n*/ { id: 'validation.password.required', message: 'Password is required' },
  /*i18n*/ { id: 'validation.password.tooShort', message: 'Password must be at least 6 characters long' },
  /*i18n*/ { id: 'validation.password.tooLong', message: 'Password must be at most 128 characters' },
  /*i18n*/ { id: 'validation.password.mismatch', message: 'Passwords do not match' },
  /*i18n*/ { id: 'validation.password.confirmRequired', message: 'Please confirm your password' },
  /*i18n*/ { id: 'validation.password.currentRequired', message: 'Current password is required' },
  /*i18n*/ { id: 'validation.password.newRequired', message: 'New password is required' },
  /*i18n*/ { id: 'validation.invitationCode.required', message: 'Invitation code is required' },
  /*i18n*/ { id: 'validation.invitationCode.invalid', message: 'Invalid invitation code' },
  /*i18n*/ { id: 'validation.twoFactorCode', message: 'Enter the code' },
  /*i18n*/ {
    id: 'validation.annualAllowance.number',
    message: 'Annual allowance must be a number between 0 and 365',
  },
  /*i18n*/ { id: 'validation.annualAllowance.whole', message: 'Annual allowance must be a whole number' },
  /*i18n*/ { id: 'validation.annualAllowance.range', message: 'Annual allowance must be between 0 and 365' },
  /*i18n*/ {
    id: 'validation.defaultAllowance.number',
    message: 'Default holiday allowance must be a number between 0 and 365',
  },
  /*i18n*/ {
    id: 'validation.defaultAllowance.whole',
    message: 'Default holiday allowance must be a whole number',
  },
  /*i18n*/ {
    id: 'validation.defaultAllowance.range',
    message: 'Default holiday allowance must be between 0 and 365',
  },
  /*i18n*/ {
    id: 'validation.manualAdjustment.number',
    message: 'Manual adjustment must be a number between 0 and 365',
  },
  /*i18n*/ { id: 'validation.manualAdjustment.whole', message: 'Manual adjustment must be a whole number' },
  /*i18n*/ {
    id: 'validation.manualAdjustment.range',
    message: 'Manual adjustment must be between 0 and 365',
  },
  /*i18n*/ { id: 'validation.carryOver.range', message: 'Days carried over must be between 0 and 365' },
  /*i18n*/ { id: 'validation.days.number', message: 'Enter a number of days' },
  /*i18n*/ { id: 'validation.days.whole', message: 'Enter a whole number of days' },
  /*i18n*/ { id: 'validation.teamSize.number', message: 'Team size must be a number' },
  /*i18n*/ { id: 'validation.teamSize.whole', message: 'Team size must be a whole number' },
  /*i18n*/ { id: 'validation.teamSize.min', message: 'Team size must be at least 1' },
  /*i18n*/ { id: 'validation.teamSize.max', message: 'Team size cannot be more than 1000 members.' },
  /*i18n*/ { id: 'validation.week.required', message: 'Enter the hours of each day' },
  /*i18n*/ { id: 'validation.week.number', message: 'Enter the hours of each day as a number' },
  /*i18n*/ { id: 'validation.week.sevenDays', message: 'A week has seven days' },
  /*i18n*/ { id: 'validation.week.noWorkingDay', message: 'At least one day needs working hours' },
  /*i18n*/ { id: 'validation.timeEntries.occurrenceField', message: 'Not a time field of the entry' },
  /*i18n*/ { id: 'validation.timeEntries.clockInRequired', message: 'Clock in time is required' },
  /*i18n*/ {
    id: 'validation.timeEntries.clockTimesRequired',
    message: 'Clock in and clock out times are required',
  },
  /*i18n*/ { id: 'validation.timeEntries.clockOutAfterIn', message: 'Clock out must be after clock in' },
  /*i18n*/ {
    id: 'validation.timeEntries.clockOutWithin24h',
    message: 'Clock out must be within 24 hours of clock in',
  },
  /*i18n*/ {
    id: 'validation.timeEntries.breakEndAfterStart',
    message: 'Break end must be after break start',
  },
  /*i18n*/ {
    id: 'validation.timeEntries.breakBothTimes',
    message: 'Enter both the break start and the break end',
  },
  /*i18n*/ {
    id: 'validation.timeEntries.breakInsideDay',
    message: 'The break must be within the worked time',
  },
  /*i18n*/ { id: 'validation.timeEntries.breaksOverlap', message: 'Breaks must not overlap' },
  /*i18n*/ { id: 'validation.timeEntries.tooManyBreaks', message: 'A work period has at most 10 breaks' },
  /*i18n*/ {
    id: 'validation.absences.halfDaySingleDay',
    message: 'Half-day options apply only to single-day requests',
  },
  /*i18n*/ {
    id: 'validation.absences.halfDayOneSide',
    message: 'Choose either the morning or the afternoon off',
  },
  /*i18n*/ { id: 'validation.absences.hoursRequired', message: 'Enter the hours, more than 0' },
  /*i18n*/ { id: 'validation.absences.hoursMax', message: 'A day has at most 24 hours' },
  /*i18n*/ { id: 'validation.absences.quarterHours', message: 'Use quarter hours (for example 1.5 or 2.25)' },
  /*i18n*/ {
    id: 'validation.absences.hourlySingleDay',
    message: 'Hourly leave is for a single day: choose the same start and end date',
  },
  /*i18n*/ {
    id: 'validation.absences.hoursOrHalfDay',
    message: 'Choose either hours or a half day, not both',
  },
  /*i18n*/ {
    id: 'validation.absences.noWorkingDays',
    message: 'This request uses no working days: the dates fall on weekends, bank holidays or days off',
  },
  /*i18n*/ {
    id: 'errors.invitations.codeNotFound',
    message: 'This invitation code does not exist. Check the link or ask your company admin for a new one.',
  },
  /*i18n*/ {
    id: 'errors.invitations.expired',
    message: 'This invitation has expired. Ask your company admin for a new one.',
  },
  /*i18n*/ { id: 'errors.invitations.used', message: 'This invitation has already been used.' },
  /*i18n*/ {
    id: 'errors.seats.teamSizeLimit',
    message:
      'This company has reached their team size limit. Please contact the company admin to upgrade their subscription.',
  },
  /*i18n*/ {
    id: 'errors.seats.paymentFailed',
    message:
      "This company's subscription plan has an unpaid renewal, so no one can be added until it is paid. Please contact the company admin to update the payment method.",
  },
  /*i18n*/ {
    id: 'errors.sampleData.alreadyLoaded',
    message: 'This company already has sample data. Remove it before loading it again.',
  },
  /*i18n*/ {
    id: 'errors.sampleData.notEmpty',
    message:
      'Sample data can only be added to a company with no other members, time entries or absences yet.',
  },
  /*i18n*/ {
    id: 'errors.sampleData.personNotAdmin',
    message: 'A sample person cannot be an admin. Invite a real person to share the administration.',
  },
  /*i18n*/ { id: 'errors.sampleData.none', message: 'This company has no sample data to remove.' },
  /*i18n*/ { id: 'sampleData.loaded', message: 'Sample data loaded' },
  /*i18n*/ { id: 'sampleData.removed', message: 'Sample data removed' },
];

/** The weekdays of the work-schedule rules ("Monday: enter 0 to 24 hours"). */
const WEEKDAYS: Record<string, Message> = {
  Monday: /*i18n*/ { id: 'common.weekday.monday', message: 'Monday' },
  Tuesday: /*i18n*/ { id: 'common.weekday.tuesday', message: 'Tuesday' },
  Wednesday: /*i18n*/ { id: 'common.weekday.wednesday', message: 'Wednesday' },
  Thursday: /*i18n*/ { id: 'common.weekday.thursday', message: 'Thursday' },
  Friday: /*i18n*/ { id: 'common.weekday.friday', message: 'Friday' },
  Saturday: /*i18n*/ { id: 'common.weekday.saturday', message: 'Saturday' },
  Sunday: /*i18n*/ { id: 'common.weekday.sunday', message: 'Sunday' },
};

const BY_ENGLISH = new Map(FIXED_TEXTS.map((text) => [text.message, text]));

/** weekProblem's texts, which name a day. */
function weekdayText(english: string): Message | undefined {
  const match = /^(\w+): (.*)$/.exec(english);
  const day = match && WEEKDAYS[match[1]!];
  if (!day || !WEEKDAY_NAMES.includes(match[1] as (typeof WEEKDAY_NAMES)[number])) return undefined;
  if (match[2] === 'enter 0 to 24 hours')
    return /*i18n*/ {
      id: 'validation.week.dayHours',
      message: '{day}: enter 0 to 24 hours',
      values: { day },
    };
  if (match[2] === 'use quarter hours (for example 7.5 or 7.25)')
    return /*i18n*/ {
      id: 'validation.week.dayQuarterHours',
      message: '{day}: use quarter hours (for example 7.5 or 7.25)',
      values: { day },
    };
  return undefined;
}

/** The descriptor of one of the shared rules' fixed English texts, or undefined for any other text. */
export const fixedText = (english: string): Message | undefined =>
  BY_ENGLISH.get(english) ?? weekdayText(english);

/** Every text of the table (for its test). */
export const FIXED_ENGLISH: ReadonlySet<string> = new Set(BY_ENGLISH.keys());
