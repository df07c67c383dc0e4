import { createTeamAccounts, dismissToasts } from '../support/absences';
import { expectNoSidewaysScroll, signInApi } from '../support/company';
import { expect, expectAccessible, test } from '../support/fixtures';
import { dayRow, monthFigures } from '../support/timesheets';

/** The last Sunday of a month of 31 days (`yyyy-MM`): the EU's daylight-saving Sundays. */
function lastSunday(month: string) {
  for (let day = 31; ; day--) {
    const date = `${month}-${String(day).padStart(2, '0')}`;
    if (new Date(`${date}T12:00:00Z`).getUTCDay() === 0) return date;
  }
}

test('at 375 px: 02:30 on the autumn Sunday is asked about, 02:30 on the spring Sunday is refused on its field', async ({
  browser,
  baseURL,
}) => {
  const team = await createTeamAccounts(baseURL!, 'dst-mobile');
  const phone = { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true, baseURL };
  const page = await (await browser.newContext(phone)).newPage();
  await signInApi(page, team.employee);
  const year = new Date().getFullYear();

  // October: 02:30 happens twice in Madrid (the company's zone); the dialog asks which, then saves.
  const autumn = lastSunday(`${year}-10`);
  await page.goto(`/app/time-tracking?month=${year}-10`);
  await dayRow(page, autumn).getByRole('button').click();
  const dialog = page.getByRole('dialog', { name: /^Add Time Entry/ });
  await dialog.getByRole('textbox', { name: 'Clock In', exact: true }).fill('02:30');
  await dialog.getByRole('textbox', { name: 'Clock Out', exact: true }).fill('10:00');
  await dialog.getByRole('button', { name: 'Save' }).click();
  const question = dialog.getByRole('group', { name: /^02:30 happens twice on / });
  await expect(question).toContainText('the first time (summer time) or the second (winter time)?');
  await expectNoSidewaysScroll(page);
  await expectAccessible(page, 'the question of an ambiguous time at 375 px');
  await question.getByRole('button', { name: 'The first time (summer time)' }).click();
  // 02:30 summer time (UTC+2) = 00:30Z, 10:00 winter time (UTC+1) = 09:00Z: 8.5 h.
  await expect(dayRow(page, autumn)).toContainText('8.50h');
  const { view } = await monthFigures(page, `${year}-10`);
  expect(view.entries.map((e) => [e.clockIn, e.clockInAt])).toEqual([
    [`${autumn}T02:30`, `${autumn}T00:30:00.000Z`],
  ]);

  // March: 02:30 does not exist; the refusal is shown on Clock In and nothing is stored.
  await dismissToasts(page);
  const spring = lastSunday(`${year}-03`);
  await page.goto(`/app/time-tracking?month=${year}-03`);
  await dayRow(page, spring).getByRole('button').click();
  const add = page.getByRole('dialog', { name: /^Add Time Entry/ });
  const clockIn = add.getByRole('textbox', { name: 'Clock In', exact: true });
  await clockIn.fill('02:30');
  await add.getByRole('textbox', { name: 'Clock Out', exact: true }).fill('10:00');
  await add.getByRole('button', { name: 'Save' }).click();
  await expect(
    add.getByText(/^02:30 does not exist on .+: the clocks go forward from 02:00 to 03:00$/),
  ).toBeVisible();
  await expect(clockIn).toHaveAttribute('aria-invalid', 'true');
  expect((await monthFigures(page, `${year}-03`)).view.entries).toEqual([]);
});
