import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { acceptNecessaryCookies, signIn, waitForLivePage } from './helpers';

/**
 * Issue 38, in Polish: the manager of a Polish company (Chmura Północ sp. z o.o.; the e2e seed gives it a
 * tax identity with a valid NIP) sees Premium in złoty with net, 23 % VAT and gross, and pays the yearly plan
 * once with BLIK on the Stripe stand-in's checkout page (a refused code first); Premium is then on for a
 * year, paid once, with the way to pay the next one. E2E_SCREENSHOTS=<folder> keeps the pages at 1280 and
 * 390 px for a person to look at.
 */
const shots = process.env.E2E_SCREENSHOTS;

async function keep(page: Page, name: string) {
  if (!shots) return;
  mkdirSync(shots, { recursive: true });
  const size = page.viewportSize() ?? { width: 1280, height: 900 };
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: join(shots, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize(size);
}

test('pl: a Polish manager sees złoty net, VAT and gross and buys the yearly plan with BLIK; Premium is on for a year', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await acceptNecessaryCookies(context);
  await signIn(page, 'mgr-chmura-polnoc', 'pl');
  // The same prices read in English too (the company's currency and VAT do not depend on the language).
  await page.goto('/en/account-settings/manage-subscription');
  await expect(page.getByText(/PLN\s?209 net a month or PLN\s?2,129 net a year/)).toBeVisible();
  await expect(page.locator('label').filter({ hasText: /^Yearly/ })).toContainText(/Total to pay\s*PLN\s?2,618\.67/);
  await keep(page, 'premium-pln-prices-en');
  await page.goto('/pl/account-settings/manage-subscription');
  await waitForLivePage(page);

  // Each plan's radio label carries its price: net, VAT with its rate, and the gross.
  const planLabel = (name: RegExp) => page.locator('label').filter({ has: page.getByRole('radio', { name }) });
  const yearly = planLabel(/^Roczny/);
  await expect(yearly).toContainText(/Netto\s*2129\s*zł/);
  await expect(yearly).toContainText(/VAT 23%\s*489,67\s*zł/);
  await expect(yearly).toContainText(/Do zapłaty \(brutto\)\s*2618,67\s*zł/);
  await expect(planLabel(/^Miesięczny/)).toContainText(/Do zapłaty \(brutto\)\s*257,07\s*zł/);
  await expect(page.getByText('doliczamy 23% VAT')).toBeVisible();
  await expect(page.getByText(/209\s*zł netto miesięcznie lub 2129\s*zł netto rocznie/)).toBeVisible();
  await keep(page, 'premium-pln-prices');

  await page.getByRole('radio', { name: /^Roczny/ }).check();
  await page.getByRole('radio', { name: /^BLIK, Przelewy24 lub karta/ }).check();
  await keep(page, 'premium-pln-blik-chosen');
  await page.getByRole('button', { name: /Zapłać 2618,67\s*zł za rok/ }).click();

  // Stripe's (stand-in) checkout page, on its own origin, in Polish.
  await page.waitForURL(/127\.0\.0\.1:\d+\/checkout\//);
  await expect(page.getByText('2618.67 PLN')).toBeVisible();
  await keep(page, 'premium-pln-checkout');
  await page.getByLabel('Kod BLIK').fill('000000');
  await page.getByRole('button', { name: 'Zapłać BLIKIEM' }).click();
  await expect(page.getByRole('alert')).toContainText('Bank odrzucił ten kod BLIK');
  await page.getByLabel('Kod BLIK').fill('582913');
  await page.getByRole('button', { name: 'Zapłać BLIKIEM' }).click();

  await page.waitForURL(/\/pl\/subscription\/success/);
  await expect(page.getByRole('heading', { name: 'Premium jest aktywne' })).toBeVisible({ timeout: 30_000 });

  await page.goto('/pl/account-settings/manage-subscription');
  await expect(page.getByText('Roczny, płatny jednorazowo')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Premium opłacone na rok' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Zapłać 2618,67\s*zł za kolejny rok/ })).toBeVisible();
  const payment = page.getByRole('row', { name: /2618,67\s*zł/ });
  await expect(payment).toContainText(/netto 2129\s*zł \+ VAT 489,67\s*zł/);
  await expect(payment).toContainText('Zapłacono: BLIK');
  await keep(page, 'premium-pln-paid-year');
});
