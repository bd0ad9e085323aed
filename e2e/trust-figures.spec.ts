import { type Browser, expect, type Page, test } from '@playwright/test';
import { acceptNecessaryCookies, signIn } from './helpers';
import { card, newPage, offer } from './inquiries-client.fixture';
import { journeyLocales } from './locales';

/**
 * Trust figures (issue 18) on the pages: response times on the compare table, the rep's page and the
 * results sorted by "answers fastest", a buyer's record for providers, and closing an inquiry with a
 * reason that every company that offered receives. The demo seed gives the demo company and a dozen others
 * three months of answered inquiries and chats, and clients their records as buyers.
 */
const words = {
  en: {
    usually: /^Usually answers inquiries and chats within \d/,
    withinDay: /\d+% within 24 h/,
    notEnough: 'Not enough data yet',
    notEnoughLine: 'Response time: not enough data yet',
    responseRow: 'Response time',
    measured: 'How is this measured?',
    rule: 'at least 5 events',
    offers: 'Offers to inquiries',
    chats: 'Replies in chats',
    working: /in working hours: Mon–Fri 9:00–17:00, Central European Time \(GMT\+[12]\) – Poland/,
    premium: 'Premium cannot buy or change these figures.',
    sortLabel: 'Sort by',
    fastest: 'Answers fastest',
    buyer: /^Buyer's record: \d+ of \d+ finished inquir(y|ies) ended with an accepted offer/,
    close: 'Close inquiry',
    reasonLabel: 'Why are you closing it? (optional)',
    reason: 'I no longer need this work',
    toldAtOnce: 'is told at once',
    closedToast: 'Inquiry closed',
  },
  pl: {
    usually: /^Zwykle odpowiada na zapytania i czaty w ciągu \d/,
    withinDay: /\d+% w ciągu 24 godz\./,
    notEnough: 'Za mało danych',
    notEnoughLine: 'Czas odpowiedzi: za mało danych',
    responseRow: 'Czas odpowiedzi',
    measured: 'Jak to mierzymy?',
    rule: 'co najmniej 5 zdarzeniach',
    offers: 'Oferty na zapytania',
    chats: 'Odpowiedzi na czacie',
    working: /w godzinach pracy: pon\.–pt\. 9:00–17:00, czas środkowoeuropejski \(GMT\+[12]\) – Polska/,
    premium: 'Premium nie pozwala ich kupić ani zmienić.',
    sortLabel: 'Sortuj',
    fastest: 'Najszybciej odpowiadające',
    buyer: /^Historia klienta: \d+ z \d+ zakończon\S+ zapyta\S+ skończyło się przyjęciem oferty/,
    close: 'Zamknij zapytanie',
    reasonLabel: 'Dlaczego je zamykasz? (opcjonalnie)',
    reason: 'Zlecenie nie jest już potrzebne',
    toldAtOnce: 'od razu dowie się',
    closedToast: 'Zapytanie zamknięte',
  },
} as const;

type Listed = { id: string; name: string; contactRepId: string | null; response: { enough: boolean } };

async function visitorPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  await acceptNecessaryCookies(context);
  return context.newPage();
}

/** Every listed company, as the search answers them sorted by response time (those with figures first). */
async function listedByResponse(page: Page): Promise<Listed[]> {
  const answer = await (await page.request.get('/api/companies/search?sort=response')).json();
  return answer.items as Listed[];
}

