import type { BrowserContext, Page } from '@playwright/test';

/** The cookie-consent answer (necessary only), so the banner does not cover what a journey clicks. */
export async function acceptNecessaryCookies(context: BrowserContext): Promise<void> {
  await context.addCookies([
    {
      name: 'tenderoPolicyAccepted',
      value: 'security=true&functional=false&analitic=false&ad=false',
      url: 'http://localhost',
    },
  ]);
}

/** Signs in through the login page in the given language. */
export async function signInAs(page: Page, login: string, locale: 'en' | 'pl' = 'en', password = 'Tendero!2026') {
  await page.goto(`/${locale}/login`);
  await page.getByLabel(locale === 'en' ? 'Username or e-mail' : 'Nazwa użytkownika lub e-mail').fill(login);
  await page.getByLabel(locale === 'en' ? 'Password' : 'Hasło', { exact: true }).fill(password);
  await page.getByRole('button', { name: locale === 'en' ? 'Sign in' : 'Zaloguj się', exact: true }).click();
  // Sign-in hashes the password and the page then moves to the role's home: both can be slow on a busy
  // machine, and a navigation started before that move would be cut off by it.
  await page.waitForURL((url) => !url.pathname.endsWith('/login'), { timeout: 30_000 });
  await page.waitForLoadState('load');
}
