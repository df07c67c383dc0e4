import { test } from '../support/fixtures';
import { joinerSeesTheSameBalanceEverywhere } from '../support/pro-rata';

test("at 375 px: a joiner's pro-rata balance is the same on every screen and fits", async ({
  page,
  baseURL,
}) => {
  await joinerSeesTheSameBalanceEverywhere(page, baseURL!, 'pro-rata-mobile');
});
