import { type Browser, type BrowserContext, expect, type Page, test } from '@playwright/test';

const consent = {
  name: 'tenderoPolicyAccepted',
  value: 'security=true&functional=false&analitic=false&ad=false',
  url: 'http://localhost',
};

const signInTexts = {
  en: { login: 'Username or e-mail', password: 'Password', submit: 'Sign in' },
  pl: { login: 'Nazwa użytkownika lub e-mail', password: 'Hasło', submit: 'Zaloguj się' },
} as const;

async function newVisitor(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext();
  await context.addCookies([consent]);
  return context;
}

/** Signs a demo account in and answers its user id. */
async function signIn(page: Page, locale: 'en' | 'pl', username: string): Promise<string> {
  const texts = signInTexts[locale];
  await page.goto(`/${locale}/login`);
  await page.getByLabel(texts.login).fill(username);
  await page.getByLabel(texts.password, { exact: true }).fill('Tendero!2026');
  await page.getByRole('button', { name: texts.submit, exact: true }).click();
  await expect(page).not.toHaveURL(/\/login$/);
  const session = await (await page.request.get('/api/auth/session')).json();
  return session.userId as string;
}

test('en: the rep edits bio and languages; a visitor reads them and is asked to sign in to chat', async ({
  browser,
}) => {
  const repContext = await newVisitor(browser);
  const rep = await repContext.newPage();
  const repId = await signIn(rep, 'en', 'rep');
  const bio = `I scope logistics software with clients (${Date.now()}).`;

  await rep.goto('/en/sales/profile');
  await expect(rep.locator('h1')).toHaveText('My profile');
  await expect(rep.getByText('Your manager edits the company profile.')).toBeVisible();
  await rep.getByLabel('About me').fill(bio);
  await expect(rep.getByText(`${bio.length} of 2000 characters`)).toBeVisible();
  const german = rep.getByRole('checkbox', { name: 'German' });
  await expect(german).not.toBeChecked();
  await rep.locator('label').filter({ hasText: 'German' }).click();
  await expect(german).toBeChecked();
  await rep.getByRole('button', { name: 'Save profile' }).click();
  await expect(rep.getByText('Saved', { exact: true })).toBeVisible();

  await rep.reload();
  await expect(rep.getByLabel('About me')).toHaveValue(bio);
  await expect(rep.getByRole('checkbox', { name: 'German' })).toBeChecked();
  await expect(rep.getByRole('link', { name: 'See my public profile' })).toHaveAttribute(
    'href',
    `/en/sales/profile/${repId}`,
  );

  const visitorContext = await newVisitor(browser);
  const visitor = await visitorContext.newPage();
  await visitor.goto(`/en/sales/profile/${repId}`);
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('Julia Mazur');
  await expect(visitor.getByText(bio)).toBeVisible();
  await expect(visitor.getByRole('heading', { name: 'Nordwind Software sp. z o.o.' })).toBeVisible();
  await expect(visitor.getByText('German', { exact: true })).toBeVisible();
  await expect(visitor).toHaveTitle(/^Julia Mazur – Nordwind Software sp\. z o\.o\./);
  await visitor.getByRole('button', { name: 'Start chat' }).click();
  await expect(visitor.getByText('Log in to start a conversation')).toBeVisible();

  const missing = await visitor.goto('/en/sales/profile/no-such-rep');
  expect(missing?.status()).toBe(404);
  await expect(visitor.locator('h1')).toHaveText('Page Not Found: /en/sales/profile/no-such-rep');

  await repContext.close();
  await visitorContext.close();
});

test('pl: the client sets city and sharing; a signed-out visitor never sees the e-mail, a provider does', async ({
  browser,
}) => {
  const clientContext = await newVisitor(browser);
  const client = await clientContext.newPage();
  const clientId = await signIn(client, 'pl', 'client');

  await client.goto('/pl/client/profile');
  await expect(client.locator('h1')).toHaveText('Mój profil');
  await expect(client.getByRole('region', { name: 'Ulubione oferty' })).toBeVisible();
  // The form puts the saved values into its fields when it starts in the browser (the demo client has a
  // city): typing before that mixed the two ("PoznańWrocław" in a full run on a busy machine).
  await expect(client.getByLabel('Miasto')).not.toHaveValue('', { timeout: 30_000 });
  await client.getByLabel('Miasto').fill('Wrocław');
  await client.getByLabel('Pokazuj mój e-mail firmom').check();
  await client.getByRole('button', { name: 'Zapisz profil' }).click();
  await expect(client.getByText('Zapisano', { exact: true })).toBeVisible();
  await client.reload();
  await expect(client.getByLabel('Miasto')).toHaveValue('Wrocław');
  await expect(client.getByLabel('Pokazuj mój e-mail firmom')).toBeChecked();
  await expect(client.getByLabel('Pokazuj mój numer telefonu firmom')).not.toBeChecked();

  const visitorContext = await newVisitor(browser);
  const visitor = await visitorContext.newPage();
  await visitor.goto(`/pl/client/profile/${clientId}`);
  // Others see the surname as an initial, as on reviews.
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('Katarzyna L.');
  await expect(visitor.getByText('Lewandowska')).toHaveCount(0);
  await expect(visitor.getByText('Wrocław')).toBeVisible();
  await expect(visitor.getByText('Nie ma jeszcze opinii')).toBeVisible();
  await expect(visitor.getByText('client@tendero.test')).toHaveCount(0);
  await expect(visitor.getByRole('heading', { name: 'Dane kontaktowe' })).toHaveCount(0);

  const repContext = await newVisitor(browser);
  const rep = await repContext.newPage();
  const repId = await signIn(rep, 'pl', 'rep');
  // A client's details reach a company once the client turns to it (decision 0019): here by starting a
  // chat with its rep, so the test does not depend on another spec having done so first.
  await client.goto(`/pl/sales/profile/${repId}`);
  await client.getByRole('button', { name: 'Rozpocznij czat' }).click();
  await client.waitForURL(/\/pl\/chat\/[0-9a-f-]{36}$/);
  await rep.goto(`/pl/client/profile/${clientId}`);
  await expect(rep.getByRole('link', { name: 'client@tendero.test' })).toBeVisible();
  await expect(rep.getByText('+48 501 234 567')).toHaveCount(0);
  // A sales rep may start a conversation from the client's profile (e2e/chat.spec.ts follows it); a visitor may not.
  await expect(visitor.getByRole('button', { name: 'Rozpocznij czat' })).toHaveCount(0);
  await expect(rep.getByRole('button', { name: 'Rozpocznij czat' })).toBeVisible();

  await clientContext.close();
  await visitorContext.close();
  await repContext.close();
});
