import { type Browser, expect, type Page, test } from '@playwright/test';
import { acceptNecessaryCookies, signIn, waitForLivePage } from './helpers';

const nordwind = 'Nordwind Software sp. z o.o.';
// The demo company's services, as its profile lists them (packages/db/src/seed/demo-company.data.ts).
const nordwindServices = {
  en: ['Custom software development', 'Web application development', 'Software testing and QA'],
  pl: ['Oprogramowanie na zamówienie', 'Tworzenie aplikacji webowych', 'Testowanie oprogramowania (QA)'],
};

type Card = { id: string; name: string; services: string[] };
type Rating = { average: number | null; count: number; verifiedCount: number };

/** "Ask for an offer" of one company: the label, then the company for screen readers. */
const ask = (label: string, company: string) =>
  new RegExp(`^${label} ?: ${company.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  await acceptNecessaryCookies(context);
  return context.newPage();
}

async function nordwindId(page: Page): Promise<string> {
  const result = await (await page.request.get('/api/companies/search?q=Nordwind')).json();
  const company = (result.items as Card[]).find((item) => item.name === nordwind);
  expect(company, 'the demo company is listed').toBeTruthy();
  return (company as Card).id;
}

/** The dialog's chosen services, by the chips' remove buttons ("Remove {name}" / "Usuń {name}"). */
async function chosenServices(page: Page, label: string): Promise<string[]> {
  const chips = page.getByRole('dialog').getByRole('list', { name: label }).getByRole('listitem');
  return (await chips.allInnerTexts()).map((text) => text.replace('×', '').trim());
}

test('en: the company page asks it for an offer with its services chosen, keeps it as a favourite, and groups its reviews', async ({
  browser,
}) => {
  const page = await newPage(browser);
  // Another demo client than the journeys' main one, so their favourites stay as they expect them.
  await signIn(page, 'client-3', 'en');
  const id = await nordwindId(page);
  const rating = (await (await page.request.get(`/api/companies/${id}/reviews`)).json()).rating as Rating;
  expect(rating.verifiedCount, 'the demo company has verified reviews').toBeGreaterThan(0);
  expect(rating.count, 'and some that are not verified').toBeGreaterThan(rating.verifiedCount);

  await page.goto(`/en/marketplace/company/${id}`);
  await waitForLivePage(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(nordwind);

  // What the rating is based on, and the two groups of reviews.
  await expect(page.getByTestId('rating-count')).toHaveText(
    rating.verifiedCount === 1 ? 'from 1 verified review' : `from ${rating.verifiedCount} verified reviews`,
  );
  await expect(
    page.getByText('Only reviews of clients who accepted an offer of this company on Tendero count in the rating.'),
  ).toBeVisible();
  const verified = page.getByTestId('reviews-verified');
  const unverified = page.getByTestId('reviews-unverified');
  await expect(verified.getByRole('heading', { name: /^Reviews of verified clients \(\d+\)$/ })).toBeVisible();
  await expect(
    verified
      .getByRole('article')
      .first()
      .getByText(/^Verified client/),
  ).toBeVisible();
  await expect(unverified.getByRole('heading', { name: /^Reviews not verified \(\d+\)$/ })).toBeVisible();
  await expect(
    unverified.getByText(/have not accepted an offer of Nordwind Software sp\. z o\.o\. on Tendero/),
  ).toBeVisible();
  await expect(
    unverified
      .getByRole('article')
      .first()
      .getByText(/^Not verified/),
  ).toBeVisible();

  // "Ask for an offer": the dialog asks this company, its services already chosen.
  await page.getByRole('button', { name: ask('Ask for an offer', nordwind) }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Ask for an offer' })).toBeVisible();
  await expect(dialog.getByText('Your inquiry goes to this company.')).toBeVisible();
  await expect(dialog.getByRole('list').first()).toContainText(nordwind);
  expect(await chosenServices(page, 'Chosen services')).toEqual(nordwindServices.en);
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await expect(dialog).toBeHidden();

  // The heart keeps the company; the client's profile lists it, with "Ask for an offer" again.
  await page.getByRole('button', { name: ask('Save company', nordwind) }).click();
  await expect(page.getByText('Company saved to favourites')).toBeVisible();
  await expect(page.getByRole('button', { name: ask('In favourites', nordwind) })).toBeVisible();
  await page.goto('/en/client/profile');
  await waitForLivePage(page);
  const favourites = page.getByRole('region', { name: 'Favourite companies' });
  await expect(favourites.getByRole('link', { name: nordwind })).toHaveAttribute(
    'href',
    `/en/marketplace/company/${id}`,
  );
  await favourites.getByRole('button', { name: ask('Ask for an offer', nordwind) }).click();
  await expect(page.getByRole('dialog').getByText('Your inquiry goes to this company.')).toBeVisible();
  expect(await chosenServices(page, 'Chosen services')).toEqual(nordwindServices.en);
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).first().click();

  // Removing it empties the list (and another client never saw it).
  await favourites.getByRole('button', { name: `Remove ${nordwind} from favourites` }).click();
  await expect(page.getByText('Company removed from favourites')).toBeVisible();
  await expect(favourites.getByText('No favourite companies yet')).toBeVisible();
  await page.context().close();
});

test('pl: a result card asks one company and keeps it; a category page asks all for its service', async ({
  browser,
}) => {
  const page = await newPage(browser);
  await signIn(page, 'client-4', 'pl');
  const id = await nordwindId(page);

  await page.goto('/pl/marketplace/search/all?q=Nordwind');
  await waitForLivePage(page);
  const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: nordwind }) });
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: `Zapisz firmę ${nordwind} w ulubionych` }).click();
  await expect(page.getByText('Firma zapisana w ulubionych')).toBeVisible();
  await card.getByRole('button', { name: ask('Zapytaj o ofertę', nordwind) }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Zapytanie trafi do tej firmy.')).toBeVisible();
  const chosen = await chosenServices(page, 'Wybrane usługi');
  expect(chosen.length).toBeGreaterThan(0);
  expect(nordwindServices.pl).toEqual(expect.arrayContaining(chosen));
  await dialog.getByRole('button', { name: 'Zamknij' }).first().click();

  await page.goto('/pl/client/profile');
  const favourites = page.getByRole('region', { name: 'Ulubione firmy' });
  await expect(favourites.getByRole('link', { name: nordwind })).toHaveAttribute(
    'href',
    `/pl/marketplace/company/${id}`,
  );
  await expect(favourites.getByRole('button', { name: ask('Zapytaj o ofertę', nordwind) })).toBeVisible();

  // A category page: "ask all" chooses the category's service most of its companies offer.
  await page.goto('/pl/marketplace/search/accounting-payroll');
  await waitForLivePage(page);
  await page.getByRole('button', { name: /^Zapytaj (wszystkie \d+ firm[y]?|\d+ firmę) o ofertę$/ }).click();
  await expect(page.getByRole('dialog').getByRole('heading', { name: 'Zapytaj o ofertę' })).toBeVisible();
  expect(await chosenServices(page, 'Wybrane usługi')).toHaveLength(1);
  await page.context().close();
});
