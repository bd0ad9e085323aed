import { expect, type Locator, type Page, test } from '@playwright/test';
import { acceptNecessaryCookies, signIn } from './helpers';

test.beforeEach(async ({ context }) => {
  await acceptNecessaryCookies(context);
});

const header = 'name,website,city,services,manager_first_name,manager_last_name,manager_email,language';
const stampNow = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;

async function chooseCsv(page: Page, csv: string, name = 'companies.csv') {
  await page.getByLabel('CSV file').setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(csv, 'utf8') });
}

function companyRow(page: Page, name: string): Locator {
  return page.locator('li[data-company-id]').filter({ has: page.getByRole('button', { name, exact: true }) });
}

test('en: the admin imports 20 companies from CSV: a bad row blocks the whole file, the fixed file lands whole', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const stamp = stampNow();
  const rows = Array.from(
    { length: 20 },
    (_, index) =>
      `Import ${stamp} Co ${index + 1},https://co${index}.example,Kraków,Full accounting; Bookkeeping services,Ewa,Nowak,import.${stamp}.${index}@firma.pl,${index % 2 ? 'en' : 'pl'}`,
  );
  await signIn(page, 'admin', 'en');
  await page.goto('/en/admin/company');
  await expect(page.getByRole('heading', { level: 1, name: 'Add or import companies' })).toBeVisible();

  // One row names a city Tendero does not know: the preview says which row and column, nothing can be imported.
  const broken = [...rows.slice(0, 19), rows[19]?.replace('Kraków', 'Atlantis') ?? ''];
  await chooseCsv(page, [header, ...broken].join('\n'));
  await page.getByRole('button', { name: 'Check file' }).click();
  await expect(page.getByTestId('import-summary')).toContainText('1 row has a problem and 19 are ready');
  await expect(page.locator('tr[data-line="21"]')).toContainText('city: We do not know this city');
  await expect(page.getByRole('button', { name: /^Import/ })).toBeDisabled();

  await chooseCsv(page, [header, ...rows].join('\n'));
  await page.getByRole('button', { name: 'Check file' }).click();
  await expect(page.getByTestId('import-summary')).toHaveText('All 20 rows are ready to import.');
  await page.getByRole('button', { name: 'Import 20 companies' }).click();
  await expect(page.getByTestId('import-summary')).toHaveText('20 companies were imported.');

  // All 20 wait for verification; their managers were invited, each in the row's language.
  await page.goto(`/en/admin/profiles?state=unverified&q=${encodeURIComponent(`Import ${stamp}`)}`);
  const tabs = page.getByRole('navigation', { name: 'Verification state' });
  await expect(tabs.getByRole('link', { name: /Waiting for verification/ })).toContainText('20');
  await expect(page.locator('li[data-company-id]')).toHaveCount(20);
  const mailbox = await (await page.request.get('/api/dev/mailbox')).json();
  const invitations = mailbox.messages.filter((m: { to: string }) => m.to.startsWith(`import.${stamp}.`));
  expect(invitations).toHaveLength(20);
  expect(invitations.map((m: { subject: string }) => m.subject)).toContain(
    `Zarządzaj firmą Import ${stamp} Co 1 w Tendero`,
  );
});

test('en: the admin adds a company, verifies it, gives it the Verified badge, and a visitor then finds it in search', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const stamp = stampNow();
  const name = `Lumen Ledger ${stamp}`;
  await signIn(page, 'admin', 'en');
  await page.goto('/en/admin/company');
  const form = page.getByRole('form', { name: 'Add a company' });
  await form.getByLabel('Company name').fill(name);
  await form.getByLabel('City').selectOption({ label: 'Gdańsk' });
  await form.getByRole('searchbox').fill('full accounting');
  await form.getByRole('checkbox', { name: 'Full accounting' }).check();
  await form.getByLabel('First name').fill('Ola');
  await form.getByLabel('Last name').fill('Lis');
  await form.getByLabel('E-mail').fill('not-an-email');
  await form.getByRole('button', { name: 'Add company and invite manager' }).click();
  await expect(form.getByText('Enter a valid e-mail address')).toBeVisible();
  await form.getByLabel('E-mail').fill(`lumen.${stamp}@firma.pl`);
  await form.getByRole('button', { name: 'Add company and invite manager' }).click();
  await expect(form.getByRole('status')).toContainText(`${name} was added`);

  // Not in search before verification.
  const visitorContext = await browser.newContext();
  await acceptNecessaryCookies(visitorContext);
  const visitor = await visitorContext.newPage();
  const search = `/en/marketplace/search/all?q=${encodeURIComponent(name)}`;
  await visitor.goto(search);
  await expect(visitor.getByRole('heading', { name, exact: true })).toHaveCount(0);

  await form.getByRole('link', { name: 'Open it on All company profiles' }).click();
  const row = companyRow(page, name);
  await expect(row).toBeVisible();
  const toggle = row.getByRole('button', { name, exact: true });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  // The Verified badge cannot be given before verification.
  await expect(row.getByRole('radio', { name: /^Verified/ })).toBeDisabled();
  for (const criterion of ['competencies', 'teamSize', 'portfolio', 'serviceQuality']) {
    const card = row.locator(`[data-criterion="${criterion}"]`);
    await card.getByRole('radio', { name: 'Passed' }).check();
    await card.getByLabel('Note').fill('Checked against the register and two references.');
    await card.getByRole('button', { name: 'Save check' }).click();
    await expect(card.getByTestId('criterion-state')).toHaveText('Passed');
  }
  await expect(page.getByText(`${name} is verified and listed in the marketplace`)).toBeVisible();
  await row.getByRole('radio', { name: /^Verified/ }).check();
  await row.getByRole('button', { name: 'Save badge' }).click();
  await expect(page.getByText(`${name} now wears the Verified badge.`)).toBeVisible();

  await expect(async () => {
    await visitor.goto(search);
    await expect(visitor.getByRole('heading', { name, exact: true })).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 20_000 });
  await expect(visitor.getByRole('article').filter({ hasText: name })).toContainText('Gdańsk');
  await visitorContext.close();
});

test('pl: the profiles list filters by Premium and city, and the added-profiles chart reads in Polish', async ({
  page,
}) => {
  await signIn(page, 'admin', 'pl');
  await page.goto('/pl/admin/profiles?state=verified');
  await expect(page.getByRole('heading', { name: 'Dodane profile' })).toBeVisible();
  await expect(page.getByTestId('profiles-total')).toHaveText(/^\d[\d\s]*$/);
  await page.getByLabel('Premium').selectOption({ label: 'Z Premium' });
  await page.getByRole('button', { name: 'Pokaż' }).click();
  await expect(page).toHaveURL(/premium=yes/);
  await expect(page).toHaveURL(/state=verified/);
  const rows = page.locator('li[data-company-id]');
  await expect(rows.first()).toContainText('Premium');
  for (const text of await rows.allInnerTexts()) expect(text).toContain('Premium');
  await page.getByRole('link', { name: 'Wyczyść filtry' }).click();
  await expect(page).not.toHaveURL(/premium=/);
});
