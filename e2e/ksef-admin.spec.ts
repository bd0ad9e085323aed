import { expect, test } from '@playwright/test';
import { acceptNecessaryCookies, signIn } from './helpers';

/**
 * Issue 38, in Polish: the administrator opens "Faktury" from the admin menu and sees the demo invoice
 * accepted by KSeF (the stand-in, reached by the app's real client: token authentication, an online session,
 * the FA(3) invoice encrypted and checked against the ministry's schema) with its KSeF number.
 */
test('pl: administrator widzi fakturę przyjętą przez KSeF z numerem KSeF', async ({ page, context }) => {
  await acceptNecessaryCookies(context);
  await signIn(page, 'admin', 'pl');
  await page.goto('/pl/admin/payments');
  await page.getByRole('link', { name: 'Faktury', exact: true }).first().click();
  await page.waitForURL(/\/pl\/admin\/invoices/);
  await expect(page.getByRole('heading', { name: 'Faktury', exact: true })).toBeVisible();
  await expect(page.getByTestId('ksef-not-configured')).toHaveCount(0);

  const row = page.getByRole('row', { name: /Bursztyn Consulting sp\. z o\.o\./ });
  // The sweep sends the waiting invoice when the server starts; the page shows the state of the moment.
  await expect(async () => {
    await page.reload();
    await expect(row.getByText('Przyjęta', { exact: true })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 90_000 });
  await expect(row).toContainText(/FV\/\d{4}\/000001/);
  await expect(row).toContainText('2581,77');
  await expect(row.getByTestId('ksef-number')).toHaveText(/^1234563218-\d{8}-[0-9A-F]{12}-[0-9A-F]{2}$/);
  await expect(row.getByRole('link', { name: /Pobierz PDF faktury FV\/\d{4}\/000001/ })).toBeVisible();
  await expect(row.getByRole('button', { name: /Wyślij fakturę .* ponownie/ })).toHaveCount(0);

  // The state filter keeps it among the accepted ones.
  await page.getByLabel('Stan w KSeF').selectOption('accepted');
  await page.getByRole('button', { name: 'Filtruj', exact: true }).click();
  await page.waitForURL(/state=accepted/);
  await expect(page.getByRole('row', { name: /Bursztyn Consulting/ })).toBeVisible();
});
