import { expect, type Page, test } from '@playwright/test';
import { signIn } from './helpers';
import { newPage, words } from './inquiries-client.fixture';
import { journeyLocales } from './locales';

/**
 * Issue 35, the deal end to end in both languages: a client asks one company privately, with a PDF
 * specification behind their confidentiality terms; another company cannot see it or its file; the asked
 * rep accepts the terms, reads and downloads the specification, and offers with a PDF; the client compares,
 * downloads the offer's PDF and accepts; both then read each other's e-mail. (A one-person firm's manager
 * offering and an unverified company's rep being refused are providers-verified-and-solo.spec.ts.)
 */
const company = { name: 'Nordwind Software sp. z o.o.', rep: 'rep' };
const outsider = 'rep-wawel-software';
const clients = { en: 'client-13', pl: 'client-14' } as const;

/** A small valid PDF: the client's specification and the company's offer. */
const pdf = (title: string) =>
  Buffer.from(
    `%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n% ${title}\ntrailer<</Root 1 0 R>>\n%%EOF\n`,
  );

const texts = {
  en: {
    privateLabel: 'Ask only these companies',
    ndaLabel: 'Share the details only after they accept my confidentiality terms (NDA)',
    sentBody: 'Only the company you asked can see it and send an offer. We e-mail you when one arrives.',
    asked: /^Asked of your company \(\d+\)$/,
    open: 'Accept the terms to read the details',
    termsDialog: 'The client’s confidentiality terms',
    acceptTerms: 'Accept for my company',
    sendAnOffer: /^Send an offer/,
    offerDialog: 'Send an offer',
    message: 'Message to the client',
    price: 'Price',
    timeline: 'Delivery time (days)',
    scope: 'Scope of work',
    paymentTerms: 'Payment terms',
    submit: 'Send offer',
    sent: 'Offer sent',
    offerFiles: 'Offer files',
    download: (name: string) => `Download ${name}`,
    acceptOffer: 'Accept offer',
    yourContact: `Your contact at ${company.name}`,
    clientContact: "The client's contact",
    spec: 'Specification – loyalty app.pdf',
    offer: 'Offer – Nordwind.pdf',
  },
  pl: {
    privateLabel: 'Zapytaj tylko te firmy',
    ndaLabel: 'Udostępnij szczegóły dopiero po akceptacji moich warunków poufności (NDA)',
    sentBody: 'Widzi je i może przysłać ofertę tylko zapytana firma. Powiadomimy Cię e-mailem o każdej ofercie.',
    asked: /^Zapytania do Twojej firmy \(\d+\)$/,
    open: 'Zaakceptuj warunki, aby przeczytać szczegóły',
    termsDialog: 'Warunki poufności klienta',
    acceptTerms: 'Akceptuję w imieniu firmy',
    sendAnOffer: /^Wyślij ofertę.+/,
    offerDialog: 'Wyślij ofertę',
    message: 'Wiadomość do klienta',
    price: 'Cena',
    timeline: 'Czas realizacji (dni)',
    scope: 'Zakres prac',
    paymentTerms: 'Warunki płatności',
    submit: 'Wyślij ofertę',
    sent: 'Oferta wysłana',
    offerFiles: 'Załączniki oferty',
    download: (name: string) => `Pobierz plik: ${name}`,
    acceptOffer: 'Przyjmij ofertę',
    yourContact: `Twoja osoba kontaktowa w firmie ${company.name}`,
    clientContact: 'Dane kontaktowe klienta',
    spec: 'Specyfikacja – aplikacja lojalnościowa.pdf',
    offer: 'Oferta – Nordwind.pdf',
  },
} as const;

async function downloaded(page: Page, link: ReturnType<Page['getByRole']>): Promise<string> {
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  return download.suggestedFilename();
}

const emailOf = async (page: Page): Promise<string> =>
  (await (await page.request.get('/api/auth/session')).json()).email;

