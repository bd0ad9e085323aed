import { type Browser, expect, type Page, type TestInfo, test } from '@playwright/test';
import { acceptNecessaryCookies, signIn } from './helpers';
import { journeyLocales } from './locales';

/**
 * Issue 35: only verified companies take part (the unverified company's rep reads the teaser with a banner
 * on how verification works, and is refused an offer, staying signed in), and a one-person firm's manager
 * switches on "I answer inquiries myself" and sends an offer. The two languages run one after the other:
 * both switch the same demo manager's setting.
 */
test.describe.configure({ mode: 'serial' });

const texts = {
  en: {
    city: 'gdansk',
    banner: 'Your company is not verified yet',
    criterion: 'portfolio: work you have done',
    profileAction: 'Your profile',
    refused:
      'Only verified companies can send offers. Your company is not verified yet: your manager can see what is missing on the company profile.',
    settingTitle: 'Do you answer inquiries yourself?',
    setting: 'I answer inquiries myself',
    save: 'Save',
    on: 'You now answer inquiries yourself',
    off: 'You no longer answer inquiries; your offers and conversations stay',
    answersBadge: 'Answers inquiries',
    sendAnOffer: /^Send an offer/,
    dialogTitle: 'Send an offer',
    submit: 'Send offer',
    message: 'Message to the client',
    price: 'Price',
    timeline: 'Delivery time (days)',
    scope: 'Scope of work',
    paymentTerms: 'Payment terms',
    validUntil: 'Offer valid until',
    sent: 'Offer sent',
    yourOffer: 'Your offer:',
  },
  pl: {
    city: 'poznan',
    banner: 'Twoja firma nie jest jeszcze zweryfikowana',
    criterion: 'portfolio: zrealizowane prace',
    profileAction: 'Twój profil',
    refused:
      'Oferty mogą wysyłać tylko zweryfikowane firmy. Twoja firma nie jest jeszcze zweryfikowana — menedżer zobaczy w profilu firmy, czego brakuje.',
    settingTitle: 'Czy sam odpowiadasz na zapytania?',
    setting: 'Sam odpowiadam na zapytania',
    save: 'Zapisz',
    on: 'Od teraz sam odpowiadasz na zapytania',
    off: 'Nie odpowiadasz już na zapytania; Twoje oferty i rozmowy zostają',
    answersBadge: 'Odpowiada na zapytania',
    sendAnOffer: /^Wyślij ofertę.+/,
    dialogTitle: 'Wyślij ofertę',
    submit: 'Wyślij ofertę',
    message: 'Wiadomość do klienta',
    price: 'Cena',
    timeline: 'Czas realizacji (dni)',
    scope: 'Zakres prac',
    paymentTerms: 'Warunki płatności',
    validUntil: 'Oferta ważna do',
    sent: 'Oferta wysłana',
    yourOffer: 'Twoja oferta:',
  },
} as const;

async function newPage(browser: Browser, width = 1280): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  await acceptNecessaryCookies(context);
  return context.newPage();
}

