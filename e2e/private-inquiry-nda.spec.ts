import { expect, type Locator, type Page, test } from '@playwright/test';
import { signIn } from './helpers';
import { expectNoSeriousA11yIssues, newPage, words } from './inquiries-client.fixture';
import { journeyLocales } from './locales';

/**
 * Issue 35, private inquiries: a client asks one company only, with its details behind their confidentiality
 * terms; another company's rep cannot find or open it (404); the asked rep accepts the terms for their
 * company and reads the description; the client sees who accepted. Screenshots (1280 px and 390 px) go to
 * test-results when E2E_SHOTS is set.
 */
const asked = { name: 'Vistula Code sp. z o.o.', rep: 'rep-vistula-code' };
const outsider = 'rep-wawel-software';
const clients = { en: 'client-9', pl: 'client-10' } as const;

const texts = {
  en: {
    privateLabel: 'Ask only these companies',
    ndaLabel: 'Share the details only after they accept my confidentiality terms (NDA)',
    ndaTerms: 'Confidentiality terms',
    ndaDefault: /^The company receiving this inquiry keeps its description/,
    onlyThese: 'Only these companies see your inquiry.',
    sentBody: 'Only the company you asked can see it and send an offer. We e-mail you when one arrives.',
    privateBadge: 'Private',
    ndaBadge: 'Details after NDA',
    noneAccepted: /^No company has accepted your terms yet/,
    acceptedTitle: 'Who accepted',
    lockedTitle: 'Details after NDA',
    open: 'Accept the terms to read the details',
    dialog: 'The client’s confidentiality terms',
    accept: 'Accept for my company',
    accepted: 'Terms accepted: the details are open to your company',
    asked: /^Asked of your company \(\d+\)$/,
  },
  pl: {
    privateLabel: 'Zapytaj tylko te firmy',
    ndaLabel: 'Udostępnij szczegóły dopiero po akceptacji moich warunków poufności (NDA)',
    ndaTerms: 'Warunki poufności',
    ndaDefault: /^Firma, która otrzymuje to zapytanie, zachowuje jego opis/,
    onlyThese: 'Twoje zapytanie zobaczą tylko te firmy.',
    sentBody: 'Widzi je i może przysłać ofertę tylko zapytana firma. Powiadomimy Cię e-mailem o każdej ofercie.',
    privateBadge: 'Prywatne',
    ndaBadge: 'Szczegóły po NDA',
    noneAccepted: /^Żadna firma nie zaakceptowała jeszcze Twoich warunków/,
    acceptedTitle: 'Kto zaakceptował',
    lockedTitle: 'Szczegóły po akceptacji NDA',
    open: 'Zaakceptuj warunki, aby przeczytać szczegóły',
    dialog: 'Warunki poufności klienta',
    accept: 'Akceptuję w imieniu firmy',
    accepted: 'Warunki zaakceptowane: szczegóły są dostępne dla Twojej firmy',
    asked: /^Zapytania do Twojej firmy \(\d+\)$/,
  },
};

async function shots(page: Page, name: string, focus?: Locator) {
  if (!process.env.E2E_SHOTS) return;
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await focus?.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `test-results/private-${name}-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

for (const locale of journeyLocales('en')) {
  const w = words[locale];
  const p = texts[locale];

  test(`${locale}: a client asks one company privately under NDA; only that company reads it, after accepting`, async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const client = await newPage(browser);
    await signIn(client, clients[locale], locale);
    await client.goto(`/${locale}/marketplace/search/all?q=Vistula`);
    const result = client.getByRole('article').filter({ hasText: asked.name }).first();
    await result.getByRole('button', { name: new RegExp(`^${w.ask}`) }).click();

    const dialog = client.getByRole('dialog', { name: w.dialog });
    await expect(dialog.getByText(asked.name, { exact: true })).toBeVisible();
    const secret = `Confidential: a new loyalty app for our 40 shops, launch in May (${locale} ${Date.now()}).`;
    await dialog.getByLabel(w.addService).selectOption({ label: w.website });
    await dialog.getByLabel(w.description).fill(secret);
    await dialog.getByRole('checkbox', { name: p.privateLabel }).check();
    await expect(dialog.getByText(p.onlyThese)).toBeVisible();
    await dialog.getByRole('checkbox', { name: p.ndaLabel }).check();
    await expect(dialog.getByRole('textbox', { name: p.ndaTerms })).toHaveValue(p.ndaDefault);
    await shots(client, `form-${locale}`, dialog.getByRole('textbox', { name: p.ndaTerms }));
    await dialog.getByRole('button', { name: w.send }).click();
    await expect(dialog.getByText(p.sentBody)).toBeVisible();
    await dialog.getByRole('link', { name: w.openInquiry }).click();
    await expect(client).toHaveURL(new RegExp(`/${locale}/orders/my/[0-9a-f-]{36}$`));
    const inquiryId = client.url().split('/').pop() as string;
    await expect(client.getByText(p.privateBadge, { exact: true })).toBeVisible();
    await expect(client.getByText(p.ndaBadge, { exact: true })).toBeVisible();
    await expect(client.getByText(p.noneAccepted)).toBeVisible();
    await shots(client, `client-before-${locale}`, client.getByText(p.noneAccepted));

    // Another verified company's rep: not on /orders/find, and the inquiry does not exist for them.
    const other = await newPage(browser);
    await signIn(other, outsider, locale);
    expect((await other.request.get(`/api/orders/${inquiryId}`)).status()).toBe(404);
    const found = await other.request.get('/api/orders/find');
    expect(JSON.stringify(await found.json())).not.toContain(inquiryId);
    await other.goto(`/${locale}/orders/find`);
    await expect(other.getByText(secret)).toHaveCount(0);
    await other.context().close();

    // The asked rep: the inquiry is first among those asked of them, its description locked.
    const rep = await newPage(browser);
    await signIn(rep, asked.rep, locale);
    await rep.goto(`/${locale}/orders/find`);
    const section = rep.getByRole('region', { name: p.asked });
    // This inquiry's card (the other language's journey may ask the same company at the same time).
    const card = section.locator(`article[aria-labelledby="inquiry-asked-${inquiryId}"]`);
    await expect(card.getByText(p.lockedTitle)).toBeVisible();
    await expect(card.getByText(p.privateBadge, { exact: true })).toBeVisible();
    await expect(rep.getByText(secret)).toHaveCount(0);
    await shots(rep, `rep-locked-${locale}`, card);
    await card.getByRole('button', { name: p.open }).click();
    const terms = rep.getByRole('dialog', { name: p.dialog });
    await expect(terms.getByText(p.ndaDefault)).toBeVisible();
    await shots(rep, `rep-dialog-${locale}`);
    await terms.getByRole('button', { name: p.accept }).click();
    await expect(rep.getByText(p.accepted)).toBeVisible();
    await expect(rep.getByText(secret)).toBeVisible();
    await shots(rep, `rep-open-${locale}`, rep.getByText(secret));
    await expectNoSeriousA11yIssues(rep);
    await rep.context().close();

    // The client sees who accepted for which company, and when.
    await client.goto(client.url());
    await expect(client.getByText(new RegExp(`^${asked.name.replace(/\./g, '\\.')}: `))).toBeVisible();
    await shots(client, `client-after-${locale}`, client.getByRole('heading', { name: p.acceptedTitle }));
    await expectNoSeriousA11yIssues(client);
    await client.context().close();
  });
}
