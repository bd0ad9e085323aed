import { expect, test } from '@playwright/test';
import { acceptNecessaryCookies, signIn } from './helpers';
import { journeyLocales } from './locales';

/** Refusals never end a session, limits keep what was typed, pages offer only what a role may do. */

const words = {
  en: {
    companyTitle: 'Company profile',
    saveCompany: 'Save company details',
    refusal: 'Only clients can post inquiries',
    myData: 'My data',
    firstName: 'First name',
    save: 'Save',
    rateLimited: 'Too many requests. Please wait a moment and try again.',
    startChat: 'Start chat',
    talkTitle: 'Talk to a sales representative',
    repTitle: 'Sales representative',
    publicPage: 'See your public page',
  },
  pl: {
    companyTitle: 'Profil firmy',
    saveCompany: 'Zapisz dane firmy',
    refusal: 'Tylko klienci mogą publikować zapytania',
    myData: 'Moje dane',
    firstName: 'Imię',
    save: 'Zapisz',
    rateLimited: 'Zbyt wiele żądań. Odczekaj chwilę i spróbuj ponownie.',
    startChat: 'Rozpocznij czat',
    talkTitle: 'Porozmawiaj z przedstawicielem handlowym',
    repTitle: 'Przedstawiciel handlowy',
    publicPage: 'Zobacz swoją stronę publiczną',
  },
} as const;

