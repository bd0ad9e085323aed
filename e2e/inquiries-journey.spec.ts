import { type Browser, expect, test } from '@playwright/test';
import { acceptNecessaryCookies, signIn } from './helpers';
import { journeyLocales } from './locales';

/**
 * The inquiry's promise end to end, every step through the pages: a client asks all companies found for an
 * offer, the demo sales rep finds the inquiry in /orders/find and sends an offer, the client compares and
 * accepts it, and the demo manager sees the lead won.
 */
const words = {
  en: {
    askAll: /^Ask (all \d+|both) compan(y|ies) for an offer$/,
    dialog: 'Ask for an offer',
    description: 'What do you need?',
    send: 'Send inquiry',
    added: 'Order added',
    openInquiry: 'Open the inquiry',
    asked: /^Asked of your company \(\d+\)$/,
    sendAnOffer: /^Send an offer/,
    offerDialog: 'Send an offer',
    message: 'Message to the client',
    price: 'Price',
    timeline: 'Delivery time (days)',
    scope: 'Scope of work',
    paymentTerms: 'Payment terms',
    validUntil: 'Offer valid until',
    submit: 'Send offer',
    sent: 'Offer sent',
    accept: 'Accept offer',
    youAccepted: (company: string) => `You accepted the offer of ${company.replace(/\.$/, '')}.`,
    yourContact: (company: string) => `Your contact at ${company}`,
    myOffers: 'My offers',
    clientContact: "The client's contact",
    writeTo: /^Write to /,
    sourceApplied: 'We sent an offer',
    won: 'Won',
  },
  pl: {
    askAll: /^Zapytaj (wszystkie \d+ firm[y]?|\d+ firmę) o ofertę$/,
    dialog: 'Zapytaj o ofertę',
    description: 'Czego potrzebujesz?',
    send: 'Wyślij zapytanie',
    added: 'Zlecenie dodane',
    openInquiry: 'Otwórz zapytanie',
    asked: /^Zapytania do Twojej firmy \(\d+\)$/,
    sendAnOffer: /^Wyślij ofertę/,
    offerDialog: 'Wyślij ofertę',
    message: 'Wiadomość do klienta',
    price: 'Cena',
    timeline: 'Czas realizacji (dni)',
    scope: 'Zakres prac',
    paymentTerms: 'Warunki płatności',
    validUntil: 'Oferta ważna do',
    submit: 'Wyślij ofertę',
    sent: 'Oferta wysłana',
    accept: 'Przyjmij ofertę',
    youAccepted: (company: string) => `Przyjąłeś ofertę firmy ${company.replace(/\.$/, '')}.`,
    yourContact: (company: string) => `Twoja osoba kontaktowa w firmie ${company}`,
    myOffers: 'Moje oferty',
    clientContact: 'Dane kontaktowe klienta',
    writeTo: /^Napisz do: /,
    sourceApplied: 'Wysłaliśmy ofertę',
    won: 'Wygrany',
  },
} as const;

const nordwind = 'Nordwind Software sp. z o.o.';

async function newPage(browser: Browser) {
  const context = await browser.newContext();
  await acceptNecessaryCookies(context);
  return context.newPage();
}

