// Takes docs/screenshot.png from a running instance: `node scripts/screenshot.mjs http://localhost:3000 email password [path]`.
import { chromium } from '@playwright/test';

const [base = 'http://localhost:3000', email, password, path = '/app/dashboard'] = process.argv.slice(2);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
const page = await browser.newPage({ viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 });
await page.goto(`${base}/auth`);
await page.getByLabel('Email').fill(email);
await page.getByLabel('Password', { exact: true }).fill(password);
await page.getByRole('button', { name: 'Sign In' }).click();
await page.waitForURL(/\/app\//);
await page.goto(`${base}${path}`);
await page.waitForTimeout(1500);
await page.screenshot({ path: 'docs/screenshot.png' });
await browser.close();