for (const locale of journeyLocales('en')) {
  const w = words[locale];

  test(`${locale}: a refused action shows its message and the manager stays signed in`, async ({ page, context }) => {
    await acceptNecessaryCookies(context);
    await signIn(page, 'manager', locale);
    await page.goto(`/${locale}/manager/profile`);
    // The server refuses this one save (403 FORBIDDEN); nothing is changed.
    await page.route('**/api/companies/*', (route) =>
      route.request().method() === 'PUT'
        ? route.fulfill({ status: 403, json: { code: 'FORBIDDEN', message: w.refusal } })
        : route.fallback(),
    );
    await page.getByRole('button', { name: w.saveCompany }).click();
    await expect(page.getByText(w.refusal)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/${locale}/manager/profile$`));
    await page.unrouteAll();
    await page.reload();
    await expect(page.locator('h1')).toHaveText(w.companyTitle);
    expect((await (await page.request.get('/api/auth/session')).json()).role).toBe('MANAGER');
  });

  test(`${locale}: a save answered 429 says so in the page's language and keeps what was typed`, async ({
    page,
    context,
  }) => {
    await acceptNecessaryCookies(context);
    await signIn(page, 'client', locale);
    await page.goto(`/${locale}/account-settings/data`);
    // A limited answer as a proxy may send it: no message of ours, only the code and Retry-After.
    await page.route('**/api/users/me', (route) =>
      route.request().method() === 'PUT'
        ? route.fulfill({ status: 429, headers: { 'retry-after': '30' }, json: { code: 'RATE_LIMITED' } })
        : route.fallback(),
    );
    const firstName = page.getByLabel(w.firstName, { exact: true });
    // The form puts the saved name into its field when it starts in the browser: typing before that mixed
    // the two ("KatarzynaKasia" in a full run on a busy machine).
    await expect(firstName).not.toHaveValue('', { timeout: 30_000 });
    await firstName.fill('Kasia');
    await page.getByRole('button', { name: w.save, exact: true }).click();
    await expect(page.getByText(w.rateLimited)).toBeVisible();
    await expect(firstName).toHaveValue('Kasia');
    await expect(page).toHaveURL(new RegExp(`/${locale}/account-settings/data$`));
    await page.unrouteAll();
    await page.reload();
    await expect(page.locator('h1')).toHaveText(w.myData);
  });

  test(`${locale}: the marketplace is for visitors and clients; providers and admins go home`, async ({ browser }) => {
    const homes = { manager: '/manager/profile', rep: '/sales/profile', admin: '/admin/profiles' } as const;
    for (const [login, home] of Object.entries(homes)) {
      const context = await browser.newContext();
      await acceptNecessaryCookies(context);
      const page = await context.newPage();
      await signIn(page, login, locale);
      for (const path of ['/marketplace', '/marketplace/search/all?q=ksiegowosc']) {
        const response = await page.request.get(`/${locale}${path}`, { maxRedirects: 0 });
        expect([login, path, response.status(), response.headers().location]).toEqual([
          login,
          path,
          301,
          `/${locale}${home}`,
        ]);
      }
      // Company pages and the comparison stay public for them.
      const search = await (await page.request.get('/api/companies/search')).json();
      const ids = search.items.slice(0, 2).map((item: { id: string }) => item.id);
      expect((await page.request.get(`/${locale}/marketplace/company/${ids[0]}`, { maxRedirects: 0 })).status()).toBe(
        200,
      );
      const compare = await page.request.get(`/${locale}/marketplace/compare?ids=${ids.join(',')}`, {
        maxRedirects: 0,
      });
      expect(compare.status()).toBe(200);
      await context.close();
    }

    const clientContext = await browser.newContext();
    const client = await clientContext.newPage();
    await signIn(client, 'client', locale);
    expect((await client.request.get(`/${locale}/marketplace/search/all`, { maxRedirects: 0 })).status()).toBe(200);
    await clientContext.close();
    const visitorContext = await browser.newContext();
    expect((await visitorContext.request.get(`/${locale}/marketplace`, { maxRedirects: 0 })).status()).toBe(200);
    await visitorContext.close();
  });

  test(`${locale}: the manager's editor links to the company's own public page`, async ({ page, context }) => {
    await acceptNecessaryCookies(context);
    await signIn(page, 'manager', locale);
    await page.goto(`/${locale}/manager/profile`);
    await page.getByRole('link', { name: w.publicPage }).click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/marketplace/company/[0-9a-f-]{36}$`));
    await expect(page.locator('h1')).toHaveText('Nordwind Software sp. z o.o.');
  });

  test(`${locale}: "Start chat" only where the server would let the viewer talk`, async ({ browser }) => {
    const visitor = await browser.newContext();
    const search = await (await visitor.request.get('/api/companies/search')).json();
    const other = search.items.find(
      (item: { name: string; contactRepId: string | null }) => !item.name.startsWith('Nordwind') && item.contactRepId,
    );
    const nordwind = (await (await visitor.request.get('/api/companies/search?q=Nordwind')).json()).items.find(
      (item: { name: string }) => item.name.startsWith('Nordwind'),
    );
    await visitor.close();
    const button = (page: import('@playwright/test').Page) => page.getByRole('button', { name: w.startChat });

    const rep = await browser.newContext();
    await acceptNecessaryCookies(rep);
    const repPage = await rep.newPage();
    await signIn(repPage, 'rep', locale);
    await repPage.goto(`/${locale}/sales/profile/${other.contactRepId}`);
    await expect(repPage.locator('h1')).toBeVisible();
    await expect(button(repPage)).toHaveCount(0);
    // Nor does the company page offer them a chat with its representative.
    await repPage.goto(`/${locale}/marketplace/company/${other.id}`);
    await expect(repPage.getByRole('heading', { name: w.repTitle, exact: true })).toBeVisible();
    await expect(repPage.getByRole('heading', { name: w.talkTitle })).toHaveCount(0);
    await rep.close();

    const manager = await browser.newContext();
    await acceptNecessaryCookies(manager);
    const managerPage = await manager.newPage();
    await signIn(managerPage, 'manager', locale);
    await managerPage.goto(`/${locale}/sales/profile/${other.contactRepId}`);
    await expect(managerPage.locator('h1')).toBeVisible();
    await expect(button(managerPage)).toHaveCount(0);
    // Their own rep: yes.
    await managerPage.goto(`/${locale}/sales/profile/${nordwind.contactRepId}`);
    await expect(button(managerPage)).toBeVisible();
    await manager.close();

    const client = await browser.newContext();
    await acceptNecessaryCookies(client);
    const clientPage = await client.newPage();
    await signIn(clientPage, 'client', locale);
    await clientPage.goto(`/${locale}/sales/profile/${other.contactRepId}`);
    await expect(button(clientPage)).toBeVisible();
    await clientPage.goto(`/${locale}/marketplace/company/${other.id}`);
    await expect(clientPage.getByRole('heading', { name: w.talkTitle })).toBeVisible();
    await client.close();
  });
}
