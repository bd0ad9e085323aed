import AxeBuilder from '@axe-core/playwright';
import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import { acceptNecessaryCookies, signInAs } from './helpers';

type Mine = { items: { id: string; description: string; state: string; askedCompanies: { name: string }[] }[] };

/** The texts a journey reads, in both languages (the same the message files hold). */
const words = {
  en: {
    newInquiry: 'New inquiry',
    addService: 'Add a service…',
    custom: 'Custom software development',
    website: 'Website development',
    description: 'What do you need?',
    visibility: 'Visible to providers for',
    budgetMin: 'From',
    budgetMax: 'To',
    city: 'City (optional)',
    cracow: 'Kraków',
    send: 'Send inquiry',
    servicesRequired: 'Select at least one service',
    descriptionShort: 'Describe what you need in at least 20 characters',
    added: 'Order added',
    updated: 'Order updated',
    deleted: 'Order deleted',
    closedToast: 'Inquiry closed',
    edit: 'Edit',
    save: 'Save changes',
    extend: 'Extend',
    extendTitle: 'Extend the inquiry',
    extendBy: 'Extend by',
    days14: '14 days',
    daysLeft: (days: number) => `${days} days left`,
    close: 'Close inquiry',
    closed: 'Closed',
    closedWithout: 'Closed without an offer',
    delete: 'Delete',
    deleteConfirm: 'Delete inquiry',
    open: 'Open',
    past: 'Expired and closed',
    ask: 'Ask for an offer',
    dialog: 'Ask for an offer',
    openInquiry: 'Open the inquiry',
    asked: 'Asked directly',
    signInTitle: 'Sign in to send your inquiry',
    signIn: 'Sign in',
    register: 'Register',
    login: 'Username or e-mail',
    password: 'Password',
    draftKept: 'We kept your inquiry.',
    askedOf: 'Asked directly of',
    chosen: 'Chosen services',
    offers: 'No offers yet',
    compare: 'Compare offers',
    sortTimeline: 'Delivery time',
    cheapest: 'Lowest price',
    fastest: 'Fastest',
    accept: 'Accept offer',
    decline: 'Decline',
    declineConfirm: 'Decline offer',
    accepted: 'Accepted',
    declined: 'Declined',
    notChosen: 'Not chosen',
    acceptTold: 'other company that sent an offer is told at once',
    chat: 'Start chat',
    youAccepted: (company: string) => `You accepted the offer of ${company}.`,
  },
  pl: {
    newInquiry: 'Nowe zapytanie',
    addService: 'Dodaj usługę…',
    custom: 'Oprogramowanie na zamówienie',
    website: 'Tworzenie stron internetowych',
    description: 'Czego potrzebujesz?',
    visibility: 'Widoczne dla wykonawców przez',
    budgetMin: 'Od',
    budgetMax: 'Do',
    city: 'Miasto (opcjonalnie)',
    cracow: 'Kraków',
    send: 'Wyślij zapytanie',
    servicesRequired: 'Wybierz co najmniej jedną usługę',
    descriptionShort: 'Opisz, czego potrzebujesz, w co najmniej 20 znakach',
    added: 'Zlecenie dodane',
    updated: 'Zlecenie zaktualizowane',
    deleted: 'Zlecenie usunięte',
    closedToast: 'Zapytanie zamknięte',
    edit: 'Edytuj',
    save: 'Zapisz zmiany',
    extend: 'Przedłuż',
    extendTitle: 'Przedłuż zapytanie',
    extendBy: 'Przedłuż o',
    days14: '14 dni',
    daysLeft: (days: number) => `Zostało ${days} dni`,
    close: 'Zamknij zapytanie',
    closed: 'Zamknięte',
    closedWithout: 'Zamknięte bez wyboru oferty',
    delete: 'Usuń',
    deleteConfirm: 'Usuń zapytanie',
    open: 'Otwarte',
    past: 'Wygasłe i zamknięte',
    ask: 'Zapytaj o ofertę',
    dialog: 'Zapytaj o ofertę',
    openInquiry: 'Otwórz zapytanie',
    asked: 'Zapytane firmy',
    signInTitle: 'Zaloguj się, aby wysłać zapytanie',
    signIn: 'Zaloguj się',
    register: 'Zarejestruj się',
    login: 'Nazwa użytkownika lub e-mail',
    password: 'Hasło',
    draftKept: 'Zachowaliśmy Twoje zapytanie.',
    askedOf: 'Zapytanie bezpośrednio do',
    chosen: 'Wybrane usługi',
    offers: 'Brak ofert',
    compare: 'Porównaj oferty',
    sortTimeline: 'Czasu realizacji',
    cheapest: 'Najniższa cena',
    fastest: 'Najszybciej',
    accept: 'Przyjmij ofertę',
    decline: 'Odrzuć',
    declineConfirm: 'Odrzuć ofertę',
    accepted: 'Przyjęta',
    declined: 'Odrzucona',
    notChosen: 'Niewybrana',
    acceptTold: 'druga firma, która przysłała ofertę, od razu dowie się',
    chat: 'Rozpocznij czat',
    youAccepted: (company: string) => `Przyjąłeś ofertę firmy ${company}.`,
  },
} as const;

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  await acceptNecessaryCookies(context);
  return context.newPage();
}

