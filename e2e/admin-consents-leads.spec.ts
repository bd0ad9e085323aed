import { expect, test } from '@playwright/test';
import { acceptNecessaryCookies, signIn } from './helpers';

test.beforeEach(async ({ context }) => {
  await acceptNecessaryCookies(context);
});

test('pl: the admin publishes a new version of the marketing consent; it becomes the current one', async ({ page }) => {
  await signIn(page, 'admin', 'pl');
  await page.goto('/pl/admin/consents');
  await expect(page.getByRole('heading', { level: 1, name: 'Zgody' })).toBeVisible();
  const card = page.getByTestId('consent-marketing');
  const badge = await card
    .getByText(/^Wersja \d+$/)
    .first()
    .textContent();
  const next = Number((badge ?? '').replace(/\D/g, '')) + 1;

  await card.getByRole('button', { name: 'Opublikuj nową wersję' }).click();
  const dialog = page.getByRole('dialog');
  // The dialog starts from the current text: publishing it unchanged is refused, the dialog stays open.
  await dialog.getByRole('button', { name: `Opublikuj wersję ${next}` }).click();
  await expect(page.getByText('To treść aktualnej wersji: zmień ją, zanim opublikujesz nową.')).toBeVisible();
  await expect(dialog).toBeVisible();
  // Both texts are required.
  await dialog.getByLabel('Treść po polsku').fill('');
  await dialog.getByRole('button', { name: `Opublikuj wersję ${next}` }).click();
  await expect(dialog.getByRole('alert').first()).toBeVisible();
  await dialog
    .getByLabel('Treść po angielsku')
    .fill(`I agree to receive offers related to my inquiry from the companies I asked, by e-mail (${Date.now()}).`);
  await dialog
    .getByLabel('Treść po polsku')
    .fill('Zgadzam się na otrzymywanie e-mailem ofert związanych z moim zapytaniem od firm, o które pytam.');
  await dialog.getByRole('button', { name: `Opublikuj wersję ${next}` }).click();
  await expect(page.getByText(`Zgoda marketingowa: opublikowano wersję ${next}`)).toBeVisible();
  await expect(card.getByText(`Wersja ${next}`, { exact: true }).first()).toBeVisible();

  // The activity monitor names what happened, in Polish.
  await page.goto('/pl/admin/activity?action=consent.publish');
  await expect(page.getByRole('rowheader', { name: 'Opublikowano treść zgody' }).first()).toBeVisible();
});

test('en: the admin reads the platform lead figures and switches the period', async ({ page }) => {
  await signIn(page, 'admin', 'en');
  await page.goto('/en/admin/leads');
  await expect(page.getByRole('heading', { level: 1, name: 'Leads across the marketplace' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Inquiries', exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Last 7 days' }).click();
  await expect(page).toHaveURL(/days=7/);
  await expect(page.getByRole('link', { name: 'Last 7 days' })).toHaveAttribute('aria-current', /.+/);
});
