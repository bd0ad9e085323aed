import { expect, test } from '@playwright/test';
import { acceptNecessaryCookies, signInAs } from './helpers';
import { journeyLocales } from './locales';

/**
 * "How is this measured?" on a list of cards: every card's button opens the page's one explanation (the
 * rule is not repeated in every card), and it closes again, in both languages.
 */

const words = {
  en: {
    measured: 'How is this measured?',
    responseTitle: 'How response times are measured',
    buyerTitle: "How the buyer's record is counted",
    close: 'Close',
  },
  pl: {
    measured: 'Jak to mierzymy?',
    responseTitle: 'Jak mierzymy czas odpowiedzi',
    buyerTitle: 'Jak liczymy historię klienta',
    close: 'Zamknij',
  },
} as const;

for (const locale of journeyLocales('en')) {
  const w = words[locale];

  test(`${locale}: every result card opens the one response-time explanation`, async ({ page, context }) => {
    await acceptNecessaryCookies(context);
    await page.goto(`/${locale}/marketplace/search/all?sort=response`);
    const buttons = page.getByRole('article').getByRole('button', { name: w.measured });
    expect(await buttons.count()).toBeGreaterThan(1);
    await expect(page.getByRole('dialog', { name: w.responseTitle, includeHidden: true })).toHaveCount(1);
    for (const index of [0, 1]) {
      await buttons.nth(index).click();
      const explanation = page.getByRole('dialog', { name: w.responseTitle });
      await expect(explanation).toBeVisible();
      await explanation.getByRole('button', { name: w.close }).click();
      await expect(explanation).toBeHidden();
    }
  });

  test(`${locale}: a provider opens the buyer's-record explanation from an inquiry card`, async ({ page, context }) => {
    await acceptNecessaryCookies(context);
    await signInAs(page, 'rep', locale);
    await page.goto(`/${locale}/orders/find`);
    await page.locator('[data-trust="buyer"]').first().getByRole('button', { name: w.measured }).click();
    await expect(page.getByRole('dialog', { name: w.buyerTitle })).toBeVisible();
    await expect(page.getByRole('dialog', { name: w.buyerTitle, includeHidden: true })).toHaveCount(1);
  });
}
