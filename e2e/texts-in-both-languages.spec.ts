import { expect, type Page, test } from '@playwright/test';
import { acceptNecessaryCookies, signIn } from './helpers';
import { newPage, offer } from './inquiries-client.fixture';

/**
 * Issue 34: a Polish page speaks Polish and an English one English, down to what is stored (offers, the
 * company's consents, Tendero's own consents), the blog's addresses and the names of time zones.
 */
const nordwind = 'Nordwind Software sp. z o.o.';

async function nordwindId(page: Page): Promise<string> {
  const result = (await (await page.request.get('/api/companies/search?q=Nordwind')).json()) as {
    items: { id: string; name: string }[];
  };
  const id = result.items.find((item) => item.name === nordwind)?.id;
  expect(id, 'the demo company is listed').toBeTruthy();
  return id as string;
}

const consent = {
  en: 'I agree that Nordwind Software sp. z o.o. may contact me about my inquiry.',
  pl: 'Zgadzam się, aby Nordwind Software sp. z o.o. kontaktowała się ze mną w sprawie mojego zapytania.',
};

for (const locale of ['en', 'pl'] as const) {
  const other = locale === 'en' ? 'pl' : 'en';

  test(`${locale}: the time-zone picker names zones in the page's language, with the offset`, async ({ page }) => {
    await signIn(page, 'manager', locale);
    await page.goto(`/${locale}/manager/profile`);
    const picker = page.locator('#company-timeZone');
    await expect(picker).toHaveValue('Europe/Warsaw');
    await expect(picker.locator('option:checked')).toHaveText(
      locale === 'pl'
        ? /^czas środkowoeuropejski \(GMT\+[12]\) – Polska$/
        : /^Central European Time \(GMT\+[12]\) – Poland$/,
    );
    const labels = await picker.locator('option').allTextContents();
    expect(labels.length).toBeGreaterThan(300);
    // No raw IANA id ("Africa/Abidjan") is shown; the values still are those ids.
    expect(labels.filter((label) => /^[A-Z][A-Za-z]+\/[A-Z]/.test(label))).toEqual([]);
    await expect(picker.locator('option[value="Africa/Abidjan"]')).toHaveText(
      locale === 'pl' ? 'czas uniwersalny (GMT+0) – Côte d’Ivoire' : 'Greenwich Mean Time (GMT+0) – Côte d’Ivoire',
    );
  });

  test(`${locale}: the manager's consents page shows the consent in the page's language`, async ({ page }) => {
    await signIn(page, 'manager', locale);
    await page.goto(`/${locale}/manager/consents`);
    await expect(page.getByText(consent[locale], { exact: true })).toBeVisible();
    await expect(page.getByText(consent[other], { exact: true })).toHaveCount(0);
  });

  test(`${locale}: the blog's addresses are in the page's language and the old ones lead there`, async ({
    page,
    context,
  }) => {
    await acceptNecessaryCookies(context);
    await page.goto(`/${locale}/blog`);
    const hrefs = await page
      .locator(`main a[href^="/${locale}/blog/"]`)
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    expect(hrefs.length).toBeGreaterThanOrEqual(3);
    const slugs = [...new Set(hrefs.map((href) => href.split('/').pop() ?? ''))];
    const otherHrefs = await (async () => {
      const response = await page.request.get(`/${other}/blog`);
      const html = await response.text();
      return [...html.matchAll(new RegExp(`href="/${other}/blog/([a-z0-9-]+)"`, 'g'))].map((match) => match[1]);
    })();
    // Each language has its own addresses: no Polish article lives at an English slug.
    expect(slugs.filter((slug) => otherHrefs.includes(slug))).toEqual([]);
    // The other language's address of an article (an old link, the language switch) leads to this one.
    const twin = otherHrefs[0] as string;
    await page.goto(`/${locale}/blog/${twin}`);
    await expect(page).toHaveURL(new RegExp(`/${locale}/blog/(${slugs.join('|')})$`));
    await expect(page.locator('h1')).toBeVisible();
  });
}

