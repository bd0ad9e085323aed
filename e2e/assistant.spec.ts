import { expect, test } from '@playwright/test';
import { acceptNecessaryCookies, signIn, waitForLivePage } from './helpers';

test.beforeEach(async ({ context }) => {
  await acceptNecessaryCookies(context);
});

test('a client asks the assistant, follows a company card, opens a drafted inquiry, and finds the conversation again', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signIn(page, 'client');
  await page.goto('/en/chat/ai');
  await expect(page.getByRole('heading', { level: 1, name: 'AI assistant' })).toBeVisible();
  await expect(page.getByTestId('assistant-engine')).toHaveText(
    "Offline assistant: answers from Tendero's search and help texts",
  );

  // A fresh conversation: its first question creates it.
  await page.getByRole('button', { name: 'New conversation' }).click();
  const box = page.getByLabel('Your question');
  await box.fill('I need a website for my shop in Gdańsk');
  await expect(page.getByText('38 of 2000 characters')).toBeVisible();
  await box.press('Enter');

  const answer = page.getByTestId('assistant-answer').last();
  await expect(answer).toContainText('verified companies for “website”');
  const cards = answer.getByRole('region', { name: 'Companies found' }).getByRole('listitem');
  await expect(cards.first()).toBeVisible();
  await expect(answer.getByRole('link', { name: 'See all results' })).toHaveAttribute(
    'href',
    /^\/en\/marketplace\/search\//,
  );
  await expect(box).toHaveValue('');
  await expect(page).toHaveURL(/\/en\/chat\/ai\?c=[0-9a-f-]{36}$/);
  const conversationUrl = page.url();

  await answer.getByRole('button', { name: 'Copy' }).click();
  await expect(page.getByText('Copied')).toBeVisible();

  const card = cards.first().getByRole('link');
  const name = (await card.locator('span.font-semibold').first().textContent()) ?? '';
  await card.click();
  await expect(page).toHaveURL(/\/en\/marketplace\/company\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(name);

  // The conversation is still there, in the list and opened again from the address.
  await page.goto(conversationUrl);
  await expect(
    page
      .getByRole('region', { name: 'Conversations' })
      .getByRole('button', { name: 'I need a website for my shop in Gdańsk', exact: true })
      .and(page.locator('[aria-current="true"]')),
  ).toBeVisible();
  await expect(page.getByTestId('assistant-answer')).toHaveCount(1);

  await box.fill('Prepare an inquiry for a website for my shop in Gdańsk, budget up to 8000 zł');
  await page.getByRole('button', { name: 'Send' }).click();
  const draft = page.getByRole('region', { name: 'Inquiry draft' });
  await expect(draft).toContainText('Budget up to');
  await page.reload();
  await expect(page.getByTestId('assistant-answer')).toHaveCount(2);
  // The reloaded conversation is server HTML first: its buttons work once the page is live.
  await waitForLivePage(page);
  await page
    .getByRole('region', { name: 'Inquiry draft' })
    .getByRole('button', { name: 'Open the inquiry form' })
    .click();
  await expect(page).toHaveURL(/\/en\/orders\/my$/);
  await expect(page.getByLabel('What do you need?')).toHaveValue(
    'Prepare an inquiry for a website for my shop in Gdańsk, budget up to 8000 zł',
  );
  await expect(page.getByRole('textbox', { name: 'To', exact: true })).toHaveValue('8000');
  await expect(page.getByRole('button', { name: 'Remove Website development' })).toBeVisible();
});

