// Issue 15: each language end to end, as a visitor whose browser asks for it. Texts come from the committed
// catalogs (support/i18n.ts), dates and numbers from the product's own formatter (domain/i18n/format.ts), so the
// spec checks that each screen shows that language's texts and formats, not a copy of the translations.
import { formatterFor } from '../../domain/i18n/format';
import { INTL_TAGS, LOCALES } from '../../domain/i18n/locales';
import { bankHolidays } from '../../server/modules/holidays/bank-holidays';
import { expect, linkIn, test, uniqueEmail, waitForMail } from '../support/fixtures';
import { pickDateIn, text } from '../support/i18n';
import { monthFigures } from '../support/timesheets';

// Seven independent sign-ups: spread them over the workers.
test.describe.configure({ mode: 'parallel' });

/**
 * A working Monday of this month (past or not): the half day off then counts in this year's allowance and in
 * this month's timesheet, whatever the day the spec runs (a new company's holidays are Barcelona's).
 */
function mondayThisMonth(now = new Date()): string {
  const iso = (d: Date) =>
    `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  const holidays = new Set(bankHolidays('ES', 'barcelona', now.getFullYear()).map((h) => h.date));
  const d = new Date(now.getFullYear(), now.getMonth(), 1);
  while (d.getDay() !== 1 || holidays.has(iso(d))) d.setDate(d.getDate() + 1);
  return iso(d);
}

for (const locale of LOCALES) {
  test.describe(locale, () => {
    // The browser's languages (navigator.languages and Accept-Language) ask for this one: negotiation picks it.
    test.use({ locale: INTL_TAGS[locale] });

    test(`${locale}: sign up, request time off, open the timesheet`, async ({ page }) => {
      const t = (id: string, values?: Record<string, string>) => text(locale, id, values);
      const format = formatterFor(locale);
      const email = uniqueEmail(`lang-${locale}`);
      const password = 'e2e passphrase 42';

      // Sign up on /auth in the browser's language.
      await page.goto('/auth?tab=signup');
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.getByRole('tab', { name: t('auth.tabs.signUp'), selected: true })).toBeVisible();
      await page.getByLabel(t('auth.signUp.firstName'), { exact: true }).fill('Marta');
      await page.getByLabel(t('auth.signUp.lastName'), { exact: true }).fill(`Vidal ${locale}`);
      await page.getByLabel(t('auth.signUp.companyName'), { exact: true }).fill(`Taller ${locale}`);
      await page.getByLabel(t('auth.email'), { exact: true }).fill(email);
      await page.getByLabel(t('auth.password'), { exact: true }).fill(password);
      await page.getByRole('button', { name: t('auth.signUp.submit'), exact: true }).click();
      await expect(page.getByText(t('auth.checkEmail.title'))).toBeVisible();

      // The confirmation link (the e-mail's language is the server's business: any subject will do).
      const mail = await waitForMail(email, '');
      await page.goto(linkIn(mail, '/api/auth/verify-email'));
      await expect(page.getByText(t('auth.verified.title'))).toBeVisible();
      await page.getByLabel(t('auth.email'), { exact: true }).fill(email);
      await page.getByLabel(t('auth.password'), { exact: true }).fill(password);
      await page.getByRole('button', { name: t('auth.signIn.submit'), exact: true }).click();

      // The dashboard: the company took the sign-up page's language.
      await expect(page).toHaveURL(/\/app\/dashboard$/);
      await expect(page.getByRole('heading', { name: t('dashboard.page.title'), level: 1 })).toBeVisible();
      await expect(page.getByText(t('shell.header.title'), { exact: true })).toBeVisible();
      await expect(
        page.getByRole('heading', { name: t('absences.allowanceCard.title'), level: 2 }),
      ).toBeVisible();
      const allowance = page.getByTestId('allowance-card');
      await expect(page.locator('html')).toHaveAttribute('lang', locale);

      // Absences: a half day off, approved at once (the only admin), in the list in this language.
      await page.goto('/app/absences');
      await expect(page.getByRole('heading', { name: t('absences.page.title'), level: 1 })).toBeVisible();
      await page.getByRole('button', { name: t('absences.page.requestTimeOff') }).click();
      await expect(page.getByRole('heading', { name: t('absences.form.newTitle') })).toBeVisible();
      await page.getByRole('combobox', { name: t('absences.form.type') }).click();
      await page.getByRole('option', { name: t('common.absenceType.vacation'), exact: true }).click();
      const day = mondayThisMonth();
      await pickDateIn(page, locale, t('absences.form.startDate'), day);
      await pickDateIn(page, locale, t('absences.form.endDate'), day);
      await page.getByLabel(t('absences.form.morningOff'), { exact: true }).check();
      await page.getByRole('button', { name: t('absences.form.submit'), exact: true }).click();
      await expect(page.getByText(t('absences.form.submitted'), { exact: true })).toBeVisible();
      const requests = page.getByRole('list', { name: t('absences.list.label') });
      await expect(requests).toContainText(format.date(day));
      await expect(requests.getByText(t('common.absenceStatus.approved'), { exact: true })).toBeVisible();
      await expect(requests.getByText(t('absences.list.autoApproved'))).toBeVisible();

      // The timesheet of that month: its name and its hours as this language writes them.
      const month = day.slice(0, 7);
      await page.goto(`/app/time-tracking?month=${month}`);
      await expect(page.getByRole('heading', { name: t('timesheets.page.title'), level: 1 })).toBeVisible();
      await expect(page.getByRole('heading', { name: t('timesheets.summary.title') })).toBeVisible();
      await expect(page.getByText(format.month(month), { exact: true }).first()).toBeVisible();
      const { summary } = await monthFigures(page, month);
      // The half day off is not expected: .5 shows the decimal separator ("160.0h" · "160,0 h").
      expect(summary.expectedHours % 8).toBe(4);
      const hours = t('timesheets.units.hours', {
        value: format.decimal(summary.expectedHours, { minDecimals: 1, maxDecimals: 1 }),
      });
      await expect(
        page
          .getByTestId('summary-tiles')
          .locator('div')
          .filter({ has: page.getByText(t('timesheets.summary.expectedHours'), { exact: true }) }),
      ).toContainText(hours);

      // Back on the dashboard, the allowance counts the half day: 0.5 used ("0,5").
      await page.goto('/app/dashboard');
      await expect(
        allowance.getByText(t('absences.allowance.used'), { exact: true }).locator('..'),
      ).toContainText(format.number(0.5));
    });
  });
}
