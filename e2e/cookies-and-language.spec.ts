import { expect, type Page, test } from '@playwright/test';

async function policyCookie(page: Page) {
  return (await page.context().cookies()).find((cookie) => cookie.name === 'tenderoPolicyAccepted');
}

test('accept all stores all four consents for a year and the popup stays away', async ({ page }) => {
  await page.goto('/en/about');
  const popup = page.getByTestId('cookie-consent');
  await expect(popup).toBeVisible();
  await popup.getByRole('button', { name: 'Accept all' }).click();
  await expect(popup).toBeHidden();
  const cookie = await policyCookie(page);
  expect(decodeURIComponent(cookie?.value ?? '')).toBe('security=true&functional=true&analitic=true&ad=true');
  expect(cookie?.path).toBe('/');
  const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(364);
  await page.reload();
  await expect(page.getByTestId('cookie-consent')).toBeHidden();
});

test('reject only closes and stores nothing, so the popup comes back', async ({ page }) => {
  await page.goto('/pl');
  const popup = page.getByTestId('cookie-consent');
  await popup.getByRole('button', { name: 'Odrzuć' }).click();
  await expect(popup).toBeHidden();
  expect(await policyCookie(page)).toBeUndefined();
  await page.reload();
  await expect(page.getByTestId('cookie-consent')).toBeVisible();
});

test('adjust stores exactly the chosen categories; necessary cannot be unchecked', async ({ page }) => {
  await page.goto('/en/blog');
  const popup = page.getByTestId('cookie-consent');
  await popup.getByRole('button', { name: 'Adjust' }).click();
  await expect(popup.getByLabel('Necessary')).toBeChecked();
  await expect(popup.getByLabel('Necessary')).toBeDisabled();
  await popup.getByLabel('Analytical').check();
  await popup.getByRole('button', { name: 'Accept selected' }).click();
  const cookie = await policyCookie(page);
  expect(decodeURIComponent(cookie?.value ?? '')).toBe('security=true&functional=false&analitic=true&ad=false');
  await expect(page.getByText('Your cookie choices are saved.')).toBeVisible();
});

test('the banner links to the privacy settings, where the choice can be changed', async ({ page }) => {
  await page.goto('/en');
  await page.getByTestId('cookie-consent').getByRole('link', { name: 'Read the privacy policy' }).click();
  await expect(page).toHaveURL(/\/en\/account-settings\/privacy$/);
  await page.getByTestId('cookie-consent').getByRole('button', { name: 'Accept all' }).click();
  await expect(page.getByTestId('cookie-choice')).toContainText('Necessary, Functional, Analytical, Advertising');
  await page.getByRole('button', { name: 'Change cookie settings' }).click();
  await page.getByTestId('cookie-consent').getByLabel('Advertising').uncheck();
  await page.getByTestId('cookie-consent').getByRole('button', { name: 'Accept selected' }).click();
  await expect(page.getByTestId('cookie-choice')).toContainText('Necessary, Functional, Analytical');
  await expect(page.getByTestId('cookie-choice')).not.toContainText('Advertising');
});

test('the language switch keeps the page, loads Polish and remembers it', async ({ page }) => {
  await page.goto('/en/about');
  await page.getByTestId('cookie-consent').getByRole('button', { name: 'Reject' }).click();
  await page.getByRole('link', { name: 'pl Polski' }).click();
  await expect(page).toHaveURL(/\/pl\/about$/);
  await expect(page.locator('h1')).toHaveText('O Tendero');
  const cookie = (await page.context().cookies()).find((c) => c.name === 'NEXT_LOCALE');
  expect(cookie?.value).toBe('pl');
  expect(((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000).toBeGreaterThan(364);
  await page.goto('/');
  await expect(page).toHaveURL(/\/pl$/);
});
