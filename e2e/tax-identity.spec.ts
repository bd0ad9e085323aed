import { expect, type Locator, type Page, test } from '@playwright/test';
import { acceptNecessaryCookies, signIn } from './helpers';

/**
 * Issue 38, in Polish: a manager enters the company's invoicing details ("Dane do faktury") on the profile
 * page, is told a wrong NIP is wrong, corrects it, and the public company page shows the company as Polish
 * directories do ("Dane rejestrowe", NIP written 123-456-32-18). Then an admin verifies the details, and
 * the page says "Zweryfikowane przez Tendero". A demo company no other journey changes.
 */
const login = 'mgr-silesia-security';
const legalName = 'Silesia Security Lab sp. z o.o.';

/**
 * With TAX_IDENTITY_SCREENSHOTS=1, each new part of a screen at a desktop and a phone width, to look at;
 * the page never gets wider than the phone.
 */
async function shots(page: Page, name: string, part: Locator) {
  if (!process.env.TAX_IDENTITY_SCREENSHOTS) return;
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await part.scrollIntoViewIfNeeded();
    await part.screenshot({ path: test.info().outputPath(`${name}-${width}.png`) });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('pl: a manager corrects a wrong NIP and the company page shows the registered details', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await acceptNecessaryCookies(context);
  await signIn(page, login, 'pl');
  const own = await (await page.request.get('/api/companies/my/tax-identity')).json();
  const companyId = own.companyId as string;

  await page.goto('/pl/manager/profile');
  const section = page.locator('#tax-identity');
  await expect(section.getByRole('heading', { name: 'Dane do faktury' })).toBeVisible();
  await expect(section.getByLabel('Kraj rejestracji')).toHaveValue('PL');
  const nip = section.getByLabel('NIP', { exact: true });
  await section.getByLabel('Pełna nazwa').fill(legalName);
  await nip.fill('526-025-02-75');
  await section.getByRole('button', { name: 'Zapisz dane do faktury' }).click();
  await expect(section.getByText('Ten NIP jest nieprawidłowy: sprawdź cyfry')).toBeVisible();
  await expect(nip).toHaveAttribute('aria-invalid', 'true');

  await nip.fill('526-025-02-74');
  await section.getByLabel('Ulica i numer').fill('ul. Zwycięstwa 12');
  await section.getByLabel('Miejscowość').fill('Gliwice');
  await section.getByLabel('Kod pocztowy').fill('44-100');
  await section.getByRole('button', { name: 'Zapisz dane do faktury' }).click();
  await expect(page.getByText('Dane do faktury zapisane')).toBeVisible();
  await expect(section.getByText('Ten NIP jest nieprawidłowy: sprawdź cyfry')).toHaveCount(0);
  // A new NIP is another identity: the earlier verification, if any, is gone until an admin checks it.
  await expect(section.getByText('Jeszcze niezweryfikowane przez Tendero')).toBeVisible();
  await expect(nip).toHaveValue('526-025-02-74');
  await shots(page, 'manager-profile-tax-identity', section);

  await page.goto(`/pl/marketplace/company/${companyId}`);
  const registry = page.getByRole('region', { name: 'Dane rejestrowe' });
  await expect(registry.getByText('526-025-02-74')).toBeVisible();
  await expect(registry.getByText(legalName)).toBeVisible();
  await expect(registry.getByText('ul. Zwycięstwa 12, 44-100 Gliwice')).toBeVisible();
  await expect(registry.getByText('Zweryfikowane przez Tendero')).toHaveCount(0);
  await shots(page, 'company-page-registry', registry);

  // The admin checks the details against the registers and marks them verified.
  await page.goto('/pl/logout');
  await page.waitForURL(/\/marketplace/);
  await signIn(page, 'admin', 'pl');
  await page.goto(`/pl/admin/profiles?state=verified&q=${encodeURIComponent('Silesia Security')}`);
  const panel = page.getByTestId('admin-tax-identity');
  await expect(panel.getByText('526-025-02-74')).toBeVisible();
  await panel.getByRole('button', { name: 'Zweryfikuj dane do faktury' }).click();
  await expect(page.getByText(`Dane do faktury firmy Silesia Security Lab sp. z o.o. zweryfikowane`)).toBeVisible();
  await expect(panel.getByText(/^Zweryfikowane przez Tendero/)).toBeVisible();
  await shots(page, 'admin-tax-identity', panel);

  await page.goto(`/pl/marketplace/company/${companyId}`);
  await expect(
    page.getByRole('region', { name: 'Dane rejestrowe' }).getByText('Zweryfikowane przez Tendero'),
  ).toBeVisible();

  if (process.env.TAX_IDENTITY_SCREENSHOTS) {
    // The same form for a company elsewhere in the EU: its VAT number, "format checked, not confirmed".
    await page.goto('/en/logout');
    await page.waitForURL(/\/marketplace/);
    await signIn(page, 'mgr-rheinwerk-cloud', 'en');
    await page.goto('/en/manager/profile');
    const section = page.locator('#tax-identity');
    await expect(section.getByText('VAT number: format checked, not confirmed')).toBeVisible();
    await shots(page, 'manager-profile-tax-identity-eu', section);
  }
  // A sales rep of the company reads the details on the subscription tab, and cannot change them.
  await page.goto('/pl/logout');
  await page.waitForURL(/\/marketplace/);
  await signIn(page, 'rep-silesia-security', 'pl');
  await page.goto('/pl/account-settings/manage-subscription');
  const readOnly = page.locator('#tax-identity');
  await expect(readOnly.getByText('526-025-02-74')).toBeVisible();
  await expect(readOnly.getByText('Te dane może zmienić tylko menedżer firmy.')).toBeVisible();
  await expect(readOnly.getByRole('button', { name: 'Zapisz dane do faktury' })).toHaveCount(0);
  await shots(page, 'rep-tax-identity', readOnly);
});

