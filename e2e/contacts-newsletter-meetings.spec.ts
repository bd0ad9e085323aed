import { expect, type Page, test } from '@playwright/test';
import { acceptNecessaryCookies, signIn, waitForLivePage } from './helpers';

test.beforeEach(async ({ context }) => {
  await acceptNecessaryCookies(context);
});

const stampNow = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;

type Mail = { to: string; subject: string; text: string };

/** The newest dev-mailbox message to `to` whose subject matches, once it has arrived. */
async function mailTo(page: Page, to: string, subject: RegExp): Promise<Mail> {
  let found: Mail | undefined;
  await expect(async () => {
    const mailbox = await (await page.request.get('/api/dev/mailbox')).json();
    found = (mailbox.messages as Mail[]).find((m) => m.to === to && subject.test(m.subject));
    expect(found).toBeTruthy();
  }).toPass({ timeout: 15_000 });
  return found as Mail;
}

async function addContact(page: Page, name: string, email: string) {
  const details = page.locator('details').filter({ has: page.getByText('Add a contact', { exact: true }) });
  if ((await details.getAttribute('open')) === null) await page.getByText('Add a contact', { exact: true }).click();
  const form = details.locator('form');
  await form.getByLabel('Name', { exact: true }).fill(name);
  await form.getByLabel('E-mail', { exact: true }).fill(email);
  await form.getByRole('button', { name: 'Add to contacts' }).click();
  await expect(page.getByText('Added to contacts').first()).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(name) })).toBeVisible();
}

