import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import { acceptNecessaryCookies, signIn } from './helpers';

/**
 * Issue 38, in Polish: a new client asks for all their data, the link arrives by e-mail (the dev mailbox),
 * they follow it, download the ZIP and open it: their e-mail is in it. Then "Moje zgody" lists the terms
 * and privacy policy they accepted at sign-up, and withdraws the marketing consent an inquiry gave. A fresh
 * account each run (an export is allowed once a day).
 */
/** The newest dev-mailbox message to `email` whose text matches, once it has arrived. */
async function mailTo(page: Page, email: string, text: RegExp): Promise<string> {
  let found = '';
  await expect(async () => {
    const mailbox = await (await page.request.get('/api/dev/mailbox')).json();
    const mail = mailbox.messages.find((m: { to: string; text: string }) => m.to === email && text.test(m.text));
    found = text.exec(mail?.text ?? '')?.[0] ?? '';
    expect(found).not.toBe('');
  }).toPass({ timeout: 30_000 });
  return found;
}

async function freshClient(page: Page) {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const account = { email: `dane.${stamp}@firma.pl`, username: `dane_${stamp}`, password: 'Moje!Dane2026' };
  const created = await page.request.post('/api/auth/sign-up', {
    headers: { 'accept-language': 'pl' },
    data: {
      accountType: 'client',
      firstName: 'Zofia',
      lastName: 'Dąbrowska',
      email: account.email,
      phone: '+48501234567',
      username: account.username,
      password: account.password,
      passwordRepeat: account.password,
      consent: true,
    },
  });
  expect(created.status()).toBe(201);
  const link = await mailTo(page, account.email, /https?:\/\/\S+\/activate-account\?token=\S+/);
  const token = new URL(link).searchParams.get('token');
  expect((await page.request.post('/api/auth/activate', { data: { token } })).status()).toBe(200);
  return account;
}

test('pl: klient pobiera swoje dane jako ZIP z linku w e-mailu i widzi swoje zgody', async ({ page, context }) => {
  test.setTimeout(120_000);
  await acceptNecessaryCookies(context);
  const account = await freshClient(page);
  await signIn(page, account.username, 'pl', account.password);

  await page.goto('/pl/account-settings/download-data');
  await expect(page.getByRole('heading', { name: 'Pobierz moje dane', level: 1 })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('download-data-1280.png'), fullPage: true });
  await page.getByRole('button', { name: 'Przygotuj moje dane' }).click();
  await expect(page.getByText('Przygotowujemy Twoje dane. Napiszemy do Ciebie, gdy będą gotowe.')).toBeVisible();

  const link = await mailTo(page, account.email, /https?:\/\/\S+\/pl\/account-settings\/download-data/);
  await page.goto(new URL(link).pathname);
  await expect(page.getByText(/Gotowy do pobrania do/)).toBeVisible();
  // A second request the same day is not offered: the page says when the next is possible.
  await expect(page.getByText(/Kolejny eksport możesz zamówić od/)).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: /Pobierz ZIP/ }).click(),
  ]);
  const files = unzipSync(new Uint8Array(readFileSync((await download.path()) as string)));
  expect(Object.keys(files)).toEqual(expect.arrayContaining(['README.txt', 'account.json', 'consents.csv']));
  const accountJson = JSON.parse(strFromU8(files['account.json'] as Uint8Array));
  expect(accountJson.profile.email).toBe(account.email);
  expect(strFromU8(files['README.txt'] as Uint8Array)).toContain('Tendero: Twoje dane');
  await page.screenshot({ path: test.info().outputPath('download-data-ready-1280.png'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: test.info().outputPath('download-data-390.png'), fullPage: true });

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/pl/account-settings/consents');
  await expect(page.getByRole('heading', { name: 'Moje zgody', level: 1 })).toBeVisible();
  const consents = page.getByTestId('own-consents');
  // Versions as published when the journey runs (an admin journey beside it may publish a new one).
  await expect(consents.getByText(/^Regulamin · Wersja \d+$/).first()).toBeVisible();
  await expect(consents.getByText(/^Polityka prywatności · Wersja \d+$/).first()).toBeVisible();
  await expect(page.getByTestId('marketing-state')).toHaveText('Nie wyrażono zgody marketingowej.');
  await page.screenshot({ path: test.info().outputPath('consents-none-1280.png'), fullPage: true });
  // An inquiry sent with the marketing box ticked gives it; "Moje zgody" withdraws it.
  const inquiry = await page.request.post('/api/orders', {
    headers: { 'accept-language': 'pl' },
    data: {
      services: ['bookkeeping'],
      description: 'Szukamy biura rachunkowego do pełnej księgowości od stycznia.',
      visibilityDays: 3,
      marketingConsent: true,
    },
  });
  expect(inquiry.status(), await inquiry.text()).toBe(201);
  await page.reload();
  await expect(page.getByTestId('marketing-state')).toContainText('Wyrażono zgodę marketingową');
  await expect(consents.getByText(/^Zgoda marketingowa · Wersja \d+$/).first()).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('consents-1280.png'), fullPage: true });
  await page.getByRole('button', { name: 'Wycofaj zgodę marketingową' }).click();
  const dialog = page.getByRole('dialog', { name: 'Wycofać zgodę marketingową?' });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: test.info().outputPath('consents-dialog-390.png') });
  await dialog.getByRole('button', { name: 'Wycofaj', exact: true }).click();
  await expect(page.getByText('Zgoda marketingowa wycofana', { exact: true })).toBeVisible();
  await expect(page.getByTestId('marketing-state')).toContainText('Zgoda marketingowa wycofana');
  await expect(consents.getByText(/^Wycofana \d{4}-/)).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('consents-390.png'), fullPage: true });

  await page.goto('/pl/account-settings/remove-account');
  await expect(page.getByRole('heading', { name: 'Co musimy zachować zgodnie z prawem' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('remove-account-390.png'), fullPage: true });
});
