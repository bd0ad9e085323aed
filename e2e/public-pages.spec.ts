import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { firstLoadBudgetKb, firstLoadJavaScript, measuredPages } from './first-load';
import { everyLanguage } from './locales';

const pages = [
  { path: '', h1: { en: 'Hire verified service providers', pl: 'Zlecaj usługi zweryfikowanym firmom' } },
  { path: '/about', h1: { en: 'About Tendero', pl: 'O Tendero' } },
  { path: '/statue', h1: { en: 'Terms of Service', pl: 'Regulamin' } },
  { path: '/privacy', h1: { en: 'Privacy Policy', pl: 'Polityka prywatności' } },
  { path: '/blog', h1: { en: 'Tendero blog', pl: 'Blog Tendero' } },
  // Each language has its own address of an article (issue 34: English slugs on /pl).
  {
    path: '/blog/how-we-verify-service-providers',
    paths: { en: '/blog/how-we-verify-service-providers', pl: '/blog/jak-weryfikujemy-dostawcow-uslug' },
    h1: { en: 'How We Verify', pl: 'Jak weryfikujemy' },
  },
  { path: '/account-settings/support', h1: { en: 'Support centre', pl: 'Centrum pomocy' } },
  { path: '/account-settings/privacy', h1: { en: 'Privacy Policy', pl: 'Polityka prywatności' } },
  { path: '/account-settings/statue', h1: { en: 'Terms of Service', pl: 'Regulamin' } },
  {
    path: '/marketplace',
    h1: { en: 'Find a verified B2B service provider', pl: 'Znajdź sprawdzonego dostawcę usług B2B' },
  },
  { path: '/orders/find', h1: { en: 'Find orders', pl: 'Znajdź zlecenia' } },
  { path: '/login', h1: { en: 'Sign in to Tendero', pl: 'Zaloguj się do Tendero' } },
  { path: '/recover', h1: { en: 'Recover your account', pl: 'Odzyskiwanie konta' } },
  { path: '/login/register-success', h1: { en: 'Check your inbox', pl: 'Sprawdź skrzynkę' } },
  { path: '/activate-account', h1: { en: 'Activate your account', pl: 'Aktywacja konta' } },
  { path: '/change-password', h1: { en: 'Change password', pl: 'Zmiana hasła' } },
];

