import { createTeamAccounts, dismissToasts, fullName } from '../support/absences';
import { signInApi } from '../support/company';
import { expect, expectAccessible, test } from '../support/fixtures';
import { dayRow, fillMonthToComplete, monthFromNow, setThreeDayWeek } from '../support/timesheets';

test('an admin sets a Mon/Wed/Fri week; the employee’s month reaches 100 % on those days', async ({
  browser,
  baseURL,
}) => {
  const team = await createTeamAccounts(baseURL!, 'ws');
  const admin = await (await browser.newContext({ baseURL })).newPage();
  await signInApi(admin, team.admin);
  const { save } = await setThreeDayWeek(admin, fullName(team.employee));
  await expectAccessible(admin, 'work schedule dialog');
  await save();

  const employee = await (await browser.newContext({ baseURL })).newPage();
  await signInApi(employee, team.employee);
  const { view } = await fillMonthToComplete(employee, monthFromNow(0));
  const tuesday = [...Array(7).keys()]
    .map((i) => `${view.month}-0${i + 1}`)
    .find((d) => new Date(`${d}T12:00:00Z`).getUTCDay() === 2)!;
  await expect(dayRow(employee, tuesday)).toContainText('Not a working day');
  await dismissToasts(employee);
  await expectAccessible(employee, '/app/time-tracking of a part-timer');
});
