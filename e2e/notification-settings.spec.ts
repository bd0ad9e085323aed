import { type Browser, expect, type Page, test } from '@playwright/test';
import { acceptNecessaryCookies, signIn } from './helpers';
import { journeyLocales } from './locales';

/**
 * Issue 40, in both languages: a new client switches the e-mail of "offers" off on the notification
 * settings page; the next offer sends them no e-mail. Switched on again, the next offer's e-mail arrives,
 * and its unsubscribe link switches that kind off in one click, which the settings page then shows.
 */
const texts = {
  en: {
    title: 'Notifications',
    offersEmail: 'Offers and awards: E-mail',
    save: 'Save settings',
    saved: 'Your notification settings are saved.',
    stop: 'Stop e-mails about “Offers and awards”',
    done: /E-mails about “Offers and awards” are switched off/,
    open: 'Open your notification settings',
  },
  pl: {
    title: 'Powiadomienia',
    offersEmail: 'Oferty i wybór wykonawcy: E-mail',
    save: 'Zapisz ustawienia',
    saved: 'Ustawienia powiadomień zostały zapisane.',
    stop: 'Wyłącz e-maile w sprawie „Oferty i wybór wykonawcy”',
    done: /E-maile w sprawie „Oferty i wybór wykonawcy” są wyłączone/,
    open: 'Otwórz ustawienia powiadomień',
  },
} as const;

type Mail = { to: string; subject: string; text: string };
async function mailsTo(page: Page, email: string): Promise<Mail[]> {
  const mailbox = await (await page.request.get('/api/dev/mailbox')).json();
  return (mailbox.messages as Mail[]).filter((m) => m.to === email);
}

async function freshClient(page: Page, locale: 'en' | 'pl') {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const account = { email: `kinds.${stamp}@firma.pl`, username: `kinds_${stamp}`, password: 'Moje!Dane2026' };
  const created = await page.request.post('/api/auth/sign-up', {
    headers: { 'accept-language': locale },
    data: {
      accountType: 'client',
      firstName: 'Zofia',
      lastName: 'Dąbrowska',
      email: account.email,
      phone: '+48501234567',
      username: account.username,
      password: account.password,
      passwordRepeat: account.password,
      consent: true,
    },
  });
  expect(created.status()).toBe(201);
  let link = '';
  await expect(async () => {
    const mail = (await mailsTo(page, account.email)).find((m) => /activate-account\?token=/.test(m.text));
    link = /https?:\/\/\S+\/activate-account\?token=\S+/.exec(mail?.text ?? '')?.[0] ?? '';
    expect(link).not.toBe('');
  }).toPass({ timeout: 30_000 });
  const token = new URL(link).searchParams.get('token');
  expect((await page.request.post('/api/auth/activate', { data: { token } })).status()).toBe(200);
  return account;
}

/** The client publishes an inquiry asking the demo company; its rep answers with an offer. */
async function offerArrives(client: Page, browser: Browser, locale: 'en' | 'pl') {
  const search = await (await client.request.get('/api/companies/search?q=Nordwind')).json();
  const company = (search.items as { id: string; name: string }[]).find((item) => item.name.startsWith('Nordwind'));
  const created = await client.request.post('/api/orders', {
    data: {
      services: ['erp-implementation'],
      description: `E2E ${Date.now()}: we need an ERP rolled out for our warehouse team in Gdańsk.`,
      currency: 'PLN',
      city: 'gdansk',
      marketingConsent: false,
      visibilityDays: 14,
      companyIds: [company?.id],
    },
  });
  expect(created.status()).toBe(201);
  const context = await browser.newContext();
  await acceptNecessaryCookies(context);
  const rep = await context.newPage();
  await signIn(rep, 'rep', locale);
  const applied = await rep.request.post(`/api/orders/${(await created.json()).id}/applications`, {
    data: {
      message: 'We would be glad to run this rollout.',
      priceMin: 30000,
      currency: 'PLN',
      timelineDays: 30,
      scope: 'ERP rollout and data migration.',
      paymentTerms: 'Monthly',
      validUntil: new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10),
    },
  });
  expect(applied.status(), await applied.text()).toBe(201);
  await context.close();
}

for (const locale of journeyLocales('en')) {
  const t = texts[locale];
  test(`${locale}: a kind switched off gets no e-mail; an e-mail's link switches its kind off in one click`, async ({
    page,
    context,
    browser,
  }) => {
    test.setTimeout(180_000);
    await acceptNecessaryCookies(context);
    const account = await freshClient(page, locale);
    await signIn(page, account.username, locale, account.password);

    await page.goto(`/${locale}/account-settings/notifications`);
    await expect(page.getByRole('heading', { name: t.title, level: 1 })).toBeVisible();
    const offersEmail = page.getByRole('switch', { name: t.offersEmail });
    await expect(offersEmail).toBeChecked();
    await page.screenshot({ path: test.info().outputPath(`settings-${locale}-1280.png`), fullPage: true });
    await offersEmail.uncheck();
    await page.getByRole('button', { name: t.save }).click();
    await expect(page.getByTestId('settings-status')).toHaveText(t.saved);

    // The offer's e-mail would be queued with the offer itself: none is there once the offer is made.
    await offerArrives(page, browser, locale);
    expect((await mailsTo(page, account.email)).filter((m) => m.text.includes('/orders/my/'))).toHaveLength(0);

    // Switched on again, the next offer's e-mail arrives, with an unsubscribe link naming its kind.
    await page.reload();
    await page.getByRole('switch', { name: t.offersEmail }).check();
    await page.getByRole('button', { name: t.save }).click();
    await expect(page.getByTestId('settings-status')).toHaveText(t.saved);
    await offerArrives(page, browser, locale);
    const offerMail = (await mailsTo(page, account.email)).find((m) => m.text.includes('/orders/my/'));
    const link = /https?:\/\/\S+\/delete-mailing\/\S+kind=offers&sig=\S+/.exec(offerMail?.text ?? '')?.[0];
    expect(link, 'the offer e-mail has a kind-named unsubscribe link').toBeTruthy();

    const url = new URL(link as string);
    await page.goto(`${url.pathname}${url.search}`);
    await page.getByRole('button', { name: t.stop }).click();
    await expect(page.getByTestId('unsubscribed-kind')).toHaveText(t.done);
    await page.getByRole('link', { name: t.open }).click();
    await expect(page.getByRole('switch', { name: t.offersEmail })).not.toBeChecked();

    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: test.info().outputPath(`settings-${locale}-390.png`), fullPage: true });
  });
}