for (const locale of journeyLocales('pl')) {
  const w = words[locale];

  test(`${locale}: the compare table and the rep's page show measured response times`, async ({ browser }) => {
    const page = await visitorPage(browser);
    const listed = await listedByResponse(page);
    const measured = listed.find((company) => company.response.enough && company.name.startsWith('Nordwind'));
    const unmeasured = listed.find((company) => !company.response.enough);
    expect(measured, 'the demo company has figures').toBeTruthy();
    expect(unmeasured, 'some listed company has too few events').toBeTruthy();

    await page.goto(`/${locale}/marketplace/compare?ids=${measured?.id},${unmeasured?.id}`);
    const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: w.responseRow }) });
    const cells = row.getByRole('cell');
    await expect(cells).toHaveCount(2);
    await expect(cells.nth(0)).toContainText(w.usually);
    await expect(cells.nth(0)).toContainText(w.withinDay);
    await expect(cells.nth(1)).toHaveText(w.notEnough);
    // The rule is one click away, on the row's name.
    await row.getByRole('button', { name: w.measured }).click();
    await expect(page.getByRole('dialog').filter({ hasText: w.rule })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();

    // The rep's page: offers and chats apart, clock and working hours, measured and not bought.
    await page.goto(`/${locale}/sales/profile/${measured?.contactRepId}`);
    const panel = page.locator('[data-trust="response-panel"]');
    await expect(panel).toContainText(w.premium);
    const offers = panel.locator('[data-measure="offers"]');
    await expect(offers).toContainText(w.offers);
    await expect(offers).toContainText(w.working);
    await expect(panel.locator('[data-measure="chats"]')).toContainText(w.chats);
    await page.context().close();
  });

  test(`${locale}: sorting by "answers fastest" puts companies with figures first`, async ({ browser }) => {
    const page = await visitorPage(browser);
    await page.goto(`/${locale}/marketplace/search/all`);
    await page.getByLabel(w.sortLabel).selectOption({ label: w.fastest });
    await expect(page).toHaveURL(/sort=response/);
    const lines = page.locator('article [data-trust="response"]');
    await expect(lines.first()).toHaveText(w.usually);
    const texts = (await lines.allTextContents()).map((text) => text.trim());
    const firstWithout = texts.findIndex((text) => text.startsWith(w.notEnoughLine));
    expect(firstWithout, 'the page also lists companies without enough data').toBeGreaterThan(0);
    // Once the companies without enough data begin, none with figures follows.
    expect(texts.slice(firstWithout).every((text) => text.startsWith(w.notEnoughLine))).toBe(true);
    await page.context().close();
  });

  test(`${locale}: a provider reads a buyer's record on an inquiry in /orders/find`, async ({ browser }) => {
    const page = await newPage(browser);
    await signIn(page, 'rep', locale);
    const found = await (await page.request.get('/api/orders/find')).json();
    const withRecord = (found.items as { id: string; clientRecord: unknown }[]).find((item) => item.clientRecord);
    expect(withRecord, 'a demo client with 3 finished inquiries has an open one').toBeTruthy();
    await page.goto(`/${locale}/orders/find`);
    const record = page.getByRole('article').filter({ has: page.locator(`[id$="-${withRecord?.id}"]`) });
    await expect(record.locator('[data-trust="buyer"]').first()).toHaveText(w.buyer);
    await page.context().close();
  });
}

for (const [locale, login] of [
  ['en', 'client-5'],
  ['pl', 'client-6'],
] as const) {
  const w = words[locale];

  test(`${locale}: a client closes an inquiry with a reason; the company that offered gets it by e-mail`, async ({
    browser,
  }) => {
    const page = await newPage(browser);
    await signIn(page, login, locale);
    const description = `Trust e2e ${locale} ${Date.now()}: a warehouse tool for shift planning and time sheets.`;
    const created = await page.request.post('/api/orders', {
      data: {
        services: ['custom-software-development'],
        visibilityDays: 7,
        description,
        budgetMin: 5000,
        currency: 'PLN',
      },
    });
    expect(created.status()).toBe(201);
    const inquiryId = ((await created.json()) as { id: string }).id;
    await offer(browser, 'rep', inquiryId, { priceMin: 9000, timelineDays: 30, paymentTerms: 'Monthly invoices.' });

    await page.goto(`/${locale}/orders/my`);
    await card(page, description)
      .getByRole('button', { name: new RegExp(`^${w.close}`) })
      .click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(w.toldAtOnce);
    await dialog.getByLabel(w.reasonLabel).selectOption({ label: w.reason });
    await dialog.getByRole('button', { name: w.close, exact: true }).click();
    await expect(page.getByText(w.closedToast)).toBeVisible();

    // The demo rep, who offered, is told at once, with the reason, in the rep's language.
    const repContext = await browser.newContext();
    const signedIn = await repContext.request.post('/api/auth/sign-in', {
      data: { username: 'rep', password: 'Tendero!2026' },
    });
    expect(signedIn.ok()).toBe(true);
    const repEmail = ((await (await repContext.request.get('/api/auth/session')).json()) as { email: string }).email;
    await repContext.close();
    await expect
      .poll(async () => {
        const mailbox = (await (await page.request.get('/api/dev/mailbox')).json()) as {
          messages: { to: string; text: string }[];
        };
        return mailbox.messages.some(
          (message) =>
            message.to === repEmail &&
            message.text.includes(description.slice(0, 26)) &&
            /The client's reason: the work is no longer needed\.|Powód podany przez klienta: zlecenie nie jest już potrzebne\./.test(
              message.text,
            ),
        );
      })
      .toBe(true);
    await page.context().close();
  });
}