for (const locale of journeyLocales('en')) {
  const w = words[locale];

  test(`${locale}: a client asks all companies found, the rep offers, the client accepts, the manager sees the lead won`, async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const stamp = `${locale}-${Date.now()}`;
    const description = `Journey ${stamp}: test automation for our booking app, about 200 test cases.`;

    // The client searches a service the demo company offers and asks every company found.
    const client = await newPage(browser);
    await signIn(client, locale === 'en' ? 'client-11' : 'client-12', locale);
    await client.goto(`/${locale}/marketplace/search/software-development?service=software-testing`);
    await expect(client.getByRole('article').filter({ hasText: nordwind })).toBeVisible();
    await client.getByRole('button', { name: w.askAll }).click();
    const dialog = client.getByRole('dialog', { name: w.dialog });
    await dialog.getByLabel(w.description).fill(description);
    await dialog.getByRole('button', { name: w.send }).click();
    await expect(dialog.getByText(w.added)).toBeVisible();
    await dialog.getByRole('link', { name: w.openInquiry }).click();
    await expect(client).toHaveURL(new RegExp(`/${locale}/orders/my/[0-9a-f-]{36}$`));
    const inquiryUrl = client.url();

    // The demo sales rep finds it among the inquiries asked of the company and sends an offer.
    const rep = await newPage(browser);
    await signIn(rep, 'rep', locale);
    await rep.goto(`/${locale}/orders/find?category=software-development&service=software-testing`);
    const card = rep.getByRole('region', { name: w.asked }).getByRole('article').filter({ hasText: stamp });
    await expect(card).toBeVisible();
    await card.getByRole('button', { name: w.sendAnOffer }).click();
    const offer = rep.getByRole('dialog', { name: w.offerDialog });
    await offer.getByLabel(w.message).fill('We automate tests for booking systems and can start next Monday.');
    await offer.getByLabel(w.price, { exact: true }).fill('18000');
    await offer.getByLabel(w.timeline).fill('30');
    await offer.getByLabel(w.scope).fill('Test plan, 200 automated cases in Playwright, CI set-up and a handover.');
    await offer.getByLabel(w.paymentTerms).fill('Two instalments, 14 days');
    await offer.getByLabel(w.validUntil).fill(new Date(Date.now() + 21 * 86_400_000).toISOString().slice(0, 10));
    await offer.getByRole('button', { name: w.submit, exact: true }).click();
    await expect(rep.getByText(w.sent, { exact: true })).toBeVisible();

    // The client sees the offer and accepts it.
    await client.goto(inquiryUrl);
    const accept = client.getByRole('button', { name: new RegExp(`^${w.accept}`) }).filter({ hasText: nordwind });
    await expect(accept).toHaveCount(1);
    await accept.click();
    await client.getByRole('dialog').getByRole('button', { name: w.accept }).click();
    // The banner, and the toast while it shows: both say it.
    await expect(client.getByText(w.youAccepted(nordwind)).first()).toBeVisible();

    // The handshake: the client sees the rep's name, e-mail and phone; the rep sees the client's (whose
    // profile shares nothing: accepting shared it) on their offers, and both are in one conversation.
    const emailOf = async (page: typeof client) => (await (await page.request.get('/api/auth/session')).json()).email;
    const [clientEmail, repEmail] = await Promise.all([emailOf(client), emailOf(rep)]);
    const repCard = client.getByRole('region', { name: w.yourContact(nordwind) });
    await expect(repCard.getByRole('link', { name: repEmail })).toHaveAttribute('href', `mailto:${repEmail}`);
    await rep.goto(`/${locale}/sales/offers`);
    await expect(rep.getByRole('heading', { level: 1, name: w.myOffers })).toBeVisible();
    const won = rep.getByRole('article').filter({ hasText: stamp });
    const clientCard = won.getByRole('region', { name: w.clientContact });
    await expect(clientCard.getByRole('link', { name: clientEmail })).toHaveAttribute('href', `mailto:${clientEmail}`);
    await clientCard.getByRole('button', { name: w.writeTo }).click();
    await expect(rep).toHaveURL(new RegExp(`/${locale}/chat/[0-9a-f-]{36}$`));

    // The demo manager sees the lead: the offer their rep sent, now won.
    const manager = await newPage(browser);
    await signIn(manager, 'manager', locale);
    await manager.goto(`/${locale}/manager/leads`);
    const lead = manager.getByRole('article').filter({ hasText: stamp });
    await expect(lead.first()).toBeVisible();
    await expect(lead.first().getByText(w.sourceApplied)).toBeVisible();
    await expect(lead.first().getByRole('combobox').first()).toHaveValue('won');
    for (const page of [client, rep, manager]) await page.context().close();
  });
}