async function expectNoSeriousA11yIssues(page: Page) {
  const axe = await new AxeBuilder({ page }).exclude('[data-sonner-toaster]').analyze();
  const serious = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** A sales rep answers an inquiry through the API (the provider's own pages are another journey). */
async function offer(
  browser: Browser,
  rep: string,
  inquiryId: string,
  fields: { priceMin: number; priceMax?: number; timelineDays: number; paymentTerms: string },
) {
  const context = await browser.newContext();
  const signedIn = await context.request.post('/api/auth/sign-in', {
    data: { username: rep, password: 'Tendero!2026' },
  });
  expect(signedIn.ok(), `${rep} signs in`).toBe(true);
  const response = await context.request.post(`/api/orders/${inquiryId}/applications`, {
    data: {
      message: `Hello, we have done this many times and would be glad to help (${rep}).`,
      currency: 'PLN',
      scope: 'Design, build, content entry and training for your team.',
      validUntil: new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10),
      ...fields,
    },
  });
  expect(response.status(), `${rep} sends an offer`).toBe(201);
  const company = ((await response.json()) as { company: { name: string } }).company.name;
  await context.close();
  return company;
}

async function mine(page: Page): Promise<Mine> {
  return (await page.request.get('/api/orders/my')).json();
}

/** The inquiry card whose text contains `text` (its description). */
function card(page: Page, text: string): Locator {
  return page.getByRole('article').filter({ hasText: text });
}

for (const locale of ['en', 'pl'] as const) {
  const w = words[locale];

  test(`${locale}: a client posts an inquiry on /orders/my, edits, extends, closes and deletes it`, async ({
    browser,
  }) => {
    const page = await newPage(browser);
    await signInAs(page, locale === 'en' ? 'client-11' : 'client-12', locale);
    await page.goto(`/${locale}/orders/my`);
    const form = page.locator('form').filter({ has: page.getByRole('button', { name: w.send }) });
    if (!(await form.isVisible())) await page.getByRole('button', { name: w.newInquiry }).first().click();
    await expect(page.getByRole('heading', { level: 2, name: w.newInquiry })).toBeVisible();

    // The contract's own messages, before anything is sent.
    await form.getByRole('button', { name: w.send }).click();
    await expect(form.getByText(w.servicesRequired)).toBeVisible();
    await expect(form.getByText(w.descriptionShort)).toBeVisible();

    const description = `Custom warehouse software for 3 sites, integrated with our ERP (${locale} ${Date.now()}).`;
    await form.getByLabel(w.addService).selectOption({ label: w.custom });
    await form.getByLabel(w.description).fill(description);
    await form.getByLabel(w.visibility).selectOption('7');
    await form.getByLabel(w.budgetMin, { exact: true }).fill('40000');
    await form.getByLabel(w.budgetMax, { exact: true }).fill('90000');
    await form.getByLabel(w.city).selectOption({ label: w.cracow });
    await form.getByRole('checkbox').check();
    await form.getByRole('button', { name: w.send }).click();
    await expect(page.getByText(w.added)).toBeVisible();

    const posted = card(page, description);
    await expect(posted).toBeVisible();
    await expect(posted.getByRole('heading', { name: w.custom })).toBeVisible();
    await expect(posted.getByText(w.open, { exact: true })).toBeVisible();
    await expect(posted.getByText(w.daysLeft(7))).toBeVisible();
    await expect(posted.getByText(w.offers)).toBeVisible();
    const created = (await mine(page)).items.find((item) => item.description === description);
    expect(created?.state).toBe('open');

    // Edit: the same form, filled in, saved with the update contract.
    const edited = `${description} Two of the sites run 24/7.`;
    await posted.getByRole('button', { name: new RegExp(`^${w.edit}`) }).click();
    await posted.getByLabel(w.description).fill(edited);
    await posted.getByRole('button', { name: w.save }).click();
    await expect(page.getByText(w.updated)).toBeVisible();
    const card2 = card(page, edited);
    await expect(card2).toBeVisible();

    // Extend by 14 days: 7 + 14 = 21 days left.
    await card2.getByRole('button', { name: new RegExp(`^${w.extend}`) }).click();
    const extend = page.getByRole('dialog', { name: w.extendTitle });
    await extend.getByLabel(w.extendBy).selectOption('14');
    await extend.getByRole('button', { name: w.extend, exact: true }).click();
    await expect(extend).toBeHidden();
    await expect(card2.getByText(w.daysLeft(21))).toBeVisible();

    // Close: it moves to the past group, closed without an offer.
    await card2.getByRole('button', { name: new RegExp(`^${w.close}`) }).click();
    const closeDialog = page.getByRole('dialog');
    await closeDialog.getByRole('button', { name: w.close, exact: true }).click();
    await expect(page.getByText(w.closedToast)).toBeVisible();
    const past = page.getByRole('region', { name: new RegExp(`^${w.past}`) });
    await expect(past.getByText(edited)).toBeVisible();
    await expect(card2.getByText(w.closed, { exact: true })).toBeVisible();
    await expect(card2.getByText(w.closedWithout)).toBeVisible();
    await expect(card2.getByRole('button', { name: new RegExp(`^${w.edit}`) })).toHaveCount(0);
    expect((await mine(page)).items.find((item) => item.id === created?.id)?.state).toBe('closed');

    // Delete, after the confirmation.
    await card2.getByRole('button', { name: new RegExp(`^${w.delete}`) }).click();
    await page.getByRole('dialog').getByRole('button', { name: w.deleteConfirm }).click();
    await expect(page.getByText(w.deleted)).toBeVisible();
    await expect(card(page, edited)).toHaveCount(0);
    expect((await mine(page)).items.some((item) => item.id === created?.id)).toBe(false);
    await page.context().close();
  });

  test(`${locale}: a client asks one company from the marketplace results`, async ({ browser }) => {
    const page = await newPage(browser);
    await signInAs(page, locale === 'en' ? 'client-13' : 'client-14', locale);
    await page.goto(`/${locale}/marketplace/search/web-ecommerce`);
    const first = page.getByRole('article').first();
    const company = (await first.getByRole('heading', { level: 2 }).textContent())?.trim() ?? '';
    expect(company).not.toBe('');
    await first.getByRole('button', { name: new RegExp(`^${w.ask}`) }).click();

    const dialog = page.getByRole('dialog', { name: w.dialog });
    await expect(dialog.getByText(company, { exact: true })).toBeVisible();
    const description = `A bilingual company website with a blog, about 10 pages (${locale} ${Date.now()}).`;
    await dialog.getByLabel(w.addService).selectOption({ label: w.website });
    await dialog.getByLabel(w.description).fill(description);
    await dialog.getByRole('button', { name: w.send }).click();
    await expect(dialog.getByText(w.added)).toBeVisible();

    await dialog.getByRole('link', { name: w.openInquiry }).click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/orders/my/[0-9a-f-]{36}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(w.website);
    await expect(page.getByText(description)).toBeVisible();
    const item = (await mine(page)).items.find((inquiry) => inquiry.description === description);
    expect(item?.askedCompanies.map((asked) => asked.name)).toEqual([company]);
    await page.context().close();
  });

  test(`${locale}: a signed-out visitor's inquiry survives signing in`, async ({ browser }) => {
    const page = await newPage(browser);
    await page.goto(`/${locale}/marketplace/search/web-ecommerce`);
    const first = page.getByRole('article').first();
    const company = (await first.getByRole('heading', { level: 2 }).textContent())?.trim() ?? '';
    await first.getByRole('button', { name: new RegExp(`^${w.ask}`) }).click();

    const dialog = page.getByRole('dialog', { name: w.dialog });
    const description = `An online shop for our bakery with pickup slots (${locale} ${Date.now()}).`;
    await dialog.getByLabel(w.addService).selectOption({ label: w.website });
    await dialog.getByLabel(w.description).fill(description);
    await dialog.getByLabel(w.budgetMin, { exact: true }).fill('6000');
    await dialog.getByRole('button', { name: w.send }).click();

    // Nothing is sent: the visitor is asked to sign in or register, back to /orders/my with the draft.
    await expect(dialog.getByText(w.signInTitle)).toBeVisible();
    const back = encodeURIComponent(`/${locale}/orders/my?draft=1`);
    await expect(dialog.getByRole('link', { name: w.register })).toHaveAttribute('href', new RegExp(`next=${back}`));
    await dialog.getByRole('link', { name: w.signIn, exact: true }).click();
    await page.getByLabel(w.login).fill(locale === 'en' ? 'client-15' : 'client-10');
    await page.getByLabel(w.password, { exact: true }).fill('Tendero!2026');
    await page.getByRole('button', { name: w.signIn, exact: true }).click();
    await page.waitForURL((url) => !url.pathname.endsWith('/login'), { timeout: 30_000 });
    await page.waitForLoadState('load');
    // The sign-in form goes to `next` once it follows it; until then it lands on the role's home.
    if (!page.url().includes('/orders/my')) await page.goto(`/${locale}/orders/my?draft=1`);

    await expect(page.getByText(w.draftKept)).toBeVisible();
    const form = page.locator('form').filter({ has: page.getByRole('button', { name: w.send }) });
    await expect(form.getByLabel(w.description)).toHaveValue(description);
    await expect(form.getByLabel(w.budgetMin, { exact: true })).toHaveValue('6000');
    await expect(form.getByRole('list', { name: w.chosen }).getByText(w.website)).toBeVisible();
    await expect(form.getByText(w.askedOf)).toBeVisible();
    await expect(form.getByText(company, { exact: true })).toBeVisible();
    await form.getByRole('button', { name: w.send }).click();
    await expect(page.getByText(w.added)).toBeVisible();
    await expect(card(page, description)).toBeVisible();
    const item = (await mine(page)).items.find((inquiry) => inquiry.description === description);
    expect(item?.askedCompanies.map((asked) => asked.name)).toEqual([company]);

    // The draft is gone once sent.
    await page.reload();
    await expect(page.getByText(w.draftKept)).toHaveCount(0);
    await page.context().close();
  });

  test(`${locale}: a client compares offers like for like, declines one and accepts another`, async ({ browser }) => {
    const page = await newPage(browser);
    // A phone in Polish (stacked cards), a wide screen in English (one table).
    await page.setViewportSize(locale === 'en' ? { width: 1280, height: 900 } : { width: 390, height: 844 });
    await signInAs(page, locale === 'en' ? 'client-8' : 'client-9', locale);
    const description = `Three landing pages for a product launch, with A/B tests (${locale} ${Date.now()}).`;
    const created = await page.request.post('/api/orders', {
      data: { services: ['landing-pages'], visibilityDays: 7, description, budgetMin: 5000, currency: 'PLN' },
    });
    expect(created.status()).toBe(201);
    const inquiryId = ((await created.json()) as { id: string }).id;
    const cheap = await offer(browser, 'rep-vistula-code', inquiryId, {
      priceMin: 6000,
      timelineDays: 40,
      paymentTerms: 'Half upfront, half on launch.',
    });
    const quick = await offer(browser, 'rep-wawel-software', inquiryId, {
      priceMin: 9000,
      priceMax: 12000,
      timelineDays: 14,
      paymentTerms: 'Invoice after launch, 14 days.',
    });
    const third = await offer(browser, 'rep-pixelmint', inquiryId, {
      priceMin: 11000,
      timelineDays: 21,
      paymentTerms: 'Monthly invoices.',
    });

    await page.goto(`/${locale}/orders/my`);
    await card(page, description).getByRole('link', { name: w.compare }).click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/orders/my/${inquiryId}$`));
    await expect(page.getByText(description)).toBeVisible();

    // Sorted by price first; by delivery time on request. Each offer is one column (wide) or one card (phone).
    const offers = locale === 'en' ? page.getByRole('columnheader') : page.getByRole('article');
    await expect(offers).toHaveCount(3);
    await expect(offers.nth(0)).toContainText(cheap);
    await expect(offers.nth(2)).toContainText(third);
    await expect(page.getByText(w.cheapest).filter({ visible: true })).toHaveCount(1);
    await expect(page.getByText(w.fastest, { exact: true }).filter({ visible: true })).toHaveCount(1);
    await page.getByRole('radio', { name: w.sortTimeline }).check();
    await expect(offers.nth(0)).toContainText(quick);
    await expect(offers.nth(1)).toContainText(third);
    await expectNoSeriousA11yIssues(page);

    // Each offer's rep can be written to (the chat journey itself is e2e/chat.spec.ts).
    await expect(
      page
        .getByRole('button', { name: new RegExp(`^${w.chat}`) })
        .filter({ visible: true })
        .first(),
    ).toBeEnabled();

    // Decline the third offer, then accept the quick one: the confirmation says the others are told.
    await page
      .getByRole('button', { name: new RegExp(`^${w.decline}`) })
      .filter({ hasText: third })
      .click();
    await page.getByRole('dialog').getByRole('button', { name: w.declineConfirm }).click();
    await expect(
      page.getByRole('button', { name: new RegExp(`^${w.decline}`) }).filter({ hasText: third }),
    ).toHaveCount(0);
    await page
      .getByRole('button', { name: new RegExp(`^${w.accept}`) })
      .filter({ hasText: quick })
      .click();
    const confirm = page.getByRole('dialog');
    await expect(confirm).toContainText(w.acceptTold);
    await confirm.getByRole('button', { name: w.accept }).click();
    await expect(page.getByText(w.youAccepted(quick))).toBeVisible();
    await expect(page.getByRole('button', { name: new RegExp(`^${w.accept}`) })).toHaveCount(0);
    const states = (await (await page.request.get(`/api/orders/${inquiryId}`)).json()) as {
      state: string;
      outcome: string;
      applications: { company: { name: string }; state: string }[];
    };
    expect(states.state).toBe('closed');
    expect(states.outcome).toBe('accepted');
    expect(Object.fromEntries(states.applications.map((item) => [item.company.name, item.state]))).toEqual({
      [cheap]: 'notChosen',
      [quick]: 'accepted',
      [third]: 'declined',
    });
    for (const state of [w.accepted, w.declined, w.notChosen]) {
      await expect(page.getByText(state, { exact: true }).filter({ visible: true })).toHaveCount(1);
    }
    await page.context().close();
  });
}
