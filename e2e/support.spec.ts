import { expect, test } from '@playwright/test';

test.beforeEach(async ({ context }) => {
  await context.addCookies([
    {
      name: 'tenderoPolicyAccepted',
      value: 'security=true&functional=false&analitic=false&ad=false',
      url: 'http://localhost',
    },
  ]);
});

test('the support form explains empty fields in the page language and sends nothing', async ({ page }) => {
  await page.goto('/pl/account-settings/support');
  await page.getByRole('button', { name: 'Wyślij wiadomość' }).click();
  await expect(page.getByText('Pola nie mogą być puste').first()).toBeVisible();
  await page.getByLabel('Adres e-mail').fill('nie-email');
  await page.getByRole('button', { name: 'Wyślij wiadomość' }).click();
  await expect(page.getByText('Podaj poprawny adres e-mail')).toBeVisible();
});

test('a support request reaches the team; the address given gets a notice without the message', async ({ page }) => {
  const email = `jan.${Date.now()}@firma.pl`;
  await page.goto('/en/account-settings/support');
  await page.getByLabel('Your name').fill('Jan Kowalski');
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Topic').selectOption('inquiries');
  await page.getByLabel('Message').fill('How many companies can I ask for an offer at once?');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'we will answer by' })).toBeVisible();
  await expect(page.getByLabel('Your name')).toHaveValue('');

  // Not signed in: the address is not confirmed, so it gets a notice that quotes nothing typed.
  const notice = page
    .locator('article', { hasText: 'Your message to Tendero support' })
    .filter({ hasText: `To${email}` });
  await expect(async () => {
    await page.goto('/dev/mailbox?locale=en');
    await expect(notice).toContainText('kept here', { timeout: 1000 });
  }).toPass({ timeout: 10_000 });
  await expect(notice).not.toContainText('How many companies');
  await expect(notice).not.toContainText('Jan Kowalski');
  const inbox = page
    .locator('article', { hasText: '[Support] Inquiries and offers from Jan Kowalski' })
    .filter({ hasText: email });
  await expect(inbox).toContainText('support@tendero.app');
  await expect(inbox).toContainText('How many companies can I ask for an offer at once?');
  await expect(inbox).toContainText('not confirmed');
});
