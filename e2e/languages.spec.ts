import { expect, test } from '@playwright/test';
import { acceptNecessaryCookies } from './helpers';

/** The language switch keeps every parameter, / follows the browser, no English on Polish pages. */

test('the language switch keeps a search with its filters', async ({ page, context }) => {
  await acceptNecessaryCookies(context);
  await page.goto('/pl/marketplace/search/all?q=ksiegowosc&city=krakow');
  await expect(page.getByLabel('Słowa kluczowe')).toHaveValue('ksiegowosc');
  await page.getByRole('link', { name: 'en English' }).click();
  await expect(page).toHaveURL(/\/en\/marketplace\/search\/all\?q=ksiegowosc&city=krakow$/);
  await expect(page.getByLabel('Keywords')).toHaveValue('ksiegowosc');
  await expect(page.locator('h1')).toContainText('ksiegowosc');
  // And back, still with the search.
  await page.getByRole('link', { name: 'pl Polski' }).click();
  await expect(page).toHaveURL(/\/pl\/marketplace\/search\/all\?q=ksiegowosc&city=krakow$/);
});

test('the language switch keeps an invitation token', async ({ page, context }) => {
  await acceptNecessaryCookies(context);
  await page.goto('/pl/change-password?invitation=abc123.def456');
  await page.getByRole('link', { name: 'en English' }).click();
  await expect(page).toHaveURL(/\/en\/change-password\?invitation=abc123\.def456$/);
});

test('/ without a locale cookie follows the browser language', async ({ browser }) => {
  for (const [browserLocale, expected] of [
    ['pl-PL', /\/pl$/],
    ['en-GB', /\/en$/],
    ['de-DE', /\/en$/],
  ] as const) {
    const context = await browser.newContext({ locale: browserLocale });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page, browserLocale).toHaveURL(expected);
    await context.close();
  }
});

test('Polish pages speak Polish: the 404 page and the notifications label', async ({ page, context }) => {
  await acceptNecessaryCookies(context);
  const response = await page.goto('/pl/nie-ma-takiej-strony');
  expect(response?.status()).toBe(404);
  await expect(page.locator('h1')).toHaveText('Nie znaleziono strony: /pl/nie-ma-takiej-strony');
  await expect(page).toHaveTitle('Nie znaleziono strony: /pl/nie-ma-takiej-strony');

  await page.goto('/pl/about');
  // sonner's region for screen readers ("Notifications alt+T" in English before): it loads on the
  // visitor's first key or pointer press, before anything they do can end in a toast.
  await expect(page.locator('section[aria-label*="(Alt+T)"]')).toHaveCount(0);
  // (Pressed again until the page has hydrated: a press before that is not heard.)
  const firstPress = async (press: () => Promise<void>, label: string) =>
    expect(async () => {
      await press();
      await expect(page.locator(`section[aria-label="${label}"]`)).toHaveCount(1, { timeout: 1_000 });
    }).toPass({ timeout: 20_000 });
  await firstPress(() => page.keyboard.press('Shift'), 'Powiadomienia (Alt+T)');
  await expect(page.locator('section[aria-label*="Notifications"]')).toHaveCount(0);
  await page.goto('/en/about');
  await firstPress(() => page.mouse.click(5, 400), 'Notifications (Alt+T)');
});

test('the cookie consent is stored literally as key=value pairs joined by & (SPEC §9)', async ({ page }) => {
  await page.goto('/pl/about');
  await page.getByTestId('cookie-consent').getByRole('button', { name: 'Akceptuj wszystkie' }).click();
  const cookie = (await page.context().cookies()).find((c) => c.name === 'tenderoPolicyAccepted');
  expect(cookie?.value).toBe('security=true&functional=true&analitic=true&ad=true');
});

test('a consent stored percent-encoded before still reads back', async ({ page, context }) => {
  await context.addCookies([
    {
      name: 'tenderoPolicyAccepted',
      value: 'security%3Dtrue%26functional%3Dtrue%26analitic%3Dfalse%26ad%3Dtrue',
      url: 'http://localhost',
    },
  ]);
  await page.goto('/en/account-settings/privacy');
  await expect(page.getByTestId('cookie-consent')).toBeHidden();
  await expect(page.getByTestId('cookie-choice')).toContainText('Necessary, Functional, Advertising');
});
