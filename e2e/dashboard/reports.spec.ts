import ExcelJS from 'exceljs';
import { formatMonthLabel } from '../../domain/calendar';
import type { Report } from '../../domain/contracts/reports';
import { createTeamAccounts, dismissToasts, fullName } from '../support/absences';
import { signInApi } from '../support/company';
import { expect, expectAccessible, test } from '../support/fixtures';
import { downloadOf, monthFigures, monthFromNow } from '../support/timesheets';

test('reports: period change, the tables and charts, an Excel download opened, a wrong range explained; employees are sent away', async ({
  browser,
  baseURL,
}) => {
  const team = await createTeamAccounts(baseURL!, 'reports');
  const lastMonth = monthFromNow(-1);
  // The employee's last month: every working day 09:00–17:00 with an hour's break (7 h).
  const employee = await (await browser.newContext({ baseURL })).newPage();
  await signInApi(employee, team.employee);
  const applied = await employee.request.post('/api/time-entries/bulk-apply', {
    data: { month: lastMonth, clockIn: '09:00', clockOut: '17:00', breakStart: '12:00', breakEnd: '13:00' },
  });
  expect(applied.status(), await applied.text()).toBe(200);
  const { summary } = await monthFigures(employee, lastMonth);

  // Employees have no Reports entry and are sent to the dashboard.
  await employee.goto('/app/reports');
  await expect(employee).toHaveURL(/\/app\/dashboard$/);
  await expect(
    employee.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Reports' }),
  ).toHaveCount(0);

  const manager = await (await browser.newContext({ baseURL })).newPage();
  await signInApi(manager, team.manager);
  await manager.goto('/app/dashboard');
  await manager.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Reports' }).click();
  await expect(manager).toHaveURL(/\/app\/reports$/);
  await expect(manager.getByRole('heading', { name: 'Reports', level: 1 })).toBeVisible();
  const report = manager.getByTestId('report');
  await expect(report).toBeVisible();
  await expect(manager.getByRole('combobox', { name: 'Period' })).toHaveText('This month');

  // Last month: the employee's hours are the month's, as the timesheet counts them.
  await manager.getByRole('combobox', { name: 'Period' }).click();
  await manager.getByRole('option', { name: 'Last month' }).click();
  await expect(manager).toHaveURL(/period=last_month/);
  const [year, month] = lastMonth.split('-');
  const lastDay = new Date(Number(year), Number(month), 0).getDate();
  await expect(report).toHaveAttribute('data-period', `${lastMonth}-01/${lastMonth}-${lastDay}`);
  const hours = manager.getByTestId('hours-table');
  const row = hours.locator(`tr[data-person="${team.employee.email}"]`);
  await expect(row).toContainText(fullName(team.employee));
  await expect(row).toContainText(`${summary.totalHours.toFixed(1)}h`);
  await expect(row).toContainText(`${summary.expectedHours.toFixed(1)}h`);
  await expect(manager.getByRole('img', { name: /^Hours worked against expected/ })).toBeVisible();
  await expect(manager.getByRole('img', { name: /^Holiday balances/ })).toBeVisible();
  await expectAccessible(manager, `/app/reports (${formatMonthLabel(lastMonth)})`);

  // The Hours table as Excel, opened: the same figures.
  const file = await downloadOf(manager, () =>
    manager.getByRole('button', { name: 'Export Hours Worked as Excel' }).click(),
  );
  expect(file.name).toMatch(new RegExp(`^hours-${lastMonth}-01-to-${lastMonth}-${lastDay}-.+\\.xlsx$`));
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(file.bytes as unknown as ArrayBuffer);
  const sheet = book.worksheets[0]!;
  const rows = sheet
    .getSheetValues()
    .filter(Boolean)
    .map((r) => (r as unknown[]).slice(1));
  expect(rows[0]).toEqual(['Hours Worked']);
  expect(rows[1]).toEqual(['Company', team.companyName]);
  const employeeRow = rows.find((r) => r[1] === team.employee.email)!;
  expect(employeeRow.slice(0, 5)).toEqual([
    fullName(team.employee),
    team.employee.email,
    40, // hours a week of the default 5 × 8 h
    summary.expectedHours,
    summary.totalHours,
  ]);
  const api = (await (
    await manager.request.get(`/api/reports?from=${lastMonth}-01&to=${lastMonth}-${lastDay}`)
  ).json()) as Report;
  const c = api.company.hours;
  expect(rows.at(-1)).toEqual([
    'Company',
    undefined, // empty cells, not cells holding an empty text
    undefined,
    c.expectedHours,
    c.workedHours,
    c.overtime,
    c.undertime,
    c.variance,
    c.daysWorked,
  ]);

  // A custom range that ends before it starts, then one longer than 3 years: explained, nothing computed.
  await dismissToasts(manager);
  await manager.getByRole('combobox', { name: 'Period' }).click();
  await manager.getByRole('option', { name: 'Custom range' }).click();
  await manager.getByLabel('From', { exact: true }).fill('2026-03-10');
  await manager.getByLabel('To', { exact: true }).fill('2026-03-01');
  await manager.getByRole('button', { name: 'Apply' }).click();
  await expect(manager.getByRole('alert')).toHaveText('The end date cannot be before the start date');
  await expect(report).toHaveCount(0);
  await manager.getByLabel('From', { exact: true }).fill('2022-01-01');
  await manager.getByLabel('To', { exact: true }).fill('2025-06-30');
  await manager.getByRole('button', { name: 'Apply' }).click();
  await expect(manager.getByRole('alert')).toHaveText('Choose a period of at most 3 years');
  await expect(report).toHaveCount(0);
  await expectAccessible(manager, '/app/reports (wrong range)');
  await manager.getByLabel('From', { exact: true }).fill(`${lastMonth}-01`);
  await manager.getByLabel('To', { exact: true }).fill(`${lastMonth}-${lastDay}`);
  await manager.getByRole('button', { name: 'Apply' }).click();
  await expect(report).toHaveAttribute('data-period', `${lastMonth}-01/${lastMonth}-${lastDay}`);
  await expect(manager.getByRole('alert')).toHaveCount(0);
});