test('en: a rep tags contacts, sends a newsletter to the tag; a recipient unsubscribes from this company only; the next one reaches nobody and says why', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const stamp = stampNow();
  const tag = `Fair ${stamp}`;
  const yes = { name: `Olga Consent ${stamp}`, email: `olga.${stamp}@firma.pl` };
  const no = { name: `Piotr NoConsent ${stamp}`, email: `piotr.${stamp}@firma.pl` };
  await signIn(page, 'rep', 'en');
  await page.goto('/en/contacts');
  await expect(page.getByRole('heading', { level: 1, name: 'Contacts' })).toBeVisible();
  await addContact(page, yes.name, yes.email);
  await addContact(page, no.name, no.email);

  // A tag, put on both contacts at once.
  await page.getByLabel('Tag name', { exact: true }).fill(tag);
  await page.getByRole('button', { name: 'Create tag' }).click();
  await expect(page.getByText('Tag created').first()).toBeVisible();
  await page.getByRole('checkbox', { name: `Select: ${yes.name}` }).check();
  await page.getByRole('checkbox', { name: `Select: ${no.name}` }).check();
  await page.getByLabel('Tag for the selected contacts').selectOption({ label: tag });
  await page.getByRole('button', { name: 'Add tag' }).click();
  await expect(page.getByRole('row', { name: new RegExp(yes.name) })).toContainText(tag);
  await expect(page.getByRole('row', { name: new RegExp(no.name) })).toContainText(tag);

  // Only one of them agreed to newsletters.
  await page.getByRole('link', { name: yes.name }).click();
  await page.getByLabel('The person agreed to receive newsletters from me').check();
  await page.getByLabel('I confirm that this person agreed, and I can show how.').check();
  await page.getByRole('button', { name: 'Record consent' }).click();
  await expect(page.getByText(/Agreed to receive newsletters on/)).toBeVisible();

  const compose = async (subject: string) => {
    await page.goto('/en/newsletter/new');
    await page.getByRole('checkbox', { name: new RegExp(tag) }).check();
    await page.getByLabel('Subject').fill(subject);
    await page
      .getByLabel('Message')
      .fill('Hello!\n\nWe will be at the **Poznań fair** next week:\n- stand 12\n- hall 3');
    await expect(page.getByRole('region', { name: 'Preview' }).getByText('Poznań fair')).toBeVisible();
  };
  const send = async () => {
    await page.getByRole('button', { name: 'Send' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Send' }).click();
  };
  await compose(`Fair news ${stamp}`);
  await send();
  await expect(page.getByText(/Newsletter sent to 1 contact/)).toBeVisible();
  const mail = await mailTo(page, yes.email, new RegExp(`Fair news ${stamp}`));
  expect(mail.text).toContain('Poznań fair');
  const others = await (await page.request.get('/api/dev/mailbox')).json();
  expect((others.messages as Mail[]).some((m) => m.to === no.email)).toBe(false);

  // The next newsletter is written while the one consenting recipient still receives it...
  await compose(`Fair reminder ${stamp}`);
  await expect(page.getByText(/1 will receive it/)).toBeVisible();

  // ...and meanwhile the recipient unsubscribes with the signed link of the e-mail, from this company only.
  const link = /https?:\/\/\S+\/delete-mailing\/\S+/.exec(mail.text)?.[0] ?? '';
  expect(link).toContain('company=');
  expect(link).toContain('sig=');
  const recipient = await page.context().browser()?.newContext();
  if (!recipient) throw new Error('no browser');
  await acceptNecessaryCookies(recipient);
  const inbox = await recipient.newPage();
  await inbox.goto(link.replace(/^https?:\/\/[^/]+/, ''));
  await expect(inbox.getByRole('heading', { level: 1, name: 'Stop Tendero e-mails' })).toBeVisible();
  await expect(inbox.getByRole('button', { name: 'All Tendero e-mails' })).toBeVisible();
  await inbox.getByRole('button', { name: 'Only newsletters from Nordwind Software' }).click();
  const done = inbox.getByRole('status');
  await expect(done.getByText('Unsubscribed', { exact: true })).toBeVisible();
  await expect(done).toContainText(`Newsletters from Nordwind Software sp. z o.o. will no longer reach ${yes.email}.`);
  // A link with its signature changed is refused before anything can be pressed.
  await inbox.goto(link.replace(/sig=[^&\s]+/, 'sig=forged').replace(/^https?:\/\/[^/]+/, ''));
  await expect(inbox.getByText(/not valid/)).toBeVisible();
  await expect(inbox.getByRole('button', { name: /Only newsletters|All Tendero e-mails/ })).toHaveCount(0);
  await recipient.close();

  // Sending now reaches nobody: the rep is told so, with each reason, instead of an error.
  await send();
  await expect(page.getByText('Nobody received this newsletter: all 2 chosen contacts were left out.')).toBeVisible();
  await expect(
    page.getByText(/1 – no marketing consent recorded; 1 – unsubscribed from your company’s newsletters/),
  ).toBeVisible();

  // The next newsletter to the same tag shows the unsubscribed address left out, and why.
  await page.goto('/en/newsletter/new');
  await page.getByRole('checkbox', { name: new RegExp(tag) }).check();
  await expect(page.getByText(/unsubscribed from your company’s newsletters/).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send' })).toBeDisabled();
});

test('pl: a rep proposes a meeting to a client contact; the client accepts from the e-mail; the rep sees it accepted', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const stamp = stampNow();
  const email = `klient.${stamp}@firma.pl`;
  const name = `Klient Spotkanie ${stamp}`;
  await signIn(page, 'rep', 'pl');
  await page.goto('/pl/contacts');
  // The phone field keeps what is typed once the page is live (typed before, the number was lost under load).
  await waitForLivePage(page);
  await page.getByText('Dodaj kontakt', { exact: true }).click();
  const form = page.locator('details[open] form');
  await form.getByLabel('Imię i nazwisko', { exact: true }).fill(name);
  await form.getByLabel('E-mail', { exact: true }).fill(email);
  // The phone field of sign-up (Poland chosen for a Polish page): the number typed is kept as E.164.
  await expect(form.getByRole('button', { name: /Kraj/ })).toContainText('Polska');
  await form.getByLabel('Telefon', { exact: true }).fill('601 234 567');
  await form.getByRole('button', { name: 'Dodaj do kontaktów' }).click();
  // The list shows the number as stored (the contact's own page shows it in its edit form's phone field).
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name }) });
  await expect(row.getByText('+48601234567')).toBeVisible();
  await page.getByRole('link', { name }).click();

  await page.getByRole('button', { name: 'Zaproponuj spotkanie' }).click();
  const dialog = page.getByRole('dialog');
  const day = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
  await dialog.getByLabel('Data').fill(day);
  await dialog.getByLabel('Godzina').fill('10:30');
  await dialog.getByLabel('Miejsce').fill('Biuro, ul. Długa 5, Gdańsk');
  await dialog.getByLabel('Agenda').fill('Omówienie zakresu wdrożenia.');
  await dialog.getByRole('button', { name: 'Wyślij zaproszenie' }).click();
  await expect(page.getByText(`Zaproszenie wysłane: ${name}`)).toBeVisible();
  await expect(page.getByText('Czeka na odpowiedź').first()).toBeVisible();

  const mail = await mailTo(page, email, /.+/);
  const link = /https?:\/\/\S+\/meetings\/\S+/.exec(mail.text)?.[0] ?? '';
  expect(link).toContain('token=');
  const clientContext = await browser.newContext();
  await acceptNecessaryCookies(clientContext);
  const client = await clientContext.newPage();
  await client.goto(link.replace(/^https?:\/\/[^/]+/, ''));
  await client.getByRole('button', { name: 'Akceptuj' }).click();
  await expect(client.getByText('Zaakceptowano spotkanie')).toBeVisible();
  await clientContext.close();

  await page.reload();
  await expect(page.getByText('Zaakceptowane').first()).toBeVisible();
});
