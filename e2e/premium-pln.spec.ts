import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
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

test('pl: a Polish manager enters the NIP, sees złoty net, VAT and gross, buys the yearly plan with BLIK, downloads the invoice with its KSeF number; the admin sees it accepted', async ({
  page,
  context,
}) => {
  test.setTimeout(240_000);
  await acceptNecessaryCookies(context);
  await signIn(page, 'mgr-chmura-polnoc', 'pl');
  // The invoice's buyer first: the manager enters the company's NIP (a wrong one is refused on its field).
  await page.goto('/pl/manager/profile');
  await waitForLivePage(page);
  const taxSection = page.locator('#tax-identity');
  const nip = taxSection.getByLabel('NIP', { exact: true });
  await nip.fill('583-215-10-03');
  await taxSection.getByRole('button', { name: 'Zapisz dane do faktury' }).click();
  await expect(taxSection.getByText('Ten NIP jest nieprawidłowy: sprawdź cyfry')).toBeVisible();
  await nip.fill('583-215-10-02');
  await taxSection.getByRole('button', { name: 'Zapisz dane do faktury' }).click();
  await expect(page.getByText('Dane do faktury zapisane')).toBeVisible();
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
  // The payment's row (the invoice's row below it names the same gross).
  const payment = page.getByRole('row', { name: /Roczny\s*2618,67\s*zł/ });
  await expect(payment).toContainText(/netto 2129\s*zł \+ VAT 489,67\s*zł/);
  await expect(payment).toContainText('Zapłacono: BLIK');
  await keep(page, 'premium-pln-paid-year');

  // Tendero's VAT invoice of the year (a job), sent to KSeF (the stand-in) by another: once KSeF has accepted
  // it, the manager's list shows its KSeF number and the PDF carries it.
  // In the invoices' own list (the payment's row above links the same PDF by its number).
  const invoiceLink = page
    .getByRole('region', { name: 'Faktury', exact: true })
    .getByRole('link', { name: /^Pobierz fakturę FV\/\d{4}\/\d{6} \(PDF\)$/ });
  const ksefNumber = page.getByText(/^Nr KSeF 1234563218-\d{8}-[0-9A-F]{12}-[0-9A-F]{2}$/);
  await expect(async () => {
    await page.reload();
    await expect(ksefNumber).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 90_000 });
  const invoiceNumber = ((await invoiceLink.getAttribute('aria-label')) ?? '').match(/FV\/\d{4}\/\d{6}/)?.[0] as string;
  const shownKsefNumber = ((await ksefNumber.textContent()) ?? '').replace('Nr KSeF ', '');
  const pdf = await page.request.get((await invoiceLink.getAttribute('href')) as string);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  // The PDF is a Polish VAT invoice to the NIP just entered, with the KSeF number under its QR code.
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(await pdf.body())), { mergePages: true });
  expect(text).toContain(`Faktura VAT nr ${invoiceNumber}`);
  expect(text.replace(/[\s-]/g, '')).toContain('5832151002');
  expect(text.replace(/\s+/g, '')).toContain(shownKsefNumber);
  await keep(page, 'premium-pln-invoice');

  await page.goto('/pl/logout');
  await page.waitForURL(/\/marketplace/);
  await signIn(page, 'admin', 'pl');
  await page.goto(`/pl/admin/invoices?q=${encodeURIComponent(invoiceNumber)}`);
  const row = page.getByRole('row', { name: new RegExp(invoiceNumber.replaceAll('/', '\\/')) });
  await expect(row.getByText('Przyjęta', { exact: true })).toBeVisible();
  await expect(row).toContainText('2618,67');
  await expect(row.getByTestId('ksef-number')).toHaveText(/^1234563218-\d{8}-[0-9A-F]{12}-[0-9A-F]{2}$/);
  await keep(page, 'premium-pln-admin-invoices');
});
