import { expect, test } from '@playwright/test';
import { acceptNecessaryCookies, holdScripts, signInAs } from './helpers';
import { journeyLocales } from './locales';

/**
 * A visitor on a slow phone sees the server's HTML before the scripts arrive, and types and presses in
 * it. Forms show their saved values from the first paint, keep what was typed when the page comes alive,
 * and send an early press through the form's own checks once it is live: no reload, nothing typed lost,
 * no password in the address bar.
 */

const words = {
  en: { login: 'Username or e-mail', password: 'Password', signIn: 'Sign in', bio: 'About me', save: 'Save profile' },
  pl: {
    login: 'Nazwa użytkownika lub e-mail',
    password: 'Hasło',
    signIn: 'Zaloguj się',
    bio: 'O mnie',
    save: 'Zapisz profil',
  },
} as const;

/** Demo sales reps no other journey uses, so changing their profile disturbs nobody. */
const reps = { en: 'rep-moravia-dev', pl: 'rep-danube-web' } as const;

for (const locale of journeyLocales('pl')) {
  const w = words[locale];

  test(`${locale}: sign-in typed and pressed before the scripts arrive signs in`, async ({ page, context }) => {
    await acceptNecessaryCookies(context);
    const addresses: string[] = [];
    page.on('request', (request) => addresses.push(request.url()));
    const scripts = await holdScripts(page);
    await page.goto(`/${locale}/login`, { waitUntil: 'commit' });
    await page.getByLabel(w.login).fill('client');
    await page.getByLabel(w.password, { exact: true }).fill('Tendero!2026');
    await page.getByRole('button', { name: w.signIn, exact: true }).click();
    await scripts.release();
    await page.waitForURL(new RegExp(`/${locale}/marketplace`), { timeout: 30_000 });
    // The browser never sent the form itself: no address carried the password.
    expect(addresses.filter((address) => address.includes('Tendero'))).toEqual([]);
  });

  test(`${locale}: a profile changed before the scripts arrive is saved, and shown before them next time`, async ({
    page,
    context,
  }) => {
    await acceptNecessaryCookies(context);
    await signInAs(page, reps[locale], locale);
    const scripts = await holdScripts(page);
    await page.goto(`/${locale}/sales/profile`, { waitUntil: 'commit' });
    const bio = page.getByLabel(w.bio, { exact: true });
    const changed = `${locale === 'en' ? 'Ask me about timelines' : 'Zapytaj mnie o terminy'} (${Date.now()})`;
    await bio.fill(changed);
    const stored = page.waitForResponse(
      (response) => /\/api\/users\/[^/]+\/profile$/.test(response.url()) && response.request().method() === 'PUT',
      { timeout: 30_000 },
    );
    await page.getByRole('button', { name: w.save, exact: true }).click();
    await scripts.release();
    expect((await stored).ok()).toBe(true);
    // The browser did not send the form itself (no reload): the page still shows what was typed and sent.
    await expect(page).toHaveURL(new RegExp(`/${locale}/sales/profile$`));
    await expect(bio).toHaveValue(changed);
    // Next time the saved text is in the server's HTML, before any script runs.
    scripts.hold();
    await page.reload({ waitUntil: 'commit' });
    await expect(bio).toHaveValue(changed);
    await scripts.release();
  });
}
