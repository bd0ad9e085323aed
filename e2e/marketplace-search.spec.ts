import { type BrowserContext, expect, type Locator, type Page, test } from '@playwright/test';
import { acceptNecessaryCookies, waitForLivePage } from './helpers';

/** The demo seed's company that has not passed verification: it must never be listed. */
const unverifiedCompany = 'Nieweryfikowana Firma Testowa sp. z o.o.';

type Catalog = {
  categories: {
    slug: string;
    names: { en: string; pl: string };
    services: { slug: string; names: { pl: string } }[];
  }[];
};

async function visitor(context: BrowserContext): Promise<void> {
  await acceptNecessaryCookies(context);
}

/** "12 verified companies found." / "Znaleziono 12 zweryfikowanych firm." → 12. */
async function foundCount(page: Page): Promise<number> {
  const text = (await page.locator('main h1 + p strong').textContent()) ?? '';
  const match = /\d+/.exec(text);
  return match ? Number(match[0]) : 0;
}

function resultCards(page: Page, listName: string): Locator {
  return page.getByRole('list', { name: listName }).getByRole('article');
}

test('en: a visitor searches a service in a city, opens a company, comes back and compares three', async ({
  browser,
}) => {
  // A long journey (eight page loads): give it room on a busy machine.
  test.setTimeout(90_000);
  const context = await browser.newContext();
  await visitor(context);
  const page = await context.newPage();

  await page.goto('/en/marketplace');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Find a verified B2B service provider');
  await expect(page.getByText('Only the top 20% of providers make it onto Tendero.')).toBeVisible();
  // 21 categories, each a link to its results with the number of its services.
  const categories = page.getByRole('region', { name: 'Browse by category' }).getByRole('listitem');
  await expect(categories).toHaveCount(21);
  await expect(categories.first()).toContainText(/\d+ services/);

  await page.getByLabel('What services').fill('Software development');
  await page.getByLabel('Where').selectOption('warszawa');
  await page.getByRole('button', { name: 'Search', exact: true }).click();

  // A catalogue name becomes the category of the URL; the city stays a query parameter.
  await expect(page).toHaveURL(/\/en\/marketplace\/search\/software-development\?city=warszawa$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Software development in Warsaw');
  await expect(page).toHaveTitle(/^Software development in Warsaw – \d+ verified compan(y|ies) · Tendero$/);
  const count = await foundCount(page);
  expect(count).toBeGreaterThan(0);
  const cards = resultCards(page, 'Companies found');
  await expect(cards).toHaveCount(Math.min(count, 20));
  await expect(cards.first()).toContainText('Warsaw');
  await expect(page.getByText(unverifiedCompany)).toHaveCount(0);

  // Verified only: the unverified demo company is not found even by its own name.
  await page.goto(`/en/marketplace/search/all?q=${encodeURIComponent('Nieweryfikowana Firma Testowa')}`);
  await expect(page.getByRole('heading', { name: unverifiedCompany })).toHaveCount(0);
  await page.goBack();
  await expect(page).toHaveURL(/software-development\?city=warszawa$/);

  // Open a company page and come back to the same results.
  const firstName = (await cards.first().getByRole('heading', { level: 2 }).textContent())?.trim() ?? '';
  await cards.first().getByRole('heading', { level: 2 }).getByRole('link').click();
  await expect(page).toHaveURL(/\/en\/marketplace\/company\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(firstName);
  await page.goBack();
  await expect(page).toHaveURL(/software-development\?city=warszawa$/);

  // Widen the search to the whole category (the chip removes the city filter) and pick three companies.
  await page.getByRole('link', { name: /^Warsaw.*remove filter/ }).click();
  await expect(page).toHaveURL(/\/search\/software-development$/);
  expect(await foundCount(page)).toBeGreaterThanOrEqual(Math.max(count, 3));
  await expect(page.getByText(unverifiedCompany)).toHaveCount(0);

  const picked: string[] = [];
  for (let index = 0; index < 3; index++) {
    const card = cards.nth(index);
    picked.push((await card.getByRole('heading', { level: 2 }).textContent())?.trim() ?? '');
    await card.getByRole('checkbox', { name: /^Compare / }).check();
  }
  const bar = page.getByRole('region', { name: 'Companies to compare' });
  await expect(bar.getByRole('listitem')).toHaveCount(3);
  await bar.getByRole('link', { name: 'Compare (3)' }).click();

  await expect(page).toHaveURL(/\/en\/marketplace\/compare\?ids=[0-9a-f-]{36}(,[0-9a-f-]{36}){2}&from=/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Compare companies');
  const columns = page.getByRole('columnheader');
  await expect(columns).toHaveCount(3);
  for (const [index, name] of picked.entries()) await expect(columns.nth(index)).toContainText(name);
  await expect(page.getByRole('rowheader', { name: 'Verification' })).toBeVisible();
  // Response times are measured (issue 18): each company's cell has its figure, or says there is too little data.
  const responseCells = page
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: 'Response time' }) })
    .getByRole('cell');
  await expect(responseCells).toHaveCount(3);
  for (let index = 0; index < 3; index++) {
    await expect(responseCells.nth(index)).toHaveText(
      /^(Usually answers inquiries and chats within \d.*\d+% within 24 h|Answers only \d+% of inquiries and chats within 24 h|Not enough data yet)$/,
    );
  }

  // Asking for an offer opens the inquiry form; a visitor is told they sign in before it is sent. The
  // comparison was a full page load: its button works once the page is live.
  await waitForLivePage(page);
  await page.getByRole('button', { name: 'Ask these 3 companies for an offer' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ask for an offer' });
  await expect(dialog).toBeVisible();
  for (const name of picked) await expect(dialog.getByText(name, { exact: true })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Send inquiry' })).toBeEnabled();
  await expect(dialog.getByText('You will sign in or register before it is sent.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).last().click();
  await expect(dialog).toBeHidden();

  await page.getByRole('link', { name: 'Back to results' }).click();
  await expect(page).toHaveURL(/\/en\/marketplace\/search\/software-development/);
  await context.close();
});

test('pl: a visitor finds accounting without Polish letters, sorts by rating, and the URL keeps the state', async ({
  browser,
  request,
}) => {
  const catalog = (await (await request.get('/api/categories')).json()) as Catalog;
  const accounting = catalog.categories.find((category) => category.slug === 'accounting-payroll');
  const accountingServices = new Set(accounting?.services.map((service) => service.names.pl));
  expect(accountingServices.size).toBeGreaterThan(0);

  const context = await browser.newContext();
  await visitor(context);
  const page = await context.newPage();

  await page.goto('/pl/marketplace');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Znajdź sprawdzonego dostawcę usług B2B');
  await page.getByLabel('Jakie usługi').fill('ksiegowosc');
  await page.getByRole('button', { name: 'Szukaj', exact: true }).click();

  await expect(page).toHaveURL(/\/pl\/marketplace\/search\/all\?q=ksiegowosc$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Wyniki dla „ksiegowosc”');
  const count = await foundCount(page);
  expect(count).toBeGreaterThan(0);
  await expect(page.getByText(unverifiedCompany)).toHaveCount(0);

  // The best match offers an accounting service (its chips list the services the text was read as first).
  const cards = resultCards(page, 'Znalezione firmy');
  await expect(cards).toHaveCount(Math.min(count, 20));
  const services = await cards.first().getByRole('list', { name: 'Usługi' }).getByRole('listitem').allTextContents();
  expect(
    services.some((name) => accountingServices.has(name.trim())),
    services.join(', '),
  ).toBe(true);

  await page.getByLabel('Sortuj').selectOption('rating');
  await expect(page).toHaveURL(/\/pl\/marketplace\/search\/all\?q=ksiegowosc&sort=rating$/);
  const ratings = async () =>
    (await cards.evaluateAll((articles) =>
      articles.map((article) => {
        const stars = [...article.querySelectorAll('[role="img"][aria-label^="Ocena"]')].find(
          (element) => (element as HTMLElement).offsetParent !== null,
        );
        const match = /(\d+(?:,\d+)?)/.exec(stars?.getAttribute('aria-label') ?? '');
        return match?.[1] ? Number(match[1].replace(',', '.')) : 0;
      }),
    )) as number[];
  const sorted = await ratings();
  expect(sorted).toEqual([...sorted].sort((a, b) => b - a));

  await page.reload();
  await expect(page).toHaveURL(/\/pl\/marketplace\/search\/all\?q=ksiegowosc&sort=rating$/);
  await expect(page.getByLabel('Sortuj')).toHaveValue('rating');
  await expect(page.getByLabel('Słowa kluczowe')).toHaveValue('ksiegowosc');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Wyniki dla „ksiegowosc”');
  expect(await foundCount(page)).toBe(count);
  expect(await ratings()).toEqual(sorted);
  await context.close();
});

test('the filters show the search they describe, before the scripts and after, and apply a changed one', async ({
  browser,
  request,
}) => {
  const catalog = (await (await request.get('/api/categories')).json()) as Catalog;
  const accounting = catalog.categories.find((category) => category.slug === 'accounting-payroll');
  const service = accounting?.services[0]?.slug ?? '';
  expect(service).not.toBe('');
  const search = `/en/marketplace/search/all?service=${service}&city=krakow&country=PL&language=de`;

  for (const javaScriptEnabled of [false, true]) {
    const context = await browser.newContext({ javaScriptEnabled });
    await visitor(context);
    const page = await context.newPage();
    await page.goto(search);
    if (javaScriptEnabled) await waitForLivePage(page);
    // The long lists (every service under its category, the cities, the countries) hold the chosen ones.
    await expect(page.locator('#filter-service')).toHaveValue(service);
    await expect(page.locator('#filter-service optgroup')).toHaveCount(catalog.categories.length);
    await expect(page.locator('#filter-city')).toHaveValue('krakow');
    await expect(page.locator('#filter-country')).toHaveValue('PL');
    await expect(page.locator('#filter-language')).toHaveValue('de');
    if (javaScriptEnabled) {
      await page.locator('#filter-city').selectOption('warszawa');
      await page.locator('#filter-language').selectOption('');
      await page.getByRole('button', { name: 'Apply filters' }).click();
      await expect(page).toHaveURL(new RegExp(`service=${service}.*city=warszawa`));
      await expect(page).not.toHaveURL(/language=/);
      await expect(page.locator('#filter-city')).toHaveValue('warszawa');
      await expect(page.locator('#filter-language')).toHaveValue('');
    }
    await context.close();
  }
});
