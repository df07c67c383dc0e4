import { test } from '../support/fixtures';
import { exploreAndRemoveSampleData } from '../support/sample-data';

test('an empty company explores Plantel with sample data and removes it in one click', async ({
  page,
  baseURL,
}) => {
  await exploreAndRemoveSampleData(page, baseURL!, 'sample-desktop');
});