test('pl: a favourite offer is listed in Polish', async ({ browser }) => {
  const page = await newPage(browser);
  await signIn(page, 'client-4', 'pl');
  const companyId = await nordwindId(page);
  await page.goto(`/pl/marketplace/company/${companyId}`);
  const add = page.getByRole('button', { name: 'Dodaj „Warsztat discovery” do ulubionych' });
  const remove = page.getByRole('button', { name: 'Usuń „Warsztat discovery” z ulubionych' });
  await expect(add.or(remove)).toBeVisible();
  if (await add.isVisible()) {
    await add.click();
    await expect(remove).toBeVisible();
  }
  await page.goto('/pl/client/profile');
  await expect(page.getByText('Warsztat discovery', { exact: true })).toBeVisible();
  await expect(page.getByText('Discovery workshop', { exact: true })).toHaveCount(0);
});

test('pl: the offer comparison shows the company consent in Polish; accepting it ends with one full stop', async ({
  browser,
}) => {
  const page = await newPage(browser);
  await signIn(page, 'client-5', 'pl');
  const description = `Portal dla spedytora z rezerwacją frachtu (pl ${Date.now()}).`;
  const created = await page.request.post('/api/orders', {
    data: {
      services: ['custom-software-development'],
      visibilityDays: 7,
      description,
      budgetMin: 20000,
      currency: 'PLN',
    },
  });
  expect(created.status()).toBe(201);
  const inquiryId = ((await created.json()) as { id: string }).id;
  expect(
    await offer(browser, 'rep', inquiryId, { priceMin: 30000, timelineDays: 30, paymentTerms: 'Co miesiąc.' }),
  ).toBe(nordwind);

  await page.goto(`/pl/orders/my/${inquiryId}`);
  await expect(page.getByText(consent.pl, { exact: true }).filter({ visible: true })).toHaveCount(1);
  await expect(page.getByText(consent.en, { exact: true })).toHaveCount(0);

  await page
    .getByRole('button', { name: /^Przyjmij ofertę/ })
    .filter({ visible: true })
    .first()
    .click();
  await page.getByRole('dialog').getByRole('button', { name: 'Przyjmij ofertę' }).click();
  // The banner, and the toast while it shows: both say it, each with one full stop.
  await expect(page.getByText(`Przyjąłeś ofertę firmy ${nordwind}`, { exact: true }).first()).toBeVisible();
  // biome-ignore lint/performance/useDomNodeTextContent: the text a reader sees
  expect(await page.locator('main').innerText()).not.toContain('o.o..');
});

test('pl: the admin reads Tendero’s own consents in Polish first', async ({ page }) => {
  await signIn(page, 'admin', 'pl');
  await page.goto('/pl/admin/consents');
  const terms = page.getByTestId('consent-terms');
  await terms.locator('summary').click();
  const texts = terms.locator('details [lang]');
  await expect(texts.first()).toHaveAttribute('lang', 'pl');
  await expect(texts.first()).toContainText('Akceptuję Regulamin serwisu Tendero');
});

for (const locale of ['en', 'pl'] as const) {
  test(`${locale}: each response figure says which one it is, and the company page names the card's`, async ({
    page,
    context,
  }) => {
    await acceptNecessaryCookies(context);
    const words = {
      en: {
        card: /^Usually answers inquiries and chats within (.+?)·/,
        together: 'Inquiries and chats together, the figure search results show: usually within ',
        offers: 'Median time from an inquiry to the first offer',
        chats: 'Median time from a client’s first chat message to the first reply',
      },
      pl: {
        card: /^Zwykle odpowiada na zapytania i czaty w ciągu (.+?)·/,
        together: 'Zapytania i czaty łącznie, tę wartość pokazują wyniki wyszukiwania: zwykle w ciągu ',
        offers: 'Mediana czasu od zapytania do pierwszej oferty',
        chats: 'Mediana czasu od pierwszej wiadomości klienta na czacie do pierwszej odpowiedzi',
      },
    }[locale];
    await page.goto(`/${locale}/marketplace/search/all?q=Nordwind`);
    const line = page.getByRole('article').filter({ hasText: nordwind }).first().locator('[data-trust="response"]');
    await expect(line).toHaveText(words.card);
    const duration = words.card.exec((await line.textContent()) ?? '')?.[1]?.trim() ?? '';
    expect(duration).not.toBe('');
    await page.goto(`/${locale}/marketplace/company/${await nordwindId(page)}`);
    const panel = page.locator('[data-trust="response-panel"]');
    await expect(panel.locator('[data-figure="all"]')).toHaveText(`${words.together}${duration}`);
    await expect(panel.locator('[data-measure="offers"]')).toContainText(words.offers);
    await expect(panel.locator('[data-measure="chats"]')).toContainText(words.chats);
  });
}
