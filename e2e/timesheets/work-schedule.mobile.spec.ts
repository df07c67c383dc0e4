import { createTeamAccounts, dismissToasts, fullName } from '../support/absences';
import { expectNoSidewaysScroll, signInApi } from '../support/company';
import { expectAccessible, test } from '../support/fixtures';
import { fillMonthToComplete, monthFromNow, setThreeDayWeek } from '../support/timesheets';

test('at 375 px: the work schedule dialog, and the part-timer’s month at 100 %', async ({
  browser,
  baseURL,
}) => {
  const team = await createTeamAccounts(baseURL!, 'ws-mobile');
  const phone = { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true, baseURL };
  const admin = await (await browser.newContext(phone)).newPage();
  await signInApi(admin, team.admin);
  const { save } = await setThreeDayWeek(admin, fullName(team.employee));
  await expectNoSidewaysScroll(admin);
  await expectAccessible(admin, 'work schedule dialog at 375 px');
  await save();

  const employee = await (await browser.newContext(phone)).newPage();
  await signInApi(employee, team.employee);
  await fillMonthToComplete(employee, monthFromNow(0));
  await dismissToasts(employee);
  await expectNoSidewaysScroll(employee);
});
