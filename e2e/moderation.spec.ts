import { expect, type Page, test } from '@playwright/test';
import { acceptNecessaryCookies, signIn } from './helpers';

type Card = { id: string; name: string; rating: { count: number } };
type Reviews = { items: { id: string; text: string; author: { name: string } }[] };

/** A listed company with reviews other than the demo company (whose reviews other journeys count). */
async function reviewedCompany(page: Page): Promise<{ id: string; review: Reviews['items'][number] }> {
  const result = await (await page.request.get('/api/companies/search?sort=rating')).json();
  const company = (result.items as Card[]).find(
    (item) => item.rating.count > 1 && !item.name.startsWith('Nordwind Software'),
  );
  expect(company, 'a demo company with reviews').toBeTruthy();
  const id = (company as Card).id;
  const reviews: Reviews = await (await page.request.get(`/api/companies/${id}/reviews?locale=pl`)).json();
  const review = reviews.items[0];
  expect(review, 'its first review').toBeTruthy();
  return { id, review: review as Reviews['items'][number] };
}

test('pl: an admin removes a review from a company page with a reason, then restores it from Removed content', async ({
  browser,
}) => {
  const context = await browser.newContext();
  await acceptNecessaryCookies(context);
  const page = await context.newPage();
  const { id, review } = await reviewedCompany(page);
  const excerpt = review.text.slice(0, 24);
  const reason = `Opinia zawiera dane kontaktowe osoby prywatnej (${Date.now()}).`;
  await signIn(page, 'admin', 'pl');

  await page.goto(`/pl/marketplace/company/${id}`);
  const reviewItem = page.locator('li, article').filter({ hasText: excerpt }).last();
  await expect(reviewItem).toBeVisible();
  // The removal form loads on first use; the dialog opens all the same.
  await reviewItem.getByRole('button', { name: /^Usuń – Opinia:/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Usuń treść' });
  await expect(dialog).toBeVisible();
  // A reason too short is refused with the translated rule, and nothing is removed.
  await dialog.getByLabel('Powód').fill('ab');
  await dialog.getByRole('button', { name: 'Usuń', exact: true }).click();
  await expect(dialog.getByLabel('Powód')).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByText('Ten tekst jest za krótki')).toBeVisible();
  await dialog.getByLabel('Powód').fill(reason);
  await dialog.getByRole('button', { name: 'Usuń', exact: true }).click();
  await expect(page.getByText('Usunięto. Właściciel dostał wiadomość z powodem.')).toBeVisible();
  await expect(page.getByText(excerpt)).toHaveCount(0);
  const after: Reviews = await (await page.request.get(`/api/companies/${id}/reviews?locale=pl`)).json();
  expect(after.items.map((item) => item.id)).not.toContain(review.id);

  await page.goto('/pl/admin/removals');
  // The row names the review in the words its author wrote (demo reviews are also shown translated).
  const row = page.getByRole('row').filter({ hasText: reason });
  await expect(row).toContainText('Opinia');
  await row.getByRole('button', { name: /^Przywróć – Opinia:/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Przywróć', exact: true }).click();
  await expect(page.getByText('Przywrócono. Właściciel dostał wiadomość.')).toBeVisible();

  await page.goto(`/pl/marketplace/company/${id}`);
  await expect(page.getByText(excerpt).first()).toBeVisible();
  await context.close();
});
