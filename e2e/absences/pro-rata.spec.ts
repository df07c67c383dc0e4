import { test } from '../support/fixtures';
import { joinerSeesTheSameBalanceEverywhere } from '../support/pro-rata';

test("a joiner's pro-rata balance is the same on the absences page, the dashboard and Settings → Team", async ({
  page,
  baseURL,
}) => {
  await joinerSeesTheSameBalanceEverywhere(page, baseURL!, 'pro-rata');
});
