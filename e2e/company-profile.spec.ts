import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { acceptNecessaryCookies, signIn, signInAs } from './helpers';

test('en: the manager edits the company, adds an FAQ and a step, re-orders steps and uploads a cropped logo', async ({
  page,
  context,
}) => {
  await acceptNecessaryCookies(context);
  await signInAs(page, 'manager');
  await expect(page).toHaveURL(/\/en\/manager\/profile$/);
  await expect(page.locator('h1')).toHaveText('Company profile');
  await expect(page.getByText('Verified', { exact: true }).first()).toBeVisible();
  // The sign-in toast fades in; its half-transparent frame is not page content.
  const axe = await new AxeBuilder({ page }).exclude('[data-sonner-toaster]').analyze();
  const serious = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

  await page.getByLabel('City').selectOption('gdynia');
  await page.getByLabel('Year founded').fill('1700');
  await page.getByRole('button', { name: 'Save company details' }).click();
  await expect(page.getByText('Enter a year between 1800 and this year').first()).toBeVisible();
  await page.getByLabel('Year founded').fill('2014');
  await page.getByPlaceholder('Search services, e.g. accounting').fill('ksiegowosc');
  await page.getByRole('checkbox', { name: 'Full accounting' }).check();
  await page.getByRole('button', { name: 'Save company details' }).click();
  await expect(page.getByText('Saved', { exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('City')).toHaveValue('gdynia');

  const faq = page.getByRole('region', { name: 'FAQ', exact: true });
  await faq.getByRole('button', { name: '+ Add question' }).click();
  await faq.getByLabel('Answer').fill('Within one business day.');
  await faq.getByRole('button', { name: 'Add question' }).click();
  await expect(faq.getByText('FAQ question must be filled in to add it')).toBeVisible();
  await faq.getByLabel('Question').fill('How fast do you reply?');
  await faq.getByRole('button', { name: 'Add question' }).click();
  await expect(page.getByText('Saved', { exact: true }).first()).toBeVisible();
  await expect(faq.getByText('How fast do you reply?')).toBeVisible();

  const steps = page.getByRole('region', { name: 'Steps of the sales process' });
  await steps.getByRole('button', { name: '+ Add step' }).click();
  await steps.getByLabel('Title').fill('Kick-off meeting');
  await steps.getByRole('button', { name: 'Add step' }).click();
  await expect(steps.getByText('Kick-off meeting')).toBeVisible();
  await steps.getByRole('button', { name: 'Move "Kick-off meeting" up' }).click();
  await expect(page.getByText('Steps updated').first()).toBeVisible();
  await expect(async () => {
    const titles = await steps.locator('ol > li p.font-medium').allTextContents();
    expect(titles.indexOf('Kick-off meeting')).toBe(titles.length - 2);
  }).toPass({ timeout: 5000 });

  const logo = await sharp({ create: { width: 800, height: 500, channels: 3, background: '#1d4ed8' } })
    .png()
    .toBuffer();
  await page
    .getByLabel('Choose an image')
    .first()
    .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: logo });
  await expect(page.getByText('Drag to position the image; the frame is what others see.')).toBeVisible();
  await page.getByRole('button', { name: 'Save image' }).click();
  await expect(page.getByText('Saved', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('img', { name: 'Nordwind Software sp. z o.o.' })).toHaveAttribute(
    'src',
    /^\/files\/logos\/.+-512\.webp$/,
  );
});

test('pl: the manager adds and deletes a consent, and asks for an integration', async ({ page, context }) => {
  await acceptNecessaryCookies(context);
  await signIn(page, 'manager', 'pl');
  await page.goto('/pl/manager/consents');
  await expect(page.locator('h1')).toHaveText('Zgody');
  await page.getByRole('button', { name: '+ Dodaj zgodę' }).click();
  await page.getByLabel('Treść zgody').fill('Zgadzam się na kontakt telefoniczny w sprawie mojego zapytania.');
  await page.getByRole('button', { name: 'Dodaj zgodę', exact: true }).click();
  await expect(page.getByText('Zapisano', { exact: true })).toBeVisible();
  const item = page.getByRole('listitem').filter({ hasText: 'kontakt telefoniczny' });
  await item.getByRole('button', { name: 'Usuń' }).click();
  await item.getByRole('button', { name: 'Tak, usuń' }).click();
  await expect(page.getByText('Usunięto', { exact: true })).toBeVisible();
  await expect(item).toHaveCount(0);

  await page.goto('/pl/manager/integrations');
  await expect(page.getByLabel('Adres e-mail')).toHaveValue('manager@tendero.test');
  await page.getByLabel('Jakie narzędzie i co ma do niego trafiać?').fill('Pipedrive: nowe leady jako deale.');
  await page.getByRole('button', { name: 'Wyślij wiadomość' }).click();
  await expect(page.getByText(/Dziękujemy|odpowiemy/).first()).toBeVisible();

  await page.goto('/pl/manager/leads');
  await expect(page.getByRole('heading', { level: 1, name: 'Leady' })).toBeVisible();
});
