import { type Browser, expect, type Page, test } from '@playwright/test';
import { acceptNecessaryCookies, signInAs } from './helpers';

/**
 * The marketplace pages hand the browser only the texts their client islands use (issue 20; apps/web
 * `clientNamespacesByRoute`). Each role opens them in both languages and uses what they offer; no text may
 * be missing: next-intl reports a missing one on the console and shows its key path instead.
 */
const keyPath =
  /\b(common|errors|validation|support|legal|accounts|settings|files|companies|profiles|marketplace|reviews|moderation|inquiries|myInquiries|findInquiries|chat|meetings)\.[a-z][A-Za-z0-9]*(\.[A-Za-z0-9]+)*\b/;

function watchTexts(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (/MISSING_MESSAGE|IntlError|INSUFFICIENT_PATH/.test(text)) problems.push(`${page.url()}: ${text}`);
  });
  return problems;
}

async function expectNoKeyPaths(page: Page): Promise<void> {
  // biome-ignore lint/performance/useDomNodeTextContent: the text a visitor sees, not the scripts' source
  const text = await page.locator('body').innerText();
  expect(text.match(keyPath)?.[0], page.url()).toBeUndefined();
}

/** Every role opens the pages (providers and admins are sent home from some); visitors and clients shop. */
async function visitMarketplace(page: Page, locale: 'en' | 'pl', shopper: boolean): Promise<void> {
  const found = await (await page.request.get('/api/companies/search?q=Nordwind')).json();
  const companyId = (found.items as { id: string }[])[0]?.id;
  expect(companyId, 'a listed company').toBeTruthy();
  const paths = [
    `/${locale}/marketplace`,
    `/${locale}/marketplace/search/all?q=software`,
    `/${locale}/marketplace/company/${companyId}`,
    `/${locale}/marketplace/compare`,
    `/${locale}/orders/find`,
  ];
  for (const path of paths) {
    await page.goto(path);
    await expect(page.locator('h1').first()).toBeVisible();
    await expectNoKeyPaths(page);
  }
  if (!shopper) return;
  // The results' client islands for those the marketplace serves: the comparison bar and the offer dialog.
  await page.goto(`/${locale}/marketplace/search/all?q=software`);
  await page
    .getByRole('checkbox', { name: locale === 'en' ? /^Compare / : /^Porównaj: / })
    .first()
    .check();
  await expect(page.getByText(locale === 'en' ? '1 company to compare' : '1 firma do porównania')).toBeVisible();
  await expectNoKeyPaths(page);
  await page
    // Each card's button reads "Ask for an offer: <company>".
    .getByRole('button', { name: locale === 'en' ? /^Ask for an offer/ : /^Zapytaj o ofertę/ })
    .first()
    .click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectNoKeyPaths(page);
  await page.keyboard.press('Escape');
}

async function asRole(browser: Browser, login: string | null, locale: 'en' | 'pl'): Promise<string[]> {
  const context = await browser.newContext();
  await acceptNecessaryCookies(context);
  const page = await context.newPage();
  const problems = watchTexts(page);
  if (login) await signInAs(page, login, locale);
  await visitMarketplace(page, locale, login === null || login === 'client');
  await context.close();
  return problems;
}

test('marketplace pages show every text to a visitor, a client and a sales rep', async ({ browser }) => {
  test.setTimeout(360_000);
  expect(await asRole(browser, null, 'pl')).toEqual([]);
  expect(await asRole(browser, 'client', 'en')).toEqual([]);
  expect(await asRole(browser, 'rep', 'pl')).toEqual([]);
});

test('marketplace pages show every text to a manager and an admin', async ({ browser }) => {
  test.setTimeout(360_000);
  expect(await asRole(browser, 'manager', 'en')).toEqual([]);
  expect(await asRole(browser, 'admin', 'pl')).toEqual([]);
});
