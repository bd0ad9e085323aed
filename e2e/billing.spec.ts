import { expect, type Page, test } from '@playwright/test';
import { acceptNecessaryCookies, signIn } from './helpers';
import { journeyLocales } from './locales';

/**
 * A manager buys Premium through Stripe Checkout (the stand-in's checkout page, reached through the real
 * Stripe SDK), the webhook turns Premium on for the whole team, and an admin sees the payment and the
 * report. One company per language, so the two runs never share a state; each buys a different plan, so
 * both run whatever the journeys' language (e2e/locales.ts).
 */
const journeys = [
  {
    locale: 'en',
    slug: 'vistula-code',
    company: 'Vistula Code sp. z o.o.',
    plan: 'Monthly',
    // A Polish company (the demo data's tax identity) buys in złoty: 209 zł net + 23 % VAT.
    amount: '257.07',
    buy: /Buy Premium for PLN\s?257\.07 a month/,
    active: 'Premium is active',
    premium: 'Premium',
    payments: 'Payments',
    report: 'Companies with Premium',
  },
  {
    locale: 'pl',
    slug: 'wawel-software',
    company: 'Wawel Software House sp. z o.o.',
    plan: 'Roczny',
    amount: '2618,67',
    buy: /Kup Premium za 2618,67\s*zł rocznie/,
    active: 'Premium jest aktywne',
    premium: 'Premium',
    payments: 'Płatności',
    report: 'Firmy z Premium',
  },
] as const;

async function signOut(page: Page, locale: string) {
  await page.goto(`/${locale}/logout`);
  await page.waitForURL(/\/marketplace/);
}

for (const j of journeys) {
  test(`${j.locale}: a manager buys Premium through Stripe Checkout, the team has it, the admin sees the payment`, async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000);
    await acceptNecessaryCookies(context);
    await signIn(page, `mgr-${j.slug}`, j.locale);
    await page.goto(`/${j.locale}/account-settings/manage-subscription`);
    await page.getByRole('radio', { name: new RegExp(`^${j.plan}`) }).check();
    await page.getByRole('button', { name: j.buy }).click();
    // Stripe's (stand-in) checkout page, on its own origin.
    await page.waitForURL(/127\.0\.0\.1:\d+\/checkout\//);
    await page.getByRole('button', { name: 'Pay' }).click();
    await page.waitForURL(new RegExp(`/${j.locale}/subscription/success`));
    await expect(page.getByRole('heading', { name: j.active })).toBeVisible({ timeout: 30_000 });

    await page.goto(`/${j.locale}/manager/profile`);
    await expect(page.getByText(j.premium, { exact: true }).first()).toBeVisible();
    await signOut(page, j.locale);
    await signIn(page, `rep-${j.slug}`, j.locale);
    await page.goto(`/${j.locale}/sales/profile`);
    await expect(page.getByText(j.premium, { exact: true }).first()).toBeVisible();
    await signOut(page, j.locale);

    await signIn(page, 'admin', j.locale);
    await page.goto(`/${j.locale}/admin/payments?q=${encodeURIComponent(j.company.split(' ')[0] as string)}`);
    await expect(page.getByRole('heading', { name: j.payments, exact: true })).toBeVisible();
    const row = page.getByRole('row', { name: new RegExp(j.company.replace(/[.]/g, '\\.')) });
    await expect(row).toBeVisible();
    await expect(row).toContainText(j.amount);
    await page.goto(`/${j.locale}/admin/premium`);
    const report = page.getByRole('region', { name: j.report }).or(page.locator('section', { hasText: j.report }));
    await expect(report.getByText(j.company).first()).toBeVisible();
  });
}

for (const [locale, w] of [
  ['en', { login: 'Username or e-mail', password: 'Password', submit: 'Sign in', waiting: 'Confirming your payment' }],
  [
    'pl',
    {
      login: 'Nazwa użytkownika lub e-mail',
      password: 'Hasło',
      submit: 'Zaloguj się',
      waiting: 'Potwierdzamy płatność',
    },
  ],
] as const) {
  if (!journeyLocales('en').includes(locale)) continue;
  test(`${locale}: signed out, the page Stripe returns to sends the buyer to sign in and back, with no console error`, async ({
    page,
    context,
  }) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    await acceptNecessaryCookies(context);
    // Stripe returns the buyer with the checkout session in the address; their session may have ended.
    const returnPath = `/${locale}/subscription/success?session_id=cs_test_signed_out_${locale}`;
    await page.goto(returnPath);
    await expect(page).toHaveURL(new RegExp(`/${locale}/login\\?next=`));
    expect(new URL(page.url()).searchParams.get('next')).toBe(returnPath);
    await page.getByLabel(w.login).fill('mgr-rotterdam-freight');
    await page.getByLabel(w.password, { exact: true }).fill('Tendero!2026');
    await page.getByRole('button', { name: w.submit, exact: true }).click();
    await page.waitForURL((url) => `${url.pathname}${url.search}` === returnPath);
    await expect(page.getByRole('heading', { name: w.waiting })).toBeVisible();
    expect(problems).toEqual([]);
  });
}
