import { expect, test } from '@playwright/test';
import { acceptNecessaryCookies } from './helpers';
import { journeyLocales } from './locales';

/**
 * A client signs up with "Continue with Google" against the loopback OpenID provider (panva's oidc-provider,
 * started by playwright.config.ts; its development login takes any login and password), in both languages:
 * Tendero → the provider's login and consent → back to /login/provider → account kind and terms → signed in.
 */
const texts = {
  en: {
    registerTab: 'Register',
    google: 'Continue with Google',
    microsoft: 'Continue with Microsoft',
    title: 'Create your Tendero account',
    create: 'Create account',
  },
  pl: {
    registerTab: 'Rejestracja',
    google: 'Kontynuuj z Google',
    microsoft: 'Kontynuuj z Microsoft',
    title: 'Załóż konto w Tendero',
    create: 'Załóż konto',
  },
} as const;

const shots = process.env.PROVIDER_SCREENSHOTS;

for (const locale of journeyLocales('pl')) {
  test(`a client signs up with the OpenID provider and lands signed in (${locale})`, async ({ page, context }) => {
    const t = texts[locale];
    await acceptNecessaryCookies(context);
    const email = `ewa.lis.${locale}${Date.now()}@firma.test`;

    await page.goto(`/${locale}/login?tab=register`);
    // The panel keeps its own texts beside the providers' buttons (a key shown instead would fail here).
    await expect(page.getByRole('tab', { name: t.registerTab })).toBeVisible();
    await expect(page.getByRole('button', { name: t.microsoft })).toBeVisible();
    if (shots) await page.screenshot({ path: `${shots}/register-${locale}.png`, fullPage: true });
    await page.getByRole('button', { name: t.google }).click();

    // The provider's own pages (oidc-provider's development login and consent).
    await page.waitForURL(/127\.0\.0\.1:\d+\/interaction\//);
    await page.locator('input[name="login"]').fill(email);
    await page.locator('input[name="password"]').fill('any password');
    await page.getByRole('button', { name: 'Sign-in' }).click();
    await page.getByRole('button', { name: 'Continue' }).click();

    // Back at Tendero: the verified person chooses the account kind and accepts the terms.
    await expect(page).toHaveURL(new RegExp(`/${locale}/login/provider$`));
    await expect(page.getByRole('heading', { name: t.title })).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
    await page.getByRole('checkbox').check();
    if (shots) await page.screenshot({ path: `${shots}/choose-account-${locale}.png`, fullPage: true });
    await page.getByRole('button', { name: t.create }).click();

    await expect(page).toHaveURL(new RegExp(`/${locale}/marketplace`));
    const session = await page.request.get('/api/auth/session');
    expect(session.status()).toBe(200);
    expect(await session.json()).toMatchObject({ email, role: 'CLIENT', status: 'ACTIVE' });
  });
}
