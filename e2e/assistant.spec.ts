import { expect, test } from '@playwright/test';
import { acceptNecessaryCookies, signInAs } from './helpers';

test.beforeEach(async ({ context }) => {
  await acceptNecessaryCookies(context);
});

test('a client asks the assistant, follows a company card, opens a drafted inquiry, and finds the conversation again', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signInAs(page, 'client');
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
  await expect(answer).toContainText('verified companies for Website development');
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
  await signInAs(page, 'rep', 'pl');
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
