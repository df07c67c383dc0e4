// Issue 17 item 1: an admin acts on a colleague's absence (spec 6) from the Team Overview cell, records one
// for them from the Absences page and finds it in Settings → Team; the person is e-mailed and the absence's
// change history says who did it. At 1280 px, then the dialog again at 375 px.
import {
  addDaysIso,
  createTeamAccounts,
  dismissToasts,
  fullName,
  nextMonthMonday,
  pickDate,
} from '../support/absences';
import { expect, expectAccessible, signInThroughUi, sql, test, waitForMail } from '../support/fixtures';

test('an admin opens, cancels and records a colleague’s absence; the colleague is told by e-mail', async ({
  page,
  baseURL,
}) => {
  const team = await createTeamAccounts(baseURL!, 'behalf');
  const admin = fullName(team.admin);
  const employee = fullName(team.employee);
  const start = nextMonthMonday();
  // The employee's approved vacation next month.
  await sql(
    `insert into absences (company_id, user_id, absence_type, start_date, end_date, status)
     select active_company_id, id, 'vacation', $2, $3, 'approved' from profiles where email = $1`,
    [team.employee.email, start, addDaysIso(start, 1)],
  );
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInThroughUi(page, team.admin);

  // Team Overview: the cell opens the absence.
  await page.goto('/app/team');
  await page.getByRole('button', { name: 'Next month' }).click();
  const grid = page.getByRole('region', { name: /^Team schedule/ });
  const row = grid.getByRole('row').filter({ hasText: employee });
  await row.getByRole('button', { name: new RegExp(`Vacation.*${start}`) }).click();
  const dialog = page.getByRole('dialog', { name: `Absence of ${employee}` });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Edit' })).toBeVisible();
  await expectAccessible(page, 'absence dialog at 1280 px');

  // 375 px: the same dialog fits the screen.
  await page.setViewportSize({ width: 375, height: 800 });
  const box = await dialog.boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(375);
  await expectAccessible(page, 'absence dialog at 375 px');
  await page.setViewportSize({ width: 1280, height: 900 });

  await dialog.getByRole('button', { name: 'Cancel Absence' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Cancel this absence?' });
  await confirm.getByRole('button', { name: 'Cancel Absence' }).click();
  await expect(page.getByText('Request Cancelled')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row.locator('[data-cell="vacation"]')).toHaveCount(0);
  const cancelled = await waitForMail(team.employee.email, `${admin} cancelled your absence`);
  expect(cancelled.text).toContain('It no longer counts.');
  await dismissToasts(page);

  // Absences page: Record Absence for the employee who phoned in sick.
  await page.goto('/app/absences');
  await page.getByRole('button', { name: 'Record Absence' }).click();
  const record = page.getByRole('dialog', { name: 'Record Absence' });
  await record.getByRole('combobox', { name: 'Person' }).click();
  await page.getByRole('option', { name: employee }).click();
  await expect(record.getByRole('heading', { name: `Record Absence for ${employee}` })).toBeVisible();
  await record.getByRole('combobox', { name: 'Absence Type' }).click();
  await page.getByRole('option', { name: 'Sick Leave' }).click();
  const sickDay = addDaysIso(start, 7);
  await pickDate(page, 'Start Date', sickDay);
  await pickDate(page, 'End Date', sickDay);
  await expectAccessible(page, 'record absence dialog');
  await record.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Absence Recorded')).toBeVisible();
  await expect(record).toBeHidden();
  const recorded = await waitForMail(team.employee.email, `${admin} recorded an absence for you`);
  expect(recorded.text).toContain('It is approved.');
  await dismissToasts(page);

  // Settings → Team: the employee's absences, and the recorded one's history says who did it.
  await page.goto('/app/settings?tab=team');
  await page.getByRole('button', { name: `Absences of ${employee}` }).click();
  const list = page.getByRole('dialog', { name: `Absences of ${employee}` });
  await list
    .getByRole('button', { name: /^Details/ })
    .first()
    .click();
  const detail = page.getByRole('dialog', { name: `Absence of ${employee}` });
  const history = detail.getByRole('list', { name: 'Change history' });
  await expect(history.getByRole('listitem')).toHaveCount(1);
  await expect(history).toContainText(`Recorded on their behalf by ${admin}`);
  await expectAccessible(page, 'absence history from Settings → Team');
});
