// Team Overview's render cost on a mid-range phone profile: Chromium with 4× CPU throttling, the script time
// (CDP Performance.ScriptDuration) of each month change of the 20-person company's Team Overview.
import { launchChromium } from './lighthouse';

export async function teamOverviewScriptMs(baseUrl: string, cookie: string): Promise<number[]> {
  const browser = await launchChromium();
  // The bench's companies are Spanish (their country's language): the page is read in English, the person's
  // own choice for this run, given back afterwards.
  const language = (value: string | null) =>
    fetch(`${baseUrl}/api/profile/language`, {
      method: 'PUT',
      headers: { cookie, 'content-type': 'application/json', origin: baseUrl },
      body: JSON.stringify({ language: value }),
    }).then((r) => {
      if (!r.ok) throw new Error(`PUT /api/profile/language: ${r.status}`);
    });
  await language('en');
  try {
    const context = await browser.newContext({
      // The month's grid (phones get a week at a time).
      viewport: { width: 1280, height: 800 },
      baseURL: baseUrl,
      extraHTTPHeaders: { cookie },
    });
    const page = await context.newPage();
    await page.goto('/app/team');
    const region = page.getByRole('region', { name: /^Team schedule/ });
    await region.waitFor();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Performance.enable');
    const script = async () =>
      (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'ScriptDuration')!.value;
    const samples: number[] = [];
    // Back to the previous month (complete, with its absences) and forth again, three times.
    for (let i = 0; i < 6; i++) {
      const before = await script();
      await page.getByRole('button', { name: i % 2 === 0 ? 'Previous month' : 'Next month' }).click();
      await page.waitForTimeout(1500);
      samples.push(((await script()) - before) * 1000);
    }
    const rows = await region.getByRole('row').count();
    if (rows < 21) throw new Error(`Team Overview shows ${rows - 1} people, expected 20`);
    return samples;
  } finally {
    await browser.close();
    await language(null);
  }
}
