import { expect, test } from '@playwright/test';
import { acceptNecessaryCookies, holdScripts, signIn, signInAs } from './helpers';

/**
 * A visitor on a slow phone taps "Ask for an offer" in the server's HTML, before the page's scripts have
 * arrived: the page shows it is busy, and the form opens once the page is live (the press is kept, not
 * lost). A visitor's results page is a kept page (its inline script allowed by hash); a signed-in client's
 * is rendered for them (allowed by the request's nonce): both are exercised.
 */
const words = {
  en: { ask: /^Ask for an offer/, dialog: 'Ask for an offer' },
  pl: { ask: /^Zapytaj o ofertę/, dialog: 'Zapytaj o ofertę' },
} as const;

for (const [locale, viewer] of [
  ['en', null],
  ['pl', 'client'],
] as const) {
  test(`${locale}: "Ask for an offer" pressed before the scripts arrive opens the form once they have (${viewer ?? 'visitor'})`, async ({
    page,
    context,
  }) => {
    await acceptNecessaryCookies(context);
    if (viewer) await signInAs(page, viewer, locale);
    const failures: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') failures.push(message.text());
    });
    const scripts = await holdScripts(page);
    await page.goto(`/${locale}/marketplace/search/all?q=software`, { waitUntil: 'commit' });
    await page.getByRole('button', { name: words[locale].ask }).first().click();
    // The press was kept by the page's inline script (the policy let it run): the page says it is busy.
    await expect(page.locator('html[data-early-press]')).toBeAttached();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await scripts.release();
    await expect(page.getByRole('dialog', { name: words[locale].dialog })).toBeVisible({ timeout: 30_000 });
    await expect(page.locator('html[data-early-press]')).toHaveCount(0);
    expect(failures.filter((text) => /Content Security Policy|hydrat/i.test(text))).toEqual([]);
  });
}

/**
 * A part of the page whose code loads on its own (lazyComponent: the company manager's "Answer" under a
 * review) stays server HTML until that code has come, after the rest of the page is live; React stops a
 * press on it meanwhile. The page is marked live only once that part is, so the press is kept and replayed.
 */
test('pl: "Odpowiedz" under a review, pressed before its own code has come, opens the answer form (manager)', async ({
  page,
  context,
}) => {
  await acceptNecessaryCookies(context);
  await signIn(page, 'manager', 'pl');
  const { companyId } = await (await page.request.get('/api/auth/session')).json();
  const scripts = await holdScripts(page);
  await page.goto(`/pl/marketplace/company/${companyId}`, { waitUntil: 'commit' });
  const answer = page.getByRole('button', { name: 'Odpowiedz', exact: true }).first();
  await answer.click();
  await expect(page.locator('html[data-early-press]')).toBeAttached();
  // The page's scripts come; the answer form's own code, asked for while React hydrates, is still held.
  await scripts.releaseHeld();
  await scripts.heldOne();
  // React has hydrated the rest of the page (its last link is React's) and run its effects since.
  await page.waitForFunction(() => {
    const links = document.querySelectorAll('footer a');
    const last = links[links.length - 1];
    return last !== undefined && Object.keys(last).some((key) => key.startsWith('__reactProps'));
  });
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true');
  await scripts.release();
  await expect(page.getByLabel('Twoja odpowiedź jako Nordwind Software sp. z o.o.')).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('html[data-early-press]')).toHaveCount(0);
});
