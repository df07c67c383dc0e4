import type { Absence, AllowanceSummary } from '@domain/contracts/absences';
import type { Me } from '@domain/contracts/accounts';
import type { CompanySettings } from '@domain/contracts/company';
import type { Invitation } from '@domain/contracts/invitations';
import type { ManagedMember } from '@domain/contracts/team';
import type { MonthView } from '@domain/contracts/time-entries';
import type { Role } from '@domain/roles';

// Answers of the API for component tests, whole and valid by their contracts; each test overrides what it
// is about. Ids are fixed so a test can name them.

export const IDS = {
  user: '00000000-0000-4000-8000-000000000001',
  company: '00000000-0000-4000-8000-0000000000c1',
  absence: '00000000-0000-4000-8000-0000000000a1',
  invitation: '00000000-0000-4000-8000-0000000000b1',
  member: '00000000-0000-4000-8000-000000000002',
} as const;

/** The signed-in person (`getMe`): Ana García, of Acme, with `role`. */
export function me(role: Role = 'employee', overrides: Partial<Me> = {}): Me {
  return {
    user: { id: IDS.user, email: 'ana@acme.test', twoFactorEnabled: false },
    profile: {
      id: IDS.user,
      firstName: 'Ana',
      lastName: 'García',
      email: 'ana@acme.test',
      avatarUrl: null,
      role,
      companyId: IDS.company,
      language: null,
    },
    company: { id: IDS.company, name: 'Acme', logoUrl: null, language: 'en' },
    ...overrides,
  };
}

export function absence(overrides: Partial<Absence> = {}): Absence {
  return {
    id: IDS.absence,
    userId: IDS.user,
    absenceType: 'vacation',
    startDate: '2026-07-06',
    endDate: '2026-07-10',
    reason: null,
    status: 'pending',
    halfDayStart: false,
    halfDayEnd: false,
    hours: null,
    approvedBy: null,
    approvedAt: null,
    rejectionReason: null,
    firstApprovedBy: null,
    firstApprovedAt: null,
    autoApproved: false,
    createdAt: '2026-06-01T09:00:00.000Z',
    days: 5,
    canEdit: true,
    canCancel: true,
    ...overrides,
  };
}

/** An empty month of Ana's timesheet (Europe/Madrid), nothing submitted. */
export function monthView(overrides: Partial<MonthView> = {}): MonthView {
  return {
    month: '2026-03',
    today: '2026-03-20',
    timeZone: 'Europe/Madrid',
    schedule: { company: [], member: [] },
    person: { id: IDS.user, firstName: 'Ana', lastName: 'García', email: 'ana@acme.test', role: 'employee' },
    holidays: [],
    absences: [],
    entries: [],
    approval: null,
    corrections: [],
    readOnly: false,
    former: false,
    canDecide: false,
    ...overrides,
  };
}

export function managedMember(overrides: Partial<ManagedMember> = {}): ManagedMember {
  return {
    id: IDS.member,
    firstName: 'Bruno',
    lastName: 'Costa',
    email: 'bruno@acme.test',
    avatarUrl: null,
    role: 'employee',
    workWeek: [8, 8, 8, 8, 8, 0, 0],
    weeklyHours: 40,
    holidayAllowance: 25,
    manualHolidayAdjustment: 0,
    entitledHolidayDays: 25,
    carriedOverHolidayDays: 0,
    usedHolidayDays: 5,
    remainingHolidayDays: 20,
    ...overrides,
  };
}

export function companySettings(overrides: Partial<CompanySettings> = {}): CompanySettings {
  return {
    id: IDS.company,
    name: 'Acme',
    logoUrl: null,
    defaultHolidayAllowance: 25,
    defaultHolidayAllowanceYear: 2026,
    language: 'en',
    memberCount: 3,
    dataProtectionEmail: 'privacy@acme.test',
    ...overrides,
  };
}

export function invitation(overrides: Partial<Invitation> = {}): Invitation {
  return {
    id: IDS.invitation,
    code: 'AbCdEfGhIjKlMnOpQrStUv',
    status: 'active',
    inviteeName: 'Carla Ruiz',
    inviteeEmail: 'carla@acme.test',
    inviteePosition: 'Sales Assistant',
    createdAt: '2026-06-01T09:00:00.000Z',
    expiresAt: '2026-06-08T09:00:00.000Z',
    usedAt: null,
    ...overrides,
  };
}

/** A holiday balance (GET /api/absences/allowance, and a member's in Settings → Team): 25 a year, 5 used. */
export function allowanceSummary(overrides: Partial<AllowanceSummary> = {}): AllowanceSummary {
  return {
    year: 2026,
    totalAllowance: 25,
    annualAllowance: 25,
    proRata: null,
    adjustment: 0,
    carriedOver: 0,
    carriedOverExpiresOn: null,
    carriedOverExpired: 0,
    usedDays: 5,
    pendingDays: 0,
    remainingDays: 20,
    availableDays: 20,
    countingMode: 'working_days',
    ...overrides,
  };
}
