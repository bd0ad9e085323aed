import { expect, test } from '@playwright/test';
import { signIn, waitForLivePage } from './helpers';
import { card, expectNoSeriousA11yIssues, newPage, offer, words } from './inquiries-client.fixture';
import { journeyLocales } from './locales';

for (const locale of journeyLocales('pl')) {
  const w = words[locale];

  test(`${locale}: a client compares offers like for like, declines one and accepts another`, async ({ browser }) => {
    const page = await newPage(browser);
    // A phone in Polish (stacked cards), a wide screen in English (one table).
    await page.setViewportSize(locale === 'en' ? { width: 1280, height: 900 } : { width: 390, height: 844 });
    await signIn(page, locale === 'en' ? 'client-8' : 'client-9', locale);
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
    // The sort is the page's own state: a choice made before React has hydrated the page is reset by it.
    await waitForLivePage(page);
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
    // The banner, and the toast while it shows: both say it.
    await expect(page.getByText(w.youAccepted(quick)).first()).toBeVisible();
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