// Each page in both languages in one browser page; axe once, on the Polish page (the markup is the same in
// both; E2E_EVERY_LANGUAGE=1 checks both): 16 axe runs and 16 browser pages where there were 32 of each
// (issue 36; this was the journeys' longest file).
for (const page of pages) {
  test(`${page.path || '/'} is server-rendered in both languages, described, linked to its twin and accessible`, async ({
    page: browser,
  }) => {
    await browser.context().addCookies([
      {
        name: 'tenderoPolicyAccepted',
        value: 'security=true&functional=false&analitic=false&ad=false',
        url: 'http://localhost',
      },
    ]);
    const pathIn = (l: 'en' | 'pl') => ('paths' in page && page.paths ? page.paths[l] : page.path);
    for (const locale of ['en', 'pl'] as const) {
      const response = await browser.goto(`/${locale}${pathIn(locale)}`);
      expect(response?.status()).toBe(200);
      await expect(browser.locator('html')).toHaveAttribute('lang', locale);
      await expect(browser.locator('h1')).toContainText(page.h1[locale]);
      expect(await browser.title()).toMatch(/Tendero/);
      await expect(browser.locator('meta[name="description"]')).toHaveAttribute('content', /.{20,}/);
      const other = locale === 'en' ? 'pl' : 'en';
      await expect(browser.locator(`link[rel="alternate"][hreflang="${other}"]`)).toHaveAttribute(
        'href',
        new RegExp(`/${other}${pathIn(other)}$`),
      );
      // Menus and footer stay in the page's language (only the language switch points across).
      const foreign = browser.locator(`header a[href^="/${other}"]:not([hreflang]), footer a[href^="/${other}"]`);
      expect(await foreign.count()).toBe(0);
      if (locale === 'pl' || everyLanguage) {
        const results = await new AxeBuilder({ page: browser }).analyze();
        const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
        expect(serious.map((v) => `${locale} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual(
          [],
        );
      }
    }
  });
}

test('the blog lists three articles per language and each opens', async ({ page }) => {
  for (const locale of ['en', 'pl']) {
    await page.goto(`/${locale}/blog`);
    const links = page.locator('main article h2 a');
    await expect(links).toHaveCount(3);
    await links.first().click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/blog/[a-z0-9-]+$`));
    await expect(page.locator('article .prose-tendero h2').first()).toBeVisible();
  }
});

test('legal pages carry their dates', async ({ page }) => {
  await page.goto('/en/statue');
  await expect(page.locator('main')).toContainText('25/03/2025');
  await page.goto('/pl/privacy');
  await expect(page.locator('main')).toContainText('06.03.2024');
  await expect(page.locator('main')).toContainText('28.03.2025');
});

test('an unknown page answers 404 titled with its path', async ({ page }) => {
  const response = await page.goto('/en/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page).toHaveTitle('Page Not Found: /en/no-such-page');
  await expect(page.locator('h1')).toHaveText('Page Not Found: /en/no-such-page');
});

test('an anonymous visitor opening a client page lands on the marketplace', async ({ page }) => {
  await page.goto('/pl/orders/my');
  await expect(page).toHaveURL(/\/pl\/marketplace$/);
});

test('sitemap and robots describe the public site', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain('/pl/blog/jak-weryfikujemy-dostawcow-uslug');
  expect(sitemap).not.toContain('/pl/blog/how-we-verify-service-providers');
  expect(sitemap).toContain('hreflang="pl"');
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('Sitemap: http://localhost:');
  expect(robots).toContain('Disallow: /api/');
});

test('a page starts without fetching other pages or the toast library; a link the visitor reaches for is prefetched', async ({
  page,
}) => {
  // Issue 20: work a phone does while the page starts is time it cannot answer a tap.
  const requested: string[] = [];
  const scripts: Promise<string>[] = [];
  page.on('request', (request) => requested.push(request.url()));
  page.on('response', (response) => {
    if (response.url().endsWith('.js')) scripts.push(response.text().catch(() => ''));
  });
  await page.goto('/pl/marketplace', { waitUntil: 'networkidle' });
  await expect(page.locator('h1')).toBeVisible();
  expect(requested.filter((url) => url.includes('_rsc='))).toEqual([]);
  const loaded = await Promise.all(scripts);
  expect(loaded.filter((source) => source.includes('data-sonner-toaster'))).toEqual([]);

  const link = page.locator('header').getByRole('link', { name: 'Znajdź zlecenia' }).first();
  const prefetch = page.waitForRequest((request) => request.url().includes('/pl/orders/find?_rsc='));
  await link.hover();
  await prefetch;
  await link.click();
  await expect(page).toHaveURL(/\/pl\/orders\/find$/);
  await expect(page.locator('h1')).toHaveText('Znajdź zlecenia');

  // The first toast brings the library, once.
  await page.getByRole('button', { name: 'Akceptuj wszystkie' }).click();
  await expect(page.locator('[data-sonner-toast]')).toBeVisible();
  const withToaster = (await Promise.all(scripts)).filter((source) => source.includes('data-sonner-toaster'));
  expect(withToaster).toHaveLength(1);
});

test('the pages issue 20 measures load at most 150 KB of JavaScript (gzip) before the first tap', async ({
  request,
}) => {
  const marketplace = await (await request.get('/en/marketplace/search/all')).text();
  const company = /href="(\/en\/marketplace\/company\/[0-9a-f-]{36})"/.exec(marketplace)?.[1];
  expect(company).toBeTruthy();
  const sizes: Record<string, number> = {};
  for (const path of measuredPages(company as string)) {
    const html = await (await request.get(path)).text();
    const js = await firstLoadJavaScript(html, async (source) => (await request.get(source)).body());
    sizes[path] = js.gzipKb;
  }
  // As bench:pages marks a page over the budget: to the byte (150.04 KB once passed here, rounded to 150.0).
  expect(
    Object.entries(sizes).filter(([, kb]) => kb > firstLoadBudgetKb),
    JSON.stringify(sizes),
  ).toEqual([]);
  expect(Math.min(...Object.values(sizes))).toBeGreaterThan(50);
});