test('a rep asks in Polish about support hours, gets the contact link, and deletes the conversation', async ({
  page,
}) => {
  await signIn(page, 'rep', 'pl');
  await page.goto('/pl/chat/ai');
  await expect(page.getByTestId('assistant-engine')).toHaveText(
    'Asystent offline: odpowiada na podstawie wyszukiwarki i tekstów pomocy Tendero',
  );
  await page.getByRole('button', { name: 'Nowa rozmowa' }).click();
  const question = `Jakie są godziny wsparcia? (${Date.now()})`;
  await page.getByLabel('Twoje pytanie').fill(question);
  await page.getByLabel('Twoje pytanie').press('Enter');

  const answer = page.getByTestId('assistant-answer').last();
  await expect(answer).toContainText('od poniedziałku do piątku w godzinach 10:00–16:00');
  await expect(answer.getByRole('link', { name: 'Strona kontaktowa' })).toHaveAttribute(
    'href',
    '/pl/account-settings/support',
  );
  await expect(answer.getByRole('button', { name: 'Ponów' })).toBeVisible();

  await page.getByRole('button', { name: `Usuń rozmowę „${question}”` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Usuń', exact: true }).click();
  await expect(page.getByText('Rozmowa usunięta')).toBeVisible();
  await expect(page.getByRole('button', { name: question, exact: true })).toHaveCount(0);
  await expect(page.getByTestId('assistant-answer')).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('button', { name: question, exact: true })).toHaveCount(0);
});

test('a client asks in Polish about a company by name and reads its offers, prices, FAQ and reviews', async ({
  page,
}) => {
  await signIn(page, 'client', 'pl');
  await page.goto('/pl/chat/ai');
  await page.getByRole('button', { name: 'Nowa rozmowa' }).click();
  await page.getByLabel('Twoje pytanie').fill('Co oferuje Nordwind Software i jakie ma opinie?');
  await page.getByLabel('Twoje pytanie').press('Enter');
  const answer = page.getByTestId('assistant-answer').last();
  await expect(answer).toContainText('Oto Nordwind Software sp. z o.o.');
  const details = answer.getByRole('article', { name: 'O firmie Nordwind Software sp. z o.o.' });
  await expect(details.getByRole('heading', { name: 'Oferty' })).toBeVisible();
  await expect(details).toContainText('Warsztat discovery');
  await expect(details.getByRole('heading', { name: 'Pytania i odpowiedzi' })).toBeVisible();
  await details.getByRole('link', { name: 'Otwórz stronę firmy' }).click();
  await expect(page).toHaveURL(/\/pl\/marketplace\/company\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Nordwind Software');
});

test('a rep drafts an offer with the assistant from Find orders and sends it from the assistant', async ({ page }) => {
  await signIn(page, 'rep');
  await page.goto('/en/orders/find');
  // The last open inquiry without the rep's offer (other journeys offer on the first ones).
  const draftLink = page.getByRole('link', { name: /^Draft with the assistant/ }).last();
  await draftLink.click();
  await expect(page).toHaveURL(/\/en\/chat\/ai\?ask=/);
  const box = page.getByLabel('Your question');
  await expect(box).toHaveValue(/^Draft my offer for the inquiry “.+” \(ref\. [0-9a-f-]{36}\)$/);
  await box.press('Enter');
  const answer = page.getByTestId('assistant-answer').last();
  await expect(answer).toContainText('I drafted your offer from the inquiry and your company');
  // The question was used: a reload does not fill it in again.
  await expect(page).toHaveURL(/\/en\/chat\/ai\?c=[0-9a-f-]{36}$/);
  const draft = answer.getByRole('region', { name: 'Offer draft' });
  await draft.getByRole('button', { name: 'Open the offer form' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel('Message to the client')).toHaveValue(/^Good day .+,\n\nthank you for your inquiry/);
  await expect(dialog.getByLabel('Message to the client')).toHaveValue(/on behalf of Nordwind Software/);
  const price = dialog.getByLabel('Price', { exact: true });
  if ((await price.inputValue()) === '') await price.fill('4000');
  await dialog.getByLabel('Delivery time (days)').fill('21');
  await dialog.getByRole('button', { name: 'Send offer' }).click();
  await expect(draft.getByRole('status')).toContainText('Offer sent.');
  await expect(draft.getByRole('link', { name: 'See it in Find orders' })).toHaveAttribute('href', '/en/orders/find');
});
