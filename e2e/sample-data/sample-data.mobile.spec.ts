import { test } from '../support/fixtures';
import { exploreAndRemoveSampleData } from '../support/sample-data';

test('at 375 px: Explore with sample data, the banner, and Remove sample data', async ({ page, baseURL }) => {
  await exploreAndRemoveSampleData(page, baseURL!, 'sample-mobile');
});
