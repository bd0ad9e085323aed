import { expect, type Page, test } from '@playwright/test';
import { acceptNecessaryCookies, signIn } from './helpers';
import { journeyLocales } from './locales';

const words = {
  en: {
    conversations: 'Conversations',
    you: 'You',
    history: /^Messages with /,
    show: 'Show in English',
    translating: 'Translating…',
    original: 'Show original',
    needsModel: /^Translation is not available on this Tendero yet: it needs an AI model/,
  },
  pl: {
    conversations: 'Rozmowy',
    you: 'Ty',
    history: /^Wiadomości z: /,
    show: 'Pokaż po polsku',
    translating: 'Trwa tłumaczenie…',
    original: 'Pokaż oryginał',
    needsModel: /^Tłumaczenie nie jest jeszcze dostępne w tym Tendero: wymaga modelu AI/,
  },
} as const;

const translationUrl = '**/api/chat/messages/*/translation';

/**
 * The demo rep's oldest conversation: one of the demo's past chats (a client wrote first), so its first
 * message is the other side's and nothing another journey writes can change it.
 */
async function openPastConversation(page: Page, locale: 'en' | 'pl') {
  const w = words[locale];
  await acceptNecessaryCookies(page.context());
  await signIn(page, 'rep', locale);
  await page.goto(`/${locale}/chat`);
  const rows = page.getByRole('region', { name: w.conversations }).getByRole('link');
  await expect(rows.first()).toBeVisible();
  await rows.last().click();
  await page.waitForURL(new RegExp(`/${locale}/chat/[0-9a-f-]{36}$`));
  const history = page.getByRole('list', { name: w.history });
  const first = history.getByRole('listitem').first();
  await expect(first.getByRole('button', { name: w.show })).toBeVisible();
  return { history, first };
}

for (const locale of journeyLocales('pl')) {
  test(`${locale}: translating a message without a model says so inline, calmly, and keeps the reader signed in`, async ({
    page,
  }) => {
    const w = words[locale];
    const { history, first } = await openPastConversation(page, locale);
    const roomUrl = page.url();
    // The reader's own messages (each begins "You: " for screen readers) have no button: only the other side's.
    const own = history.getByRole('listitem').filter({ hasText: new RegExp(`^${w.you}: `) });
    await expect(own.first()).toBeVisible();
    await expect(own.getByRole('button', { name: w.show })).toHaveCount(0);

    // The answer is held back until the waiting state has been seen.
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(translationUrl, async (route) => {
      await released;
      await route.continue();
    });
    await first.getByRole('button', { name: w.show }).click();
    await expect(first.getByRole('button', { name: w.translating })).toBeDisabled();

    // The e2e server has no model: the API's 503 message, in the page's language, in place of the button.
    release();
    await expect(first.getByText(w.needsModel)).toBeVisible();
    await expect(first.getByRole('button')).toHaveCount(0);
    // Said once, there: not also as a toast (the sign-in's "Signed in" toast may still be showing).
    await expect(page.getByText(w.needsModel)).toHaveCount(1);
    await expect(page.locator('[data-sonner-toast]').filter({ hasText: w.needsModel })).toHaveCount(0);
    expect(page.url()).toBe(roomUrl);
    // Other messages still offer it (each is asked on its own click).
    await expect(history.getByRole('button', { name: w.show }).first()).toBeVisible();
  });

  test(`${locale}: a translation replaces the text, "show original" switches back and forth without asking again`, async ({
    page,
  }) => {
    const w = words[locale];
    const { first } = await openPastConversation(page, locale);
    const original = (await first.locator('p').first().textContent()) ?? '';
    expect(original.length).toBeGreaterThan(0);

    // A stand-in answer (the e2e server has no model), counted.
    const translated = `${locale === 'en' ? 'In English' : 'Po polsku'}: ${original.slice(0, 20)}`;
    let asked = 0;
    await page.route(translationUrl, async (route) => {
      asked++;
      await route.fulfill({ json: { text: translated, language: locale } });
    });

    await first.getByRole('button', { name: w.show }).click();
    await expect(first.getByText(translated, { exact: true })).toBeVisible();
    await expect(first.getByText(translated, { exact: true })).toHaveAttribute('lang', locale);
    await first.getByRole('button', { name: w.original }).click();
    await expect(first.getByText(original, { exact: true })).toBeVisible();
    await expect(first.getByText(translated, { exact: true })).toHaveCount(0);
    await first.getByRole('button', { name: w.show }).click();
    await expect(first.getByText(translated, { exact: true })).toBeVisible();
    expect(asked).toBe(1);
  });
}
