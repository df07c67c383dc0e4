import { parse } from 'csv-parse/sync';
import { PDFParse } from 'pdf-parse';
import { formatMonthLabel } from '../../domain/calendar';
import { createTeamAccounts, dismissToasts, fullName } from '../support/absences';
import { signInApi } from '../support/company';
import { expect, expectAccessible, JOURNEY_MS, test, waitForMail } from '../support/fixtures';
import { dayRow, downloadOf, firstWorkingDay, monthFigures, monthFromNow, tile } from '../support/timesheets';

test('entry dialog → Bulk Apply → tiles → submit → admin approves → read-only → CSV and PDF match the month', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(JOURNEY_MS);
  const team = await createTeamAccounts(baseURL!, 'ts');
  // Last month: every day is in the past, and it holds the October daylight-saving Sunday in some years.
  const month = monthFromNow(-1);
  const label = formatMonthLabel(month);

  const employee = await (await browser.newContext({ baseURL })).newPage();
  await signInApi(employee, team.employee);
  await employee.goto(`/app/time-tracking?month=${month}`);
  await expect(employee.getByRole('heading', { name: 'Time Tracking', level: 1 })).toBeVisible();
  await expect(employee.getByText('Track your work hours and breaks')).toBeVisible();
  await expect(employee.getByRole('heading', { name: 'Monthly Summary' })).toBeVisible();
  await expect(employee.getByTestId('timesheet-status')).toHaveText('Draft (0% complete)');
  await expect(employee.getByText(`No time entries in ${label} yet.`)).toBeVisible();
  await expectAccessible(employee, '/app/time-tracking (empty month)');

  // One day by hand: 09:00–17:00 without a break is 8 h.
  const { view } = await monthFigures(employee, month);
  const first = firstWorkingDay(view);
  await dayRow(employee, first).getByRole('button').click();
  const dialog = employee.getByRole('dialog', { name: /^Add Time Entry/ });
  await expectAccessible(employee, 'time entry dialog');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(employee.getByText('Missing information')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Clock In', exact: true }).fill('09:00');
  await dialog.getByRole('textbox', { name: 'Clock Out', exact: true }).fill('17:00');
  await expect(dialog.getByTestId('entry-total')).toHaveText('8.00');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(employee.getByText('Time Entry Saved')).toBeVisible();
  await expect(dayRow(employee, first)).toContainText('09:00');
  await expect(dayRow(employee, first)).toContainText('8.00h');

  // Bulk Apply with the spec's defaults fills the other working days (7 h each).
  await dismissToasts(employee);
  await employee.getByRole('button', { name: 'Bulk Apply' }).click();
  const bulk = employee.getByRole('dialog', { name: 'Bulk Apply Times' });
  await expect(bulk.getByRole('textbox', { name: 'Clock In', exact: true })).toHaveValue('09:00');
  await expect(bulk.getByLabel('Break End')).toHaveValue('13:00');
  await expect(
    bulk.getByRole('checkbox', { name: 'Only apply to days without existing entries' }),
  ).toBeChecked();
  await expect(bulk.getByTestId('daily-hours')).toHaveText('7.00');
  await expectAccessible(employee, 'Bulk Apply dialog');
  await bulk.getByRole('button', { name: 'Apply to Month' }).click();
  await expect(employee.getByText('Entries Applied')).toBeVisible();

  const { summary } = await monthFigures(employee, month);
  const w = summary.workingDays;
  expect(summary.completion).toBe(100);
  expect(summary.totalHours).toBe(8 + (w - 1) * 7);
  await expect(tile(employee, 'Total Hours')).toContainText(`${summary.totalHours.toFixed(1)}h`);
  await expect(tile(employee, 'Expected Hours')).toContainText(`${(w * 8).toFixed(1)}h`);
  await expect(tile(employee, 'Variance')).toContainText(`−${(w * 8 - summary.totalHours).toFixed(1)}h`);
  await expect(tile(employee, 'Working Days')).toContainText(String(w));
  await expect(tile(employee, 'Days Worked')).toContainText(String(w));
  await expect(tile(employee, 'Average Hours/Day')).toContainText(
    `${summary.averageHoursPerDay.toFixed(1)}h`,
  );
  await expect(employee.getByTestId('timesheet-status')).toHaveText('Ready for Submission');

  // Clear Month asks first (and is cancelled here).
  await dismissToasts(employee);
  await employee.getByRole('button', { name: 'Clear Month' }).click();
  const clear = employee.getByRole('alertdialog', { name: 'Clear All Time Entries' });
  await expect(clear.getByText(/This action cannot be undone/)).toBeVisible();
  await expectAccessible(employee, 'Clear Month dialog');
  await clear.getByRole('button', { name: 'Cancel' }).click();

  await employee.getByRole('button', { name: 'Submit for Approval' }).click();
  await expect(employee.getByText('Timesheet Submitted')).toBeVisible();
  await expect(employee.getByTestId('timesheet-status')).toHaveText('Pending Review');
  await waitForMail(team.admin.email, `submitted by ${fullName(team.employee)}`);

  // The admin reviews the month, looks at a day's history and approves.
  const admin = await (await browser.newContext({ baseURL, acceptDownloads: true })).newPage();
  await signInApi(admin, team.admin);
  await admin.goto(`/app/team-timesheets?month=${month}`);
  await expect(admin.getByRole('heading', { name: 'Team Timesheets', level: 1 })).toBeVisible();
  const counts = admin.getByTestId('team-counts');
  await expect(counts.getByText('Total Employees').locator('..')).toContainText('3');
  await expect(counts.getByText('Pending Review').locator('..')).toContainText('1');
  const row = admin.locator(`li[data-member="${team.employee.email}"]`);
  await expect(row).toContainText(`${summary.totalHours.toFixed(1)}h of ${(w * 8).toFixed(1)}h`);
  await expect(row).toContainText('100% complete');
  await expectAccessible(admin, '/app/team-timesheets');

  await row.getByRole('button', { name: /^Reject/ }).click();
  const reject = admin.getByRole('dialog', { name: 'Reject Timesheet' });
  await reject.getByRole('button', { name: 'Reject' }).click();
  await expect(reject.getByText('Please provide a reason for rejection')).toBeVisible();
  await expectAccessible(admin, 'reject dialog');
  await reject.getByRole('button', { name: 'Cancel' }).click();

  const csv = await downloadOf(admin, () => admin.getByRole('button', { name: 'Bulk Export CSV' }).click());
  expect(csv.name).toMatch(new RegExp(`^timesheets-${month}-taller-ts-admin-[a-z0-9-]+\\.csv$`));
  expect([...csv.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const rows = parse(csv.bytes.toString('utf8'), { bom: true, columns: true }) as Record<string, string>[];
  const mine = rows.filter((r) => r.Email === team.employee.email);
  expect(mine.filter((r) => r.Date !== 'Total' && r['Total Hours'] !== '')).toHaveLength(w);
  expect(Number(mine.find((r) => r.Date === 'Total')?.['Total Hours'])).toBe(summary.totalHours);
  // The same file for an Excel set to Spanish, French or German, chosen explicitly (issue 14).
  await admin.getByRole('button', { name: 'CSV separator of the bulk export' }).click();
  const semicolon = await downloadOf(admin, () =>
    admin.getByRole('menuitem', { name: /CSV \(Excel, semicolon\)/ }).click(),
  );
  const rowsSemicolon = parse(semicolon.bytes.toString('utf8'), {
    bom: true,
    columns: true,
    delimiter: ';',
  }) as Record<string, string>[];
  expect(
    rowsSemicolon.find((r) => r.Email === team.employee.email && r.Date === 'Total')?.['Total Hours'],
  ).toBe(summary.totalHours.toFixed(1).replace('.', ','));

  await row.getByRole('link', { name: /^View/ }).click();
  await expect(admin.getByRole('heading', { name: fullName(team.employee), level: 1 })).toBeVisible();
  await expect(admin.getByText('Read-only view')).toBeVisible();
  await dismissToasts(admin);
  await expect(tile(admin, 'Completion')).toContainText('100%');
  await dayRow(admin, first).getByRole('button').click();
  const day = admin.getByRole('dialog');
  await expect(day.getByText(/Created in the time entry dialog by/)).toBeVisible();
  await expectAccessible(admin, 'day history dialog');
  await day.getByRole('button', { name: 'Close' }).first().click();
  await expectAccessible(admin, '/app/team-timesheets/:userId');
  await admin.getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(admin.getByText('Timesheet Approved')).toBeVisible();
  await expect(admin.getByTestId('timesheet-status')).toHaveText('Approved');
  await waitForMail(team.employee.email, 'was approved');

  const pdf = await downloadOf(admin, () => admin.getByRole('button', { name: 'Export PDF' }).click());
  expect(pdf.name).toMatch(new RegExp(`^timesheet-${month}-marta-vidal-ts-employee\\.pdf$`));
  const parser = new PDFParse({ data: new Uint8Array(pdf.bytes) });
  const text = (await parser.getText()).text;
  await parser.destroy();
  for (const expected of [
    `Timesheet – ${label}`,
    fullName(team.employee),
    team.companyName,
    `Approved by ${fullName(team.admin)}`,
    `Total Hours: ${summary.totalHours.toFixed(1)}`,
    `Working Days: ${w}`,
    'Employee signature',
  ]) {
    expect(text).toContain(expected);
  }

  // The employee's month is read-only now.
  await employee.reload();
  await expect(
    employee.getByText('This timesheet has been approved. No further changes can be made.'),
  ).toBeVisible();
  await expect(employee.getByRole('button', { name: 'Bulk Apply' })).toHaveCount(0);
  await expect(employee.getByRole('button', { name: 'Clear Month' })).toHaveCount(0);
  await expect(dayRow(employee, first).getByRole('button')).toHaveCount(0);
  await expectAccessible(employee, '/app/time-tracking (approved)');

  // Others than admins are refused Team Timesheets.
  await employee.goto('/app/team-timesheets');
  await expect(employee.getByText('Access denied. Admin privileges required.')).toBeVisible();
});
