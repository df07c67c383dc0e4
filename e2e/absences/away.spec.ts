import { addDaysIso, createTeamAccounts, fullName, nextMonthMonday } from '../support/absences';
import { signInApi } from '../support/company';
import { expect, expectAccessible, sql, test } from '../support/fixtures';

test("a colleague's sick leave is Away for an employee and Sick Leave for a manager, on the grid and the calendar", async ({
  browser,
  baseURL,
}) => {
  const team = await createTeamAccounts(baseURL!, 'away');
  const start = nextMonthMonday();
  await sql(
    `insert into absences (company_id, user_id, absence_type, start_date, end_date, status)
     select active_company_id, id, 'sick_leave', $2, $3, 'approved' from profiles where email = $1`,
    [team.admin.email, start, addDaysIso(start, 1)],
  );

  const employee = await (await browser.newContext({ baseURL })).newPage();
  await signInApi(employee, team.employee);
  await employee.goto('/app/team');
  await employee.getByRole('button', { name: 'Next month' }).click();
  const grid = employee.getByRole('region', { name: /^Team schedule/ });
  const admin = grid.getByRole('row').filter({ hasText: fullName(team.admin) });
  await expect(admin.locator('[data-cell="away"]')).toHaveCount(2);
  await expect(admin.getByText('Away').first()).toBeVisible();
  await expect(grid.getByText('Sick Leave')).toHaveCount(0);
  await expect(employee.getByRole('list', { name: 'Legend' }).getByText('Away')).toBeVisible();
  await expectAccessible(employee, '/app/team (a colleague away)');
  await employee.getByRole('tab', { name: 'Calendar' }).click();
  const calendar = employee.getByRole('region', { name: /^Team calendar/ });
  await expect(calendar.getByText(fullName(team.admin)).first()).toBeVisible();
  await expect(calendar.getByText('Sick Leave')).toHaveCount(0);

  const manager = await (await browser.newContext({ baseURL })).newPage();
  await signInApi(manager, team.manager);
  await manager.goto('/app/team');
  await manager.getByRole('button', { name: 'Next month' }).click();
  const managerGrid = manager.getByRole('region', { name: /^Team schedule/ });
  await expect(
    managerGrid
      .getByRole('row')
      .filter({ hasText: fullName(team.admin) })
      .locator('[data-cell="sick_leave"]'),
  ).toHaveCount(2);
});
