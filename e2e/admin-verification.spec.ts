import { expect, type Locator, type Page, test } from '@playwright/test';
import { acceptNecessaryCookies, signIn, signInAs } from './helpers';

test.beforeEach(async ({ context }) => {
  await acceptNecessaryCookies(context);
});

/** The demo seed's company waiting for verification. */
const seededWaiting = 'Nieweryfikowana Firma Testowa sp. z o.o.';

type AdminList = { total: number; items: { id: string; name: string }[] };

/** Which page of 'Waiting for verification' lists the company, read through the admin API (same order). */
async function waitingPageOf(page: Page, name: string): Promise<number | null> {
  for (let number = 1; number < 50; number++) {
    const response = await page.request.get(`/api/admin/companies?state=unverified&page=${number}`);
    expect(response.status()).toBe(200);
    const list = (await response.json()) as AdminList;
    if (list.items.some((item) => item.name === name)) return number;
    if (list.items.length === 0) return null;
  }
  return null;
}

/** A fresh company account (signed up and confirmed from the dev mailbox), for when the seed lacks one. */
async function signUpCompany(page: Page): Promise<string> {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const name = `Weryfikacja E2E ${stamp} sp. z o.o.`;
  const email = `verify.${stamp}@firma.pl`;
  const created = await page.request.post('/api/auth/sign-up', {
    headers: { 'accept-language': 'en' },
    data: {
      accountType: 'company',
      firstName: 'Marta',
      lastName: 'Zielińska',
      companyName: name,
      email,
      phone: '+48501234567',
      username: `verify_${stamp}`,
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
  }).toPass({ timeout: 10_000 });
  expect((await page.request.post('/api/auth/activate', { data: { token } })).status()).toBe(200);
  return name;
}

function companyRow(page: Page, name: string): Locator {
  return page.locator('li[data-company-id]').filter({ has: page.getByRole('button', { name, exact: true }) });
}

const criteria = [
  { id: 'competencies', name: 'Competencies' },
  { id: 'teamSize', name: 'Team size' },
  { id: 'portfolio', name: 'Portfolio' },
  { id: 'serviceQuality', name: 'Service quality' },
] as const;

test('en: the admin verifies a waiting company on all four criteria, then withdraws the verification', async ({
  page,
}) => {
  await signInAs(page, 'admin', 'en');
  await expect(page).toHaveURL(/\/en\/admin\/profiles$/);
  await expect(page.getByRole('heading', { level: 1, name: 'All company profiles' })).toBeVisible();

  // The seeded waiting company; until the seed has it, a company signed up for this test.
  let name = seededWaiting;
  let pageNumber = await waitingPageOf(page, name);
  if (pageNumber === null) {
    name = await signUpCompany(page);
    pageNumber = await waitingPageOf(page, name);
  }
  expect(pageNumber).not.toBeNull();

  const tabs = page.getByRole('navigation', { name: 'Verification state' });
  await tabs.getByRole('link', { name: /Waiting for verification/ }).click();
  await expect(page).toHaveURL(/state=unverified/);
  await expect(tabs.getByRole('link', { name: /Waiting for verification/ })).toHaveAttribute('aria-current', 'page');
  for (let number = 1; number < (pageNumber ?? 1); number++) {
    await page.getByRole('link', { name: 'Next page' }).click();
    await expect(page).toHaveURL(new RegExp(`page=${number + 1}`));
  }

  const row = companyRow(page, name);
  await expect(row).toBeVisible();
  await expect(row.getByTestId('verification-progress')).toHaveText('0 of 4 criteria passed');
  const toggle = row.getByRole('button', { name, exact: true });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(row.getByTestId('verification-state')).toHaveText(
    'Not listed in the marketplace until all four criteria pass.',
  );
  await expect(row.getByRole('link', { name: 'Public company page' })).toHaveAttribute(
    'href',
    /^\/en\/marketplace\/company\/[0-9a-f-]{36}$/,
  );

  // The form wants a result and a note of at least 3 characters.
  const first = row.locator('[data-criterion="competencies"]');
  await first.getByRole('button', { name: 'Save check' }).click();
  await expect(first.getByText('Fields cannot be empty')).toBeVisible();
  await expect(first.getByText('This text is too short')).toBeVisible();

  for (const [index, criterion] of criteria.entries()) {
    const card = row.locator(`[data-criterion="${criterion.id}"]`);
    await expect(card.getByRole('heading', { name: criterion.name })).toBeVisible();
    await expect(card.getByTestId('criterion-state')).toHaveText('Not checked');
    await card.getByRole('radio', { name: 'Passed' }).check();
    await card.getByLabel('Note').fill(`${criterion.name}: checked against the references and the register.`);
    await card.getByRole('button', { name: 'Save check' }).click();
    await expect(card.getByTestId('criterion-state')).toHaveText('Passed');
    await expect(card.getByText(/^Checked by .+ on \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)).toBeVisible();
    await expect(card.getByText(`${criterion.name}: checked against the references and the register.`)).toBeVisible();
    await expect(row.getByTestId('verification-progress')).toHaveText(`${index + 1} of 4 criteria passed`);
  }

  await expect(page.getByText(`${name} is verified and listed in the marketplace`)).toBeVisible();
  await expect(row.getByTestId('verification-state')).toHaveText(/^Verified since \d{2}\/\d{2}\/\d{4}$/);
  await expect(row.getByTestId('verification-progress').locator('..')).toContainText('Verified');
  await expect(tabs.getByRole('link', { name: /Verified/ })).toContainText(/[1-9]/);

  // Withdrawal needs a reason, then unlists the company and fails every criterion.
  await row.getByRole('button', { name: 'Withdraw verification' }).click();
  await expect(row.getByText('This text is too short')).toBeVisible();
  await row
    .getByLabel('Reason for the withdrawal')
    .fill('The portfolio links turned out to be another company’s work.');
  await row.getByRole('button', { name: 'Withdraw verification' }).click();
  await expect(page.getByText(`Verification of ${name} withdrawn`)).toBeVisible();
  await expect(row.getByTestId('verification-progress')).toHaveText('0 of 4 criteria passed');
  await expect(row.getByTestId('verification-state')).toHaveText(
    'Not listed in the marketplace until all four criteria pass.',
  );
  await expect(row.getByRole('button', { name: 'Withdraw verification' })).toHaveCount(0);
  await expect(row.getByTestId('criterion-state')).toHaveText(['Failed', 'Failed', 'Failed', 'Failed']);

  // After a reload it is back among the waiting companies, not among the verified ones.
  await tabs.getByRole('link', { name: /Verified/ }).click();
  await expect(page).toHaveURL(/state=verified/);
  await expect(companyRow(page, name)).toHaveCount(0);
});

test('en: the admin page has no serious accessibility violations', async ({ page }) => {
  const AxeBuilder = (await import('@axe-core/playwright')).default;
  await signIn(page, 'admin', 'en');
  await page.goto('/en/admin/profiles?state=unverified');
  const toggle = page.locator('li[data-company-id] button[aria-expanded]').first();
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await expect(page.getByRole('heading', { name: 'The four criteria' })).toBeVisible();
  // The page's own content (the site header belongs to the layout and is checked by its own journeys).
  const results = await new AxeBuilder({ page }).include('#main').analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});

const prepare = {
  competencies: 'Sprawdzamy, czy usługi i oferty odpowiadają rzeczywistemu doświadczeniu.',
  teamSize: 'Sprawdzamy, czy podana wielkość zespołu jest wiarygodna.',
  portfolio: 'Dodaj co najmniej 2 pozycje portfolio ze zdjęciami.',
  serviceQuality: 'Sprawdzamy, jak obsługujesz klientów.',
} as const;

test('pl: the manager reads how ranking works and the verification state of their company', async ({ page }) => {
  await signIn(page, 'manager', 'pl');
  await page.goto('/pl/account-settings/positioning');
  await expect(page.locator('h1')).toHaveText('Jak firmy są pozycjonowane w wyszukiwarce');
  await expect(page.getByRole('heading', { name: 'Kto jest widoczny' })).toBeVisible();
  await expect(
    page.getByText('W wyszukiwarce pojawiają się tylko zweryfikowane firmy.', { exact: false }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Jak ustalamy kolejność wyników' })).toBeVisible();
  for (const heading of ['Trafność względem wyszukiwania', 'Zweryfikowane sygnały jakości', 'Wyróżnienie Premium']) {
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
  }
  await expect(page.getByText(/Premium nigdy nie umieści w wynikach firmy niezweryfikowanej/)).toBeVisible();

  // The state the API reports decides which text the page must show (the seed verifies Nordwind once it lands).
  const me = await (await page.request.get('/api/auth/session')).json();
  const verification = await (await page.request.get(`/api/companies/${me.companyId}/verification`)).json();
  const state = page.locator('section[aria-labelledby="verification-state"]');
  await expect(state.getByRole('heading', { name: 'Weryfikacja Twojej firmy' })).toBeVisible();
  if (verification.verified) {
    await expect(
      state.getByText(/^Zweryfikowana od \d{2}\/\d{2}\/\d{4}: Twoja firma jest widoczna w wyszukiwarce\.$/),
    ).toBeVisible();
  } else {
    await expect(
      state.getByText('Jeszcze niezweryfikowana: Twoja firma nie pojawia się w wyszukiwarce.'),
    ).toBeVisible();
    for (const criterion of verification.missing as (keyof typeof prepare)[]) {
      await expect(state.locator(`[data-criterion="${criterion}"]`)).toContainText(prepare[criterion]);
    }
    await expect(state.getByRole('link', { name: 'Uzupełnij profil firmy' })).toHaveAttribute(
      'href',
      '/pl/manager/profile',
    );
  }
});
