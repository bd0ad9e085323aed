import { expect, type Page, test } from '@playwright/test';
import { acceptNecessaryCookies, signIn } from './helpers';

/**
 * Issue 38, in Polish: a manager buys Premium on the Stripe stand-in; Tendero issues its own VAT invoice by a
 * job (with NBP's rate from the NBP stand-in: a Polish company paying in euro); the manager finds it in
 * account settings and downloads the PDF; the admin sees its number on the payment and downloads it too.
 * E2E_SCREENSHOTS (a folder) keeps the two pages at 1280 and 390 px.
 */
const slug = 'spedycja-wielkopolska';
const companyName = 'Spedycja Wielkopolska sp. z o.o.';
const screenshots = process.env.E2E_SCREENSHOTS;

async function shoot(page: Page, name: string) {
  if (!screenshots) return;
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${screenshots}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function expectPdf(page: Page, href: string | null) {
  expect(href).toBeTruthy();
  const answer = await page.request.get(href as string);
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toBe('application/pdf');
  expect((await answer.body()).subarray(0, 5).toString()).toBe('%PDF-');
}

test('pl: po opłaceniu Premium menedżer pobiera fakturę VAT w PDF, a administrator widzi ją przy płatności', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  await acceptNecessaryCookies(context);
  await signIn(page, `mgr-${slug}`, 'pl');
  await page.goto('/pl/account-settings/manage-subscription');
  await page.getByRole('radio', { name: /^Miesięczny/ }).check();
  await page.getByRole('button', { name: /Kup Premium za/ }).click();
  await page.waitForURL(/127\.0\.0\.1:\d+\/checkout\//);
  await page.getByRole('button', { name: 'Pay' }).click();
  await page.waitForURL(/\/pl\/subscription\/success/);
  await expect(page.getByRole('heading', { name: 'Premium jest aktywne' })).toBeVisible({ timeout: 30_000 });

  // The invoice is issued by a job after the webhook: the page shows it once it is there.
  await page.goto('/pl/account-settings/manage-subscription');
  const invoices = page.getByRole('region', { name: 'Faktury', exact: true });
  // The invoices' own list (the payment's row above links the same PDF by its number).
  const link = invoices.getByRole('link', { name: /^Pobierz fakturę FV\/\d{4}\/\d{6} \(PDF\)$/ });
  await expect(async () => {
    await page.reload();
    await expect(link).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 60_000 });
  const label = (await link.getAttribute('aria-label')) ?? '';
  const number = label.match(/FV\/\d{4}\/\d{6}/)?.[0] as string;
  await expect(invoices.getByText(number, { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Faktury', exact: true })).toBeVisible();
  await expectPdf(page, await link.getAttribute('href'));
  await shoot(page, 'invoices-manager');

  await page.goto('/pl/logout');
  await page.waitForURL(/\/marketplace/);
  await signIn(page, 'admin', 'pl');
  await page.goto(`/pl/admin/payments?q=${encodeURIComponent('Spedycja Wielkopolska')}`);
  const row = page.getByRole('row', { name: new RegExp(companyName.replace(/[.]/g, '\\.')) });
  await expect(row).toBeVisible();
  const adminLink = row.getByRole('link', { name: `Pobierz fakturę ${number} (PDF)` });
  await expect(adminLink).toHaveText(number);
  await expectPdf(page, await adminLink.getAttribute('href'));
  await shoot(page, 'invoices-admin');
});
