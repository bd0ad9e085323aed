import AxeBuilder from '@axe-core/playwright';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { acceptNecessaryCookies, signIn } from './helpers';

const nordwind = 'Nordwind Software sp. z o.o.';

type Card = { id: string; name: string; rating: { count: number } };
type Reviews = {
  rating: { average: number | null; count: number; verifiedCount: number };
  items: {
    author: { userId: string; name: string };
    text: string;
    verifiedClient: boolean;
    answer: { text: string } | null;
  }[];
};

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  await acceptNecessaryCookies(context);
  return context.newPage();
}

/** The demo company's id, as the marketplace search finds it. */
async function nordwindId(page: Page): Promise<string> {
  const result = await (await page.request.get('/api/companies/search?q=Nordwind')).json();
  const company = (result.items as Card[]).find((item) => item.name === nordwind);
  expect(company, 'the demo company is listed').toBeTruthy();
  return (company as Card).id;
}

/** A company's reviews as the page in `locale` shows them (demo reviews are written in both languages). */
async function reviewsOf(page: Page, companyId: string, locale: 'en' | 'pl' = 'en'): Promise<Reviews> {
  return (await page.request.get(`/api/companies/${companyId}/reviews?locale=${locale}`)).json();
}

async function expectNoSeriousA11yIssues(page: Page) {
  const axe = await new AxeBuilder({ page }).exclude('[data-sonner-toaster]').analyze();
  const serious = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test('en: a client keeps an offer and reviews the company; the manager answers the review', async ({ browser }) => {
  // The e2e server starts on fresh data, so the demo client has not reviewed the company yet in this run.
  const client = await newPage(browser);
  await signIn(client, 'client', 'en');
  const clientId = (await (await client.request.get('/api/auth/session')).json()).userId as string;
  const companyId = await nordwindId(client);
  const before = await reviewsOf(client, companyId);
  expect(before.items.some((item) => item.author.userId === clientId)).toBe(false);

  await client.goto(`/en/marketplace/company/${companyId}`);
  await expect(client.getByRole('heading', { level: 1 })).toHaveText(nordwind);
  await expect(client.getByText(/^Verified on \d{2}\/\d{2}\/\d{4}$/)).toBeVisible();
  await expect(client.getByRole('link', { name: "Open the representative's profile" })).toHaveAttribute(
    'href',
    /^\/en\/sales\/profile\/.+/,
  );
  await expectNoSeriousA11yIssues(client);

  // The heart keeps the offer; the client profile lists it with a link to the company.
  await client.getByRole('button', { name: 'Add “Discovery workshop” to favourites' }).click();
  await expect(client.getByText('Added to favourites')).toBeVisible();
  await expect(client.getByRole('button', { name: 'Remove “Discovery workshop” from favourites' })).toBeVisible();
  await client.goto('/en/client/profile');
  const favourites = client.getByRole('region', { name: 'Favourite offers' });
  await expect(favourites.getByText('Discovery workshop', { exact: true })).toBeVisible();
  await expect(favourites.getByRole('link', { name: `from ${nordwind}` })).toHaveAttribute(
    'href',
    `/en/marketplace/company/${companyId}`,
  );

  // The review: 4 stars and a text. She has not accepted an offer of the company, so it shows among the
  // reviews not verified, and the rating (verified clients' reviews only) does not move.
  await client.goto(`/en/marketplace/company/${companyId}`);
  await expect(client.getByRole('button', { name: 'Remove “Discovery workshop” from favourites' })).toBeVisible();
  const text = `Clear scoping and a team that delivered on time (${Date.now()}).`;
  await client.getByRole('button', { name: 'Publish review' }).click();
  await expect(client.getByText('Choose from 1 to 5 stars.')).toBeVisible();
  await client.getByRole('radio', { name: '4 stars, Very good' }).check();
  await client.getByLabel('Your review').fill(text);
  await expect(client.getByText(`At least 10 characters. ${text.length} of 3000 characters`)).toBeVisible();
  await client.getByRole('button', { name: 'Publish review' }).click();
  await expect(client.getByText('Thank you! Your review is published.')).toBeVisible();
  const review = client.getByRole('article').filter({ hasText: text });
  await expect(review.getByRole('heading', { name: 'Katarzyna L.' })).toBeVisible();
  await expect(review.getByRole('img', { name: 'Rated 4 out of 5' })).toBeVisible();
  await expect(review.getByText(/^Not verified/)).toBeVisible();
  await expect(client.getByTestId('reviews-unverified').getByRole('article').filter({ hasText: text })).toBeVisible();
  const verified = before.rating.verifiedCount;
  expect(verified, 'the demo company has verified reviews').toBeGreaterThan(0);
  const shown = (before.rating.average ?? 0).toLocaleString('en', {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
  await expect(client.getByTestId('rating-average')).toHaveText(shown);
  await expect(client.getByTestId('rating-count')).toHaveText(
    verified === 1 ? 'from 1 verified review' : `from ${verified} verified reviews`,
  );
  await expect(client.getByText(/^You reviewed Nordwind Software sp\. z o\.o\. on /)).toBeVisible();
  await expect(client.getByRole('button', { name: 'Publish review' })).toHaveCount(0);
  await client.context().close();

  // The company's manager answers it; the answer shows under the review. Managers get no hearts.
  const manager = await newPage(browser);
  await signIn(manager, 'manager', 'en');
  await manager.goto(`/en/marketplace/company/${companyId}`);
  await expect(manager.getByRole('button', { name: /to favourites$/ })).toHaveCount(0);
  await expect(manager.getByRole('button', { name: 'Publish review' })).toHaveCount(0);
  const managed = manager.getByRole('article').filter({ hasText: text });
  await managed.getByRole('button', { name: 'Answer', exact: true }).click();
  const answer = `Thank you, Katarzyna! It was a pleasure to work with your team (${Date.now()}).`;
  await managed.getByLabel(`Your answer as ${nordwind}`).fill(answer);
  await managed.getByRole('button', { name: 'Publish answer' }).click();
  await expect(manager.getByText('Your answer is published.')).toBeVisible();
  await expect(managed.getByText(answer)).toBeVisible();
  await expect(managed.getByText(`Answer from ${nordwind}`)).toBeVisible();
  await expect(managed.getByRole('button', { name: 'Answer', exact: true })).toHaveCount(0);
  await manager.context().close();
});

test('pl: a signed-out visitor reads a company’s reviews, is asked to sign in, and the page has JSON-LD', async ({
  browser,
}) => {
  const visitor = await newPage(browser);
  // A company other than the demo one (its reviews change in the en journey), with reviews when the seed has any.
  const result = await (await visitor.request.get('/api/companies/search?sort=reviews')).json();
  const items = result.items as Card[];
  const company = items.find((item) => item.name !== nordwind && item.rating.count > 0) ?? items[0];
  expect(company, 'a listed company').toBeTruthy();
  const { id, name } = company as Card;
  const reviews = await reviewsOf(visitor, id, 'pl');

  const response = await visitor.goto(`/pl/marketplace/company/${id}`);
  expect(response?.status()).toBe(200);
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(visitor).toHaveTitle(/ \| Tendero$/);
  await expect(visitor.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    new RegExp(`/pl/marketplace/company/${id}$`),
  );
  await expect(visitor.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
    'href',
    new RegExp(`/en/marketplace/company/${id}$`),
  );

  const section = visitor.getByRole('region', { name: 'Opinie' });
  await expect(section).toBeVisible();
  if (reviews.rating.verifiedCount > 0) {
    const first = reviews.items.find((item) => item.verifiedClient) as Reviews['items'][number];
    await expect(section.getByTestId('rating-count')).toContainText(
      `na podstawie ${reviews.rating.verifiedCount} zweryfikowan`,
    );
    await expect(section.getByRole('article').first()).toContainText(first.text.slice(0, 40));
  } else {
    await expect(section.getByText('Nie ma jeszcze opinii', { exact: true })).toBeVisible();
  }
  await expect(section.getByText('Zaloguj się jako klient, aby napisać opinię')).toBeVisible();
  await expect(section.getByRole('link', { name: 'Zaloguj się' })).toHaveAttribute('href', '/pl/login');
  await expect(visitor.getByRole('button', { name: /do ulubionych$/ })).toHaveCount(0);
  await expect(visitor.getByRole('button', { name: 'Opublikuj opinię' })).toHaveCount(0);

  const scripts = await visitor.locator('script[type="application/ld+json"]').allTextContents();
  const organization = scripts.map((script) => JSON.parse(script)).find((data) => data['@type'] === 'Organization');
  expect(organization).toMatchObject({ '@context': 'https://schema.org', '@type': 'Organization', name });
  expect(organization.url).toMatch(new RegExp(`/pl/marketplace/company/${id}$`));
  // Search engines get the rating that counts: verified reviews only.
  if (reviews.rating.verifiedCount > 0) {
    expect(organization.aggregateRating).toMatchObject({
      '@type': 'AggregateRating',
      reviewCount: reviews.rating.verifiedCount,
    });
  } else {
    expect(organization.aggregateRating).toBeUndefined();
  }

  const missing = await visitor.goto('/pl/marketplace/company/00000000-0000-4000-8000-000000000000');
  expect(missing?.status()).toBe(404);
  await visitor.context().close();
});
