// Takes desktop and phone screenshots of pages of a running Tendero, for a person to look at.
//   npx tsx scripts/screenshots.ts [baseUrl] [outDir] [path …]
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../e2e/chromium';

const [base = 'http://localhost:3000', out = 'screenshots', ...paths] = process.argv.slice(2);
const targets =
  paths.length > 0
    ? paths
    : [
        '/en',
        '/pl',
        '/en/about',
        '/pl/statue',
        '/en/blog',
        '/pl/blog/comparing-b2b-offers-like-for-like',
        '/en/account-settings/support',
        '/pl/account-settings/privacy',
        '/en/marketplace',
        '/en/no-such-page',
        '/dev/mailbox',
      ];
const viewports = { desktop: { width: 1366, height: 900 }, phone: { width: 390, height: 844 } };

mkdirSync(out, { recursive: true });
const browser = await chromium.launch(chromiumLaunchOptions);
for (const [name, viewport] of Object.entries(viewports)) {
  const context = await browser.newContext({ viewport, deviceScaleFactor: 1 });
  const page = await context.newPage();
  for (const path of targets) {
    await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
    const file = join(out, `${name}${path.replaceAll('/', '_') || '_root'}.png`);
    await page.screenshot({ path: file, fullPage: process.env.FULL === '1' });
    console.info(file);
  }
  await context.close();
}
await browser.close();
