import { expect, type Page, test } from '@playwright/test';
import { acceptNecessaryCookies, signIn, waitForLivePage } from './helpers';
import { journeyLocales } from './locales';

test.beforeEach(async ({ context }) => {
  await acceptNecessaryCookies(context);
});

/** A fresh account (signed up, confirmed from the dev mailbox): a company waits for verification. */
async function signUp(
  page: Page,
  stamp: string,
  kind: 'company' | 'client',
  locale: 'en' | 'pl',
): Promise<{ name: string; username: string }> {
  const name = `Alerty ${stamp} sp. z o.o.`;
  const email = `alerts.${kind}.${stamp}@firma.pl`;
  const username = `ss${kind.slice(0, 2)}${stamp}`;
  const created = await page.request.post('/api/auth/sign-up', {
    headers: { 'accept-language': locale },
    data: {
      accountType: kind,
      firstName: 'Marta',
      lastName: 'Zielińska',
      ...(kind === 'company' ? { companyName: name } : {}),
      email,
      phone: '+48501234567',
      username,
      password: 'Firma!Haslo1',
      passwordRepeat: 'Firma!Haslo1',
      consent: true,
    },
  });
  expect(created.status()).toBe(201);
  let token = '';
  await expect(async () => {
    const mailbox = await (await page.request.get('/api/dev/mailbox')).json();
    const mail = mailbox.messages.find((m: { to: string }) => m.to === email);
    token = /activate-account\?token=(\S+)/.exec(mail?.text ?? '')?.[1] ?? '';
    expect(token).not.toBe('');
  }).toPass({ timeout: 15_000 });
  expect((await page.request.post('/api/auth/activate', { data: { token } })).status()).toBe(200);
  return { name, username };
}

/** With SAVED_SEARCH_SHOTS=<folder>, the dialog and the page are also captured at 1280 and 390 px (to look at). */
async function shots(page: Page, name: string): Promise<void> {
  const folder = process.env.SAVED_SEARCH_SHOTS;
  if (!folder) return;
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.screenshot({ path: `${folder}/${name}-${width}.png`, fullPage: width === 390 });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

const texts = {
  en: {
    subject: 'matches your saved search',
    save: 'Save search',
    submit: 'Save search',
    saved: 'Search saved',
    page: 'My saved searches',
    fresh: '1 new',
  },
  pl: {
    subject: 'pasuje do Twojego wyszukiwania',
    save: 'Zapisz wyszukiwanie',
    submit: 'Zapisz wyszukiwanie',
    saved: 'Wyszukiwanie zapisane',
    page: 'Moje zapisane wyszukiwania',
    fresh: '1 nowa',
  },
} as const;

for (const locale of journeyLocales('pl')) {
  test(`${locale}: a client saves a search and is alerted when the admin verifies a matching company`, async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const t = texts[locale];
    const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
    const adminContext = await browser.newContext();
    const adminPage = await adminContext.newPage();
    const company = (await signUp(adminPage, stamp, 'company', 'pl')).name;
    // A client who chose this language: the alert comes in it.
    const client = await signUp(adminPage, stamp, 'client', locale);

    // The client saves the search for the company's unique word as it is on the results page.
    const clientContext = await browser.newContext();
    await acceptNecessaryCookies(clientContext);
    const page = await clientContext.newPage();
    await signIn(page, client.username, locale, 'Firma!Haslo1');
    await page.goto(`/${locale}/marketplace/search/all?q=alerty%20${stamp}`);
    await waitForLivePage(page);
    await page.getByRole('button', { name: t.save }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('textbox')).not.toHaveValue('');
    await shots(page, `save-dialog-${locale}`);
    await dialog.getByRole('textbox').fill(`Alerts ${stamp}`);
    await dialog.getByRole('button', { name: t.submit }).click();
    await expect(page.getByText(t.saved)).toBeVisible();

    // The admin verifies the company on all four criteria.
    await signIn(adminPage, 'admin', locale);
    const list = await (await adminPage.request.get(`/api/admin/companies?state=unverified&q=${stamp}`)).json();
    let companyId = (list.items as { id: string; name: string }[]).find((item) => item.name === company)?.id;
    for (let number = 1; !companyId && number < 50; number++) {
      const more = await (await adminPage.request.get(`/api/admin/companies?state=unverified&page=${number}`)).json();
      companyId = (more.items as { id: string; name: string }[]).find((item) => item.name === company)?.id;
      if (more.items.length === 0) break;
    }
    expect(companyId).toBeTruthy();
    for (const criterion of ['competencies', 'teamSize', 'portfolio', 'serviceQuality']) {
      const checked = await adminPage.request.put(`/api/companies/${companyId}/verification/checks`, {
        data: { criterion, passed: true, note: `${criterion} checked` },
      });
      expect(checked.status()).toBe(200);
    }

    // The alert reaches the client (dev mailbox), in the client's language, naming the company.
    await expect(async () => {
      const mailbox = await (await page.request.get('/api/dev/mailbox')).json();
      const alert = (mailbox.messages as { subject: string; text: string; locale: string }[]).find((mail) =>
        mail.subject.includes(company),
      );
      expect(alert?.subject).toContain(`Alerts ${stamp}`);
      expect(alert?.subject).toContain(t.subject);
      expect(alert?.text).toContain(`/${locale}/marketplace/company/${companyId}`);
    }).toPass({ timeout: 60_000 });

    // "1 new" on My saved searches; opening the search shows the company and resets "new".
    await page.goto(`/${locale}/saved-searches`);
    await expect(page.getByRole('heading', { level: 1, name: t.page })).toBeVisible();
    const row = page.getByTestId('saved-search').filter({ hasText: `Alerts ${stamp}` });
    await expect(row.getByText(t.fresh, { exact: true })).toBeVisible();
    await waitForLivePage(page);
    await shots(page, `my-saved-searches-${locale}`);
    await row.getByRole('button').first().click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/marketplace/search/all\\?q=alerty`));
    await expect(page.getByText(company).first()).toBeVisible();

    const mine = await (await page.request.get('/api/saved-searches')).json();
    const saved = (mine.items as { id: string; name: string; newMatches: number }[]).find(
      (item) => item.name === `Alerts ${stamp}`,
    );
    expect(saved?.newMatches).toBe(0);
    expect((await page.request.delete(`/api/saved-searches/${saved?.id}`)).status()).toBe(204);
    await adminContext.close();
    await clientContext.close();
  });
}
