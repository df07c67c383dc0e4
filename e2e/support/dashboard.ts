import type { Locator, Page } from '@playwright/test';

const TEST_IDS: Record<string, string> = {
  'Team Members': 'stat-team-members',
  'Pending Absences': 'stat-pending-absences',
  'Currently Working': 'stat-currently-working',
  'Overdue Reviews': 'stat-overdue-reviews',
};

/** A stat card of the dashboard by its label. */
export const stat = (page: Page, label: keyof typeof TEST_IDS): Locator => page.getByTestId(TEST_IDS[label]!);