test('pl: a new company’s manager is sent from Premium to the invoicing details first', async ({ page, context }) => {
  test.setTimeout(120_000);
  await acceptNecessaryCookies(context);
  // An admin adds a company; its manager sets a password from the invitation e-mail.
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const email = `kasa.${stamp}@firma.pl`;
  await signIn(page, 'admin', 'pl');
  const added = await page.request.post('/api/admin/companies', {
    data: {
      name: `Nowa Kasa ${stamp}`,
      website: '',
      city: 'katowice',
      services: [],
      managerFirstName: 'Ola',
      managerLastName: 'Lis',
      managerEmail: email,
      language: 'pl',
    },
  });
  expect(added.status(), await added.text()).toBe(201);
  let token = '';
  await expect(async () => {
    const mailbox = await (await page.request.get('/api/dev/mailbox')).json();
    const mail = mailbox.messages.find((m: { to: string }) => m.to === email);
    token = /change-password\?invitation=([^\s&]+)/.exec(mail?.text ?? '')?.[1] ?? '';
    expect(token).not.toBe('');
  }).toPass({ timeout: 10_000 });
  const password = 'Moje!Haslo7';
  const accepted = await page.request.post('/api/auth/invitation/accept', {
    data: { token: decodeURIComponent(token), password, passwordRepeat: password, consent: true },
  });
  expect(accepted.status(), await accepted.text()).toBe(200);
  const { username } = await accepted.json();
  await page.goto('/pl/logout');
  await page.waitForURL(/\/marketplace/);
  await signIn(page, username, 'pl', password);

  await page.goto('/pl/account-settings/manage-subscription');
  const note = page.getByRole('note').filter({ hasText: 'Zanim kupisz Premium: dane do faktury' });
  await expect(note).toBeVisible();
  await shots(page, 'premium-needs-tax-identity', note);
  // Buying anyway is refused with the reason, and nothing leaves for the payment page.
  await page.getByRole('button', { name: /^Kup Premium/ }).click();
  await expect(page.getByText(/Najpierw podaj dane firmy do faktury/)).toBeVisible();
  await expect(page).toHaveURL(/\/pl\/account-settings\/manage-subscription/);

  await note.getByRole('link', { name: 'Podaj dane do faktury' }).click();
  await expect(page).toHaveURL(/\/pl\/manager\/profile#tax-identity$/);
  const section = page.locator('#tax-identity');
  await section.getByLabel('Pełna nazwa').fill(`Nowa Kasa ${stamp} sp. z o.o.`);
  await section.getByLabel('NIP', { exact: true }).fill('7770000011');
  await section.getByLabel('Ulica i numer').fill('ul. Mariacka 1');
  await section.getByLabel('Kod pocztowy').fill('40-014');
  await section.getByLabel('Miejscowość').fill('Katowice');
  await section.getByRole('button', { name: 'Zapisz dane do faktury' }).click();
  await expect(page.getByText('Dane do faktury zapisane')).toBeVisible();

  await page.goto('/pl/account-settings/manage-subscription');
  await expect(page.getByRole('button', { name: /^Kup Premium/ })).toBeVisible();
  await expect(page.getByText('Zanim kupisz Premium: dane do faktury')).toHaveCount(0);
});
