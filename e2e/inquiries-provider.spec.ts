import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { acceptNecessaryCookies, signIn } from './helpers';
import { journeyLocales } from './locales';

const nordwind = 'Nordwind Software sp. z o.o.';

/** Each language uses its own service, so the two journeys running side by side filter apart. */
const texts = {
  en: {
    service: 'erp-implementation',
    serviceName: 'ERP implementation',
    category: 'software-development',
    findOrders: 'Find orders',
    registerCompany: 'Register your company',
    signIn: 'Sign in',
    locked: 'The description, budget and client are visible to registered providers.',
    filterCategory: 'Category',
    filterService: 'Service',
    filterCity: 'City',
    showInquiries: 'Show inquiries',
    asked: /^Asked of your company \(\d+\)$/,
    askedBadge: 'Asked of your company',
    sendAnOffer: /^Send an offer/,
    dialogTitle: 'Send an offer',
    editTitle: 'Edit your offer',
    submit: 'Send offer',
    save: 'Save changes',
    message: 'Message to the client',
    price: 'Price',
    priceMax: 'Up to (optional, for a range)',
    timeline: 'Delivery time (days)',
    scope: 'Scope of work',
    paymentTerms: 'Payment terms',
    validUntil: 'Offer valid until',
    messageRequired: 'Write a message of at least 10 characters',
    priceRequired: 'Enter a price',
    validUntilPast: 'The offer must be valid today or later',
    sent: 'Offer sent',
    updated: 'Offer updated',
    yourOffer: 'Your offer:',
    pending: 'Awaiting decision',
    editOffer: /^Edit offer/,
    alreadyApplied: 'You have already sent an offer for this inquiry; edit it instead',
    managerNote: 'Your sales representatives send the offers',
    leads: 'Leads',
    sourceApplied: 'We sent an offer',
    state: /^State/,
    rep: /^Handled by/,
    stateWon: 'Won',
    nobody: 'Nobody',
    stateToast: /: state set to “Won”$/,
    repToast: / is handled by nobody now$/,
    filterWon: /^Won \(\d+\)$/,
    filterLost: /^Lost \(\d+\)$/,
    offersTab: /^Offers sent \(\d+\)$/,
    exportCsv: 'Export CSV',
    csvHeader: 'Created,Updated,State,Source,Client',
    price1: /PLN\s25,000 – PLN\s30,000/,
    price2: /PLN\s26,000 – PLN\s30,000/,
  },
  pl: {
    service: 'crm-implementation',
    serviceName: 'Wdrożenia systemów CRM',
    category: 'software-development',
    findOrders: 'Znajdź zlecenia',
    registerCompany: 'Zarejestruj firmę',
    signIn: 'Zaloguj się',
    locked: 'Opis, budżet i klienta widzą zarejestrowani wykonawcy.',
    filterCategory: 'Kategoria',
    filterService: 'Usługa',
    filterCity: 'Miasto',
    showInquiries: 'Pokaż zapytania',
    asked: /^Zapytania do Twojej firmy \(\d+\)$/,
    askedBadge: 'Zapytanie do Twojej firmy',
    sendAnOffer: /^Wyślij ofertę.+/,
    dialogTitle: 'Wyślij ofertę',
    editTitle: 'Edytuj swoją ofertę',
    submit: 'Wyślij ofertę',
    save: 'Zapisz zmiany',
    message: 'Wiadomość do klienta',
    price: 'Cena',
    priceMax: 'Do (opcjonalnie, dla przedziału)',
    timeline: 'Czas realizacji (dni)',
    scope: 'Zakres prac',
    paymentTerms: 'Warunki płatności',
    validUntil: 'Oferta ważna do',
    messageRequired: 'Napisz wiadomość o długości co najmniej 10 znaków',
    priceRequired: 'Podaj cenę',
    validUntilPast: 'Oferta musi być ważna co najmniej do dziś',
    sent: 'Oferta wysłana',
    updated: 'Oferta zaktualizowana',
    yourOffer: 'Twoja oferta:',
    pending: 'Czeka na decyzję',
    editOffer: /^Edytuj ofertę/,
    alreadyApplied: 'Wysłałeś już ofertę do tego zapytania; możesz ją edytować',
    managerNote: 'Oferty wysyłają Twoi przedstawiciele handlowi',
    leads: 'Leady',
    sourceApplied: 'Wysłaliśmy ofertę',
    state: /^Stan/,
    rep: /^Zajmuje się/,
    stateWon: 'Wygrany',
    nobody: 'Nikt',
    stateToast: /: stan zmieniony na „Wygrany”$/,
    repToast: /: nikt się teraz nie zajmuje$/,
    filterWon: /^Wygrany \(\d+\)$/,
    filterLost: /^Przegrany \(\d+\)$/,
    offersTab: /^Wysłane oferty \(\d+\)$/,
    exportCsv: 'Eksportuj CSV',
    csvHeader: 'Utworzono;Zmieniono;Stan;Źródło;Klient',
    price1: /25\s000\szł – 30\s000\szł/,
    price2: /26\s000\szł – 30\s000\szł/,
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

/** YYYY-MM-DD, `days` from today. */
function isoDate(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

for (const locale of journeyLocales('pl')) {
  const t = texts[locale];

  test(`${locale}: a visitor sees the teaser; the rep filters and sends one offer, then edits it; the manager works the lead`, async ({
    browser,
  }) => {
    test.setTimeout(150_000);
    const stamp = `${locale}-${Date.now()}`;
    const description = `E2E ${stamp}: we need ERP and CRM rolled out for 40 users in our Gdańsk warehouse, with data migration.`;

    // A client publishes the inquiry this journey needs, asking the demo company directly.
    const client = await newPage(browser);
    await signIn(client, 'client-3', locale);
    const search = await (await client.request.get('/api/companies/search?q=Nordwind')).json();
    const company = (search.items as { id: string; name: string }[]).find((item) => item.name === nordwind);
    expect(company, 'the demo company is listed').toBeTruthy();
    const created = await client.request.post('/api/orders', {
      data: {
        services: [t.service, 'system-integration'],
        description,
        budgetMin: 20000,
        budgetMax: 40000,
        currency: 'PLN',
        city: 'gdansk',
        marketingConsent: true,
        visibilityDays: 14,
        companyIds: [company?.id],
      },
    });
    expect(created.status()).toBe(201);
    const inquiryId = (await created.json()).id as string;
    await client.context().close();

    // A visitor: the count, the newest inquiries without their text, and the call to providers.
    const visitor = await newPage(browser);
    await visitor.goto(`/${locale}/orders/find?service=${t.service}&city=gdansk`);
    await expect(visitor).toHaveURL(
      new RegExp(`/${locale}/orders/find\\?category=${t.category}&service=${t.service}&city=gdansk$`),
    );
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(t.findOrders);
    await expect(visitor.getByRole('link', { name: t.registerCompany })).toHaveAttribute(
      'href',
      `/${locale}/login?tab=register`,
    );
    await expect(visitor.getByRole('main').getByRole('link', { name: t.signIn, exact: true })).toHaveAttribute(
      'href',
      `/${locale}/login`,
    );
    const teaser = visitor.getByRole('article').filter({ hasText: t.serviceName }).first();
    await expect(teaser).toBeVisible();
    await expect(teaser.getByText(t.locked)).toBeVisible();
    await expect(visitor.getByText(stamp)).toHaveCount(0);
    await expectNoSeriousA11yIssues(visitor);
    await visitor.context().close();

    // The sales rep filters to the inquiry; a second tab stays open on the list from before the offer.
    const rep = await newPage(browser);
    await signIn(rep, 'rep', locale);
    await rep.goto(`/${locale}/orders/find`);
    await rep.getByLabel(t.filterCategory, { exact: true }).selectOption(t.category);
    await rep.getByLabel(t.filterService, { exact: true }).selectOption(t.service);
    await rep.getByLabel(t.filterCity, { exact: true }).selectOption('gdansk');
    await rep.getByRole('button', { name: t.showInquiries }).click();
    await expect(rep).toHaveURL(new RegExp(`category=${t.category}&service=${t.service}&city=gdansk$`));
    const asked = rep.getByRole('region', { name: t.asked });
    const card = asked.getByRole('article').filter({ hasText: stamp });
    await expect(card).toBeVisible();
    await expect(card.getByText(t.askedBadge)).toBeVisible();
    await expectNoSeriousA11yIssues(rep);
    const stale = await rep.context().newPage();
    await stale.goto(rep.url());

    await card.getByRole('button', { name: t.sendAnOffer }).click();
    const dialog = rep.getByRole('dialog', { name: t.dialogTitle });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(description)).toBeVisible();
    await dialog.getByRole('button', { name: t.submit, exact: true }).click();
    await expect(dialog.getByText(t.messageRequired)).toBeVisible();
    await expect(dialog.getByText(t.priceRequired)).toBeVisible();
    await expectNoSeriousA11yIssues(rep);
    await dialog.getByLabel(t.message).fill('We have rolled out ERP and CRM for three logistics firms in Pomerania.');
    await dialog.getByLabel(t.price, { exact: true }).fill('25 000');
    await dialog.getByLabel(t.priceMax).fill('30000');
    await dialog.getByLabel(t.timeline).fill('45');
    await dialog.getByLabel(t.scope).fill('Discovery, configuration, data migration, training for 40 users.');
    await dialog.getByLabel(t.paymentTerms).fill('30% upfront, the rest on delivery');
    // A date in the past passes the form but not the server: its translated field error shows on the field.
    await dialog.getByLabel(t.validUntil).fill('2020-01-01');
    await dialog.getByRole('button', { name: t.submit, exact: true }).click();
    await expect(dialog.getByText(t.validUntilPast)).toBeVisible();
    await dialog.getByLabel(t.validUntil).fill(isoDate(30));
    await dialog.getByRole('button', { name: t.submit, exact: true }).click();
    await expect(rep.getByText(t.sent, { exact: true })).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(card.getByText(t.yourOffer)).toBeVisible();
    await expect(card.getByText(t.pending)).toBeVisible();
    await expect(card.getByText(t.price1)).toBeVisible();
    await expect(card.getByRole('button', { name: t.sendAnOffer })).toHaveCount(0);

    // The edit path while the client has not decided.
    await card.getByRole('button', { name: t.editOffer }).click();
    const editDialog = rep.getByRole('dialog', { name: t.editTitle });
    await expect(editDialog.getByLabel(t.price, { exact: true })).toHaveValue('25000');
    await editDialog.getByLabel(t.price, { exact: true }).fill('26000');
    await editDialog.getByRole('button', { name: t.save }).click();
    await expect(rep.getByText(t.updated, { exact: true })).toBeVisible();
    await expect(card.getByText(t.price2)).toBeVisible();

    // One offer per inquiry: the stale tab's second offer is refused, and it then shows the offer sent.
    const staleCard = stale.getByRole('article').filter({ hasText: stamp }).first();
    await staleCard.getByRole('button', { name: t.sendAnOffer }).click();
    const staleDialog = stale.getByRole('dialog', { name: t.dialogTitle });
    await staleDialog.getByLabel(t.message).fill('A second offer for the same inquiry, which must be refused.');
    await staleDialog.getByLabel(t.price, { exact: true }).fill('1000');
    await staleDialog.getByLabel(t.timeline).fill('10');
    await staleDialog.getByLabel(t.scope).fill('The same scope as before, only cheaper.');
    await staleDialog.getByLabel(t.paymentTerms).fill('On delivery');
    await staleDialog.getByRole('button', { name: t.submit, exact: true }).click();
    await expect(stale.getByText(t.alreadyApplied)).toBeVisible();
    await expect(staleCard.getByText(t.yourOffer)).toBeVisible();
    await expect(staleCard.getByRole('button', { name: t.editOffer })).toBeVisible();
    const again = await rep.request.post(`/api/orders/${inquiryId}/applications`, {
      headers: { 'accept-language': locale },
      data: {
        message: 'Yet another offer for the same inquiry.',
        priceMin: 1000,
        currency: 'PLN',
        timelineDays: 10,
        scope: 'The same scope as before.',
        paymentTerms: 'On delivery',
        validUntil: isoDate(10),
      },
    });
    expect(again.status()).toBe(409);
    expect((await again.json()).message).toBe(t.alreadyApplied);
    await rep.context().close();

    // The manager reads the inquiries but sends no offers, and works the lead.
    const manager = await newPage(browser);
    await signIn(manager, 'manager', locale);
    await manager.goto(`/${locale}/orders/find?service=${t.service}&city=gdansk`);
    await expect(manager.getByRole('heading', { name: t.managerNote })).toBeVisible();
    await expect(manager.getByRole('article').filter({ hasText: stamp }).first()).toBeVisible();
    await expect(manager.getByRole('button', { name: t.sendAnOffer })).toHaveCount(0);

    await manager.goto(`/${locale}/manager/leads`);
    await expect(manager.getByRole('heading', { level: 1 })).toHaveText(t.leads);
    const lead = manager.getByRole('article').filter({ hasText: stamp });
    await expect(lead.getByText(t.sourceApplied)).toBeVisible();
    const state = lead.getByLabel(t.state);
    const handler = lead.getByLabel(t.rep);
    await expect(state).toHaveValue('contacted');
    await expect(handler.locator('option:checked')).toHaveText('Julia Mazur');
    await expectNoSeriousA11yIssues(manager);
    await state.selectOption('won');
    await expect(manager.getByText(t.stateToast)).toBeVisible();
    await expect(state).toHaveValue('won');
    await handler.selectOption({ label: t.nobody });
    await expect(manager.getByText(t.repToast)).toBeVisible();
    await expect(handler.locator('option:checked')).toHaveText(t.nobody);

    await manager.getByRole('button', { name: t.filterLost }).click();
    await expect(lead).toHaveCount(0);
    await manager.getByRole('button', { name: t.filterWon }).click();
    await expect(lead).toBeVisible();
    await expect(manager).toHaveURL(/[?&]state=won$/);
    await manager.reload();
    await expect(lead.getByLabel(t.state)).toHaveValue('won');
    await expect(lead.getByLabel(t.rep).locator('option:checked')).toHaveText(t.nobody);

    const download = manager.waitForEvent('download');
    await manager.getByRole('link', { name: t.exportCsv }).click();
    const csv = readFileSync(await (await download).path(), 'utf8');
    expect(csv.replace(/^\uFEFF/, '').startsWith(t.csvHeader)).toBe(true);
    const row = csv.split('\n').find((line) => line.includes(stamp));
    expect(row).toContain(t.stateWon);

    await manager.getByRole('tab', { name: t.offersTab }).click();
    const offer = manager.getByRole('article').filter({ hasText: stamp });
    await expect(offer.getByText(t.pending)).toBeVisible();
    await expect(offer.getByText('Julia Mazur')).toBeVisible();
    await manager.context().close();
  });
}
