import { expect, type Page, test } from '@playwright/test';
import { acceptNecessaryCookies, totpCodeAt } from './helpers';
import { journeyLocales } from './locales';

/**
 * Issue 37: an admin who has no second factor yet signs in for the first time, is led to set up an
 * authenticator (the test computes the app's codes from the key the page shows, with the same library as
 * the server), sees the recovery codes once, lands in the console, signs out, and signs in again with a code.
 * The e2e seed makes `first-admin-en` and `first-admin-pl` for this (e2e/seed-data.ts).
 */
const texts = {
  en: {
    login: 'Username or e-mail',
    password: 'Password',
    signIn: 'Sign in',
    setupTitle: 'Set up two-step sign-in',
    start: 'Set up an authenticator app',
    code: 'Code from the app',
    turnOn: 'Turn on',
    saved: 'I have saved them',
    console: 'All company profiles',
    verify: 'Verify',
    trust: 'Trust this device for 30 days',
    onSince: /^On since \d{2}\/\d{2}\/\d{4}$/,
    codesLeft: '10 recovery codes left',
    turnOff: 'Turn off',
  },
  pl: {
    login: 'Nazwa użytkownika lub e-mail',
    password: 'Hasło',
    signIn: 'Zaloguj się',
    setupTitle: 'Skonfiguruj logowanie dwuetapowe',
    start: 'Skonfiguruj aplikację uwierzytelniającą',
    code: 'Kod z aplikacji',
    turnOn: 'Włącz',
    saved: 'Zapisałem(-am) je',
    console: 'Wszystkie profile firm',
    verify: 'Potwierdź',
    trust: 'Ufaj temu urządzeniu przez 30 dni',
    onSince: /^Włączone od \d{2}\/\d{2}\/\d{4}$/,
    codesLeft: 'Zostało 10 kodów zapasowych',
    turnOff: 'Wyłącz',
  },
} as const;

async function fillSignIn(page: Page, locale: 'en' | 'pl', username: string) {
  const t = texts[locale];
  await page.goto(`/${locale}/login`);
  await page.getByLabel(t.login).fill(username);
  await page.getByLabel(t.password, { exact: true }).fill('Tendero!2026');
  await page.getByRole('button', { name: t.signIn, exact: true }).click();
}

for (const locale of journeyLocales('en')) {
  test(`${locale}: an admin sets up an authenticator at first sign-in, then signs in with its code`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(120_000);
    const t = texts[locale];
    // English on a desktop, Polish on a phone.
    if (locale === 'pl') await page.setViewportSize({ width: 390, height: 844 });
    else await page.setViewportSize({ width: 1366, height: 900 });
    await acceptNecessaryCookies(page.context());
    const username = `first-admin-${locale}`;

    await fillSignIn(page, locale, username);
    // The console is not open yet: the set-up page comes first, with the way back to the console.
    await expect(page).toHaveURL(new RegExp(`/${locale}/account-settings/second-factor\\?next=`), {
      timeout: 30_000,
    });
    await expect(page.getByRole('heading', { name: t.setupTitle, level: 1 })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath(`setup-${locale}.png`), fullPage: true });
    await page.getByRole('button', { name: t.start }).click();
    const shown = page.getByTestId('totp-secret');
    await expect(shown).toBeVisible();
    await expect(page.locator('img[src^="data:image/svg+xml"]')).toBeVisible();
    const secret = ((await shown.textContent()) ?? '').replace(/\s+/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await page.screenshot({ path: testInfo.outputPath(`setup-qr-${locale}.png`), fullPage: true });

    // A wrong code first: refused on the field, nothing turned on.
    await page.getByLabel(t.code).fill(totpCodeAt(-600, secret));
    await page.getByRole('button', { name: t.turnOn }).click();
    await expect(page.getByText(locale === 'en' ? 'Wrong code.' : 'Nieprawidłowy kod.').first()).toBeVisible();
    await page.getByLabel(t.code).fill(totpCodeAt(0, secret));
    await page.getByRole('button', { name: t.turnOn }).click();

    const codes = page.getByTestId('recovery-codes').getByRole('listitem');
    await expect(codes).toHaveCount(10);
    await expect(codes.first()).toHaveText(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    await page.screenshot({ path: testInfo.outputPath(`codes-${locale}.png`), fullPage: true });
    await page.getByRole('button', { name: t.saved }).click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/admin/profiles$`), { timeout: 30_000 });
    await expect(page.getByRole('heading', { name: t.console, level: 1 })).toBeVisible();

    await page.goto(`/${locale}/logout`);
    await expect(page).toHaveURL(new RegExp(`/${locale}/marketplace$`));

    // Again: the password, then the app's code (the next step's: the set-up used this one).
    await fillSignIn(page, locale, username);
    const code = page.getByLabel(t.code);
    await expect(code).toBeVisible({ timeout: 30_000 });
    await expect(page.getByLabel(t.trust)).not.toBeChecked();
    await page.screenshot({ path: testInfo.outputPath(`second-step-${locale}.png`), fullPage: true });
    await code.fill(totpCodeAt(30, secret));
    await page.getByRole('button', { name: t.verify }).click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/admin/profiles$`), { timeout: 30_000 });
    await expect(page.getByRole('heading', { name: t.console, level: 1 })).toBeVisible();

    // Account settings show it on, with ten recovery codes left and no way to turn it off (an admin).
    await page.goto(`/${locale}/account-settings/second-factor`);
    await expect(page.getByTestId('second-factor-state')).toHaveText(t.onSince);
    await expect(page.getByText(t.codesLeft)).toBeVisible();
    await expect(page.getByRole('button', { name: t.turnOff })).toHaveCount(0);
    await page.screenshot({ path: testInfo.outputPath(`settings-${locale}.png`), fullPage: true });
  });
}
