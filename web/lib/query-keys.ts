/**
 * The root of every feature's query keys. A feature's key factory (`absenceKeys`, `scheduleKeys`…) builds on
 * its root; a write in one feature that changes another's data invalidates that feature's root from here,
 * never a literal key, so renaming a root cannot silently stop a refresh.
 */
export const queryRoots = {
  session: ['session'],
  absences: ['absences'],
  calendarFeed: ['calendar-feed'],
  billing: ['billing'],
  company: ['company'],
  consents: ['consents'],
  dashboard: ['dashboard'],
  exports: ['exports'],
  holidays: ['holidays'],
  invitations: ['invitations'],
  notifications: ['notifications'],
  preferences: ['preferences'],
  privacy: ['privacy'],
  profile: ['profile'],
  reports: ['reports'],
  sampleData: ['sample-data'],
  schedule: ['schedule'],
  team: ['team'],
  timesheets: ['timesheets'],
  workSchedules: ['work-schedules'],
} as const;