/** The page at 1280 px and at 390 px wide, kept with the run's results for a person to look at. */
async function screenshots(page: Page, testInfo: TestInfo, name: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: testInfo.outputPath(`${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** The demo client publishes an inquiry for full accounting in a city of its own (one per language). */
async function publishInquiry(browser: Browser, city: string, stamp: string): Promise<string> {
  const client = await newPage(browser);
  await signIn(client, 'client');
  const response = await client.request.post('/api/orders', {
    data: {
      services: ['full-accounting'],
      visibilityDays: 14,
      description: `Monthly bookkeeping and payroll for a 6-person design studio (${stamp}).`,
      budgetMin: 900,
      budgetMax: 1400,
      currency: 'PLN',
      city,
      marketingConsent: false,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const id = (await response.json()).id as string;
  await client.context().close();
  return id;
}

function isoDate(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

for (const locale of journeyLocales('pl')) {
  const t = texts[locale];

  test(`only verified companies offer; a one-person firm's manager answers inquiries (${locale})`, async ({
    browser,
  }, testInfo) => {
    const stamp = `${locale}-${Date.now().toString(36)}`;
    const inquiryId = await publishInquiry(browser, t.city, stamp);

    // The rep of a company waiting for verification: the teaser, a banner saying how verification works.
    const unverified = await newPage(browser);
    await signIn(unverified, 'rep-nieweryfikowana', locale);
    await unverified.goto(`/${locale}/orders/find`);
    const banner = unverified.getByRole('status', { name: t.banner });
    await expect(banner).toBeVisible();
    await expect(banner.getByText(t.criterion)).toBeVisible();
    await expect(banner.getByRole('link', { name: t.profileAction })).toBeVisible();
    await expect(unverified.getByText(stamp)).toHaveCount(0);
    await expect(unverified.getByRole('button', { name: t.sendAnOffer })).toHaveCount(0);
    await screenshots(unverified, testInfo, `unverified-banner-${locale}`);
    // An offer sent anyway is refused with its reason, and the rep stays signed in.
    const refused = await unverified.request.post(`/api/orders/${inquiryId}/applications`, {
      headers: { 'accept-language': locale },
      data: {
        message: 'We would like to take this on from next month.',
        priceMin: 1000,
        currency: 'PLN',
        timelineDays: 14,
        scope: 'Bookkeeping and payroll.',
        paymentTerms: 'Monthly',
        validUntil: isoDate(30),
      },
    });
    expect(refused.status()).toBe(403);
    expect(await refused.json()).toMatchObject({ reason: 'COMPANY_NOT_VERIFIED', message: t.refused });
    await unverified.reload();
    await expect(unverified.getByRole('status', { name: t.banner })).toBeVisible();
    await unverified.context().close();

    // The one-person firm's manager switches "I answer inquiries myself" off and on again on the team page.
    const solo = await newPage(browser);
    await signIn(solo, 'solo', locale);
    await solo.goto(`/${locale}/manager/team`);
    await expect(solo.getByRole('heading', { name: t.settingTitle })).toBeVisible();
    const setting = solo.getByRole('checkbox', { name: t.setting });
    // The team page has other forms with a Save button (the team's two-step sign-in rule).
    const answering = solo.getByRole('form', { name: t.settingTitle });
    if (await setting.isChecked()) {
      await setting.uncheck();
      await answering.getByRole('button', { name: t.save, exact: true }).click();
      await expect(solo.getByText(t.off)).toBeVisible();
    }
    await setting.check();
    await answering.getByRole('button', { name: t.save, exact: true }).click();
    await expect(solo.getByText(t.on)).toBeVisible();
    await expect(solo.getByText(t.answersBadge)).toBeVisible();
    await screenshots(solo, testInfo, `solo-setting-${locale}`);

    // Then they find the inquiry and send an offer like a sales rep.
    await solo.goto(`/${locale}/orders/find?service=full-accounting&city=${t.city}`);
    const card = solo.getByRole('article').filter({ hasText: stamp });
    await expect(card).toBeVisible();
    await card.getByRole('button', { name: t.sendAnOffer }).click();
    const dialog = solo.getByRole('dialog', { name: t.dialogTitle });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel(t.message).fill('I keep the books of twelve small studios in the region myself.');
    await dialog.getByLabel(t.price, { exact: true }).fill('1100');
    await dialog.getByLabel(t.timeline).fill('7');
    await dialog.getByLabel(t.scope).fill('Full accounting, VAT and payroll for six people.');
    await dialog.getByLabel(t.paymentTerms).fill('Monthly, 14 days');
    await dialog.getByLabel(t.validUntil).fill(isoDate(30));
    await dialog.getByRole('button', { name: t.submit, exact: true }).click();
    await expect(solo.getByText(t.sent, { exact: true })).toBeVisible();
    await expect(card.getByText(t.yourOffer)).toBeVisible();
    await screenshots(solo, testInfo, `solo-offer-sent-${locale}`);
    await solo.context().close();
  });
}