for (const locale of journeyLocales('pl')) {
  const w = words[locale];
  const t = texts[locale];

  test(`${locale}: a private inquiry under NDA with a PDF, an offer with a PDF, the award and the handshake`, async ({
    browser,
  }) => {
    test.setTimeout(240_000);
    const stamp = `${locale}-${Date.now()}`;
    const secret = `Deal ${stamp}: a confidential loyalty app for our 40 shops, launch in May.`;

    // The client asks Nordwind only, under NDA, with the specification, from the company's result card.
    const client = await newPage(browser);
    await signIn(client, clients[locale], locale);
    await client.goto(`/${locale}/marketplace/search/all?q=Nordwind`);
    const result = client.getByRole('article').filter({ hasText: company.name }).first();
    await result.getByRole('button', { name: new RegExp(`^${w.ask}`) }).click();
    const dialog = client.getByRole('dialog', { name: w.dialog });
    await dialog.getByLabel(w.description).fill(secret);
    await dialog.getByRole('checkbox', { name: t.privateLabel }).check();
    await dialog.getByRole('checkbox', { name: t.ndaLabel }).check();
    await dialog
      .locator('input[type=file]')
      .setInputFiles({ name: t.spec, mimeType: 'application/pdf', buffer: pdf('specification') });
    await expect(dialog.getByText(t.spec)).toBeVisible();
    await dialog.getByRole('button', { name: w.send }).click();
    await expect(dialog.getByText(t.sentBody)).toBeVisible();
    await dialog.getByRole('link', { name: w.openInquiry }).click();
    await expect(client).toHaveURL(new RegExp(`/${locale}/orders/my/[0-9a-f-]{36}$`));
    const inquiryId = client.url().split('/').pop() as string;
    await expect(client.getByRole('link', { name: new RegExp(`^${t.download(t.spec)}`) })).toBeVisible();

    // Another verified company: neither the inquiry nor its file exists for it.
    const other = await newPage(browser);
    await signIn(other, outsider, locale);
    expect((await other.request.get(`/api/orders/${inquiryId}`)).status()).toBe(404);
    expect((await other.request.get(`/api/orders/${inquiryId}/attachments`)).status()).toBe(404);
    await other.context().close();

    // The asked rep: locked until the terms are accepted, then the description and the file.
    const rep = await newPage(browser);
    await signIn(rep, company.rep, locale);
    await rep.goto(`/${locale}/orders/find`);
    const card = rep
      .getByRole('region', { name: t.asked })
      .locator(`article[aria-labelledby="inquiry-asked-${inquiryId}"]`);
    await expect(card.getByRole('button', { name: t.open })).toBeVisible();
    await expect(rep.getByText(secret)).toHaveCount(0);
    expect((await rep.request.get(`/api/orders/${inquiryId}/attachments`)).ok()).toBe(false);
    await card.getByRole('button', { name: t.open }).click();
    await rep.getByRole('dialog', { name: t.termsDialog }).getByRole('button', { name: t.acceptTerms }).click();
    await expect(rep.getByText(secret)).toBeVisible();
    await card.getByRole('button', { name: t.sendAnOffer }).click();
    const offer = rep.getByRole('dialog', { name: t.offerDialog });
    const spec = offer.getByRole('link', { name: new RegExp(`^${t.download(t.spec)}`) });
    expect(await downloaded(rep, spec)).toBe(t.spec);
    await offer.getByLabel(t.message).fill('We built loyalty apps for two retail chains; our offer is attached.');
    await offer.getByLabel(t.price, { exact: true }).fill('120000');
    await offer.getByLabel(t.timeline).fill('90');
    await offer.getByLabel(t.scope).fill('Design, iOS and Android apps, the back office and a pilot in 5 shops.');
    await offer.getByLabel(t.paymentTerms).fill('Three milestones, 14 days each');
    await offer
      .locator('input[type=file]')
      .setInputFiles({ name: t.offer, mimeType: 'application/pdf', buffer: pdf('offer') });
    await offer.getByRole('button', { name: t.submit, exact: true }).click();
    await expect(rep.getByText(t.sent, { exact: true })).toBeVisible();

    // The client compares (the offer's PDF is in the comparison), downloads it and accepts.
    await client.goto(`/${locale}/orders/my/${inquiryId}`);
    const offerFile = client
      .getByRole('list', { name: new RegExp(`^${t.offerFiles}`) })
      .filter({ visible: true })
      .getByRole('link', { name: new RegExp(`^${t.download(t.offer)}`) });
    expect(await downloaded(client, offerFile)).toBe(t.offer);
    await client
      .getByRole('button', { name: new RegExp(`^${t.acceptOffer}`) })
      .filter({ visible: true })
      .first()
      .click();
    await client.getByRole('dialog').getByRole('button', { name: t.acceptOffer }).click();

    // The handshake: each reads the other's e-mail.
    const [clientEmail, repEmail] = await Promise.all([emailOf(client), emailOf(rep)]);
    const repCard = client.getByRole('region', { name: t.yourContact });
    await expect(repCard.getByRole('link', { name: repEmail })).toHaveAttribute('href', `mailto:${repEmail}`);
    await rep.goto(`/${locale}/sales/offers`);
    const won = rep.getByRole('article').filter({ hasText: stamp });
    await expect(
      won.getByRole('region', { name: t.clientContact }).getByRole('link', { name: clientEmail }),
    ).toBeVisible();
    for (const page of [client, rep]) await page.context().close();
  });
}
