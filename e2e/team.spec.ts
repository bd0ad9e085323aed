import { expect, test } from '@playwright/test';
import { acceptNecessaryCookies, signInAs } from './helpers';
import { journeyLocales } from './locales';

const texts = {
  en: {
    team: 'Team',
    name: 'Name',
    email: 'E-mail address',
    invite: 'Send invitation',
    sent: 'Invitation sent',
    invited: 'Invited',
    validUntil: 'Invitation valid until',
    setPassword: 'Set your password',
    password: 'Password',
    repeat: 'Repeat password',
    submit: 'Set password and sign in',
    signedIn: 'Signed in',
    active: 'Active',
    remove: 'Remove',
    withContacts: 'Remove with their contacts',
    confirm: 'Remove member',
    removeTitle: 'Remove Anna Nowak from the team?',
    removed: 'Removed. The page reloads in a moment.',
  },
  pl: {
    team: 'Zespół',
    name: 'Imię i nazwisko',
    email: 'Adres e-mail',
    invite: 'Wyślij zaproszenie',
    sent: 'Zaproszenie wysłane',
    invited: 'Zaproszony',
    validUntil: 'Zaproszenie ważne do',
    setPassword: 'Ustaw hasło',
    password: 'Hasło',
    repeat: 'Powtórz hasło',
    submit: 'Ustaw hasło i zaloguj się',
    signedIn: 'Zalogowano',
    active: 'Aktywny',
    remove: 'Usuń',
    withContacts: 'Usuń razem z kontaktami',
    confirm: 'Usuń członka zespołu',
    // A name after "Usunąć" would need the accusative ("Usunąć Annę Nowak?"): the sentence needs no declension.
    removeTitle: 'Usunąć tę osobę z zespołu: Anna Nowak?',
    removed: 'Usunięto. Strona za chwilę się odświeży.',
  },
} as const;

for (const locale of journeyLocales('pl')) {
  const t = texts[locale];
  test(`${locale}: the manager invites a rep, the rep sets a password from the e-mail and sees the company, the manager removes them`, async ({
    browser,
  }) => {
    const managerContext = await browser.newContext();
    await acceptNecessaryCookies(managerContext);
    const manager = await managerContext.newPage();
    await signInAs(manager, 'manager', locale);
    await expect(manager).toHaveURL(new RegExp(`/${locale}/manager/profile$`));

    const email = `new.rep.${locale}.${Date.now()}@nordwind.pl`;
    await manager.goto(`/${locale}/manager/team`);
    await expect(manager.locator('h1')).toHaveText(t.team);
    await manager.getByLabel(t.name).fill('Anna Nowak');
    await manager.getByLabel(t.email).fill(email);
    await manager.getByRole('button', { name: t.invite }).click();
    await expect(manager.getByText(t.sent, { exact: true })).toBeVisible();
    const row = manager.getByRole('listitem').filter({ hasText: email });
    await expect(row).toContainText(t.invited);
    await expect(row).toContainText(t.validUntil);

    let link = '';
    await expect(async () => {
      const mailbox = await (await manager.request.get('/api/dev/mailbox')).json();
      const mail = mailbox.messages.find((m: { to: string }) => m.to === email);
      link = /https?:\/\/\S+\/change-password\?invitation=\S+/.exec(mail?.text ?? '')?.[0] ?? '';
      expect(link).not.toBe('');
    }).toPass({ timeout: 10_000 });

    const repContext = await browser.newContext();
    await acceptNecessaryCookies(repContext);
    const rep = await repContext.newPage();
    const url = new URL(link);
    await rep.goto(`/${locale}${url.pathname.replace(/^\/(en|pl)/, '')}${url.search}`);
    await expect(rep.locator('h1')).toHaveText(t.setPassword);
    await rep.getByLabel(t.password, { exact: true }).fill('Moje!Haslo7');
    await rep.getByLabel(t.repeat).fill('Moje!Haslo7');
    // The invitation accepts the terms as a sign-up does (recorded with the versions accepted).
    await rep.locator('input[name="consent"]').check();
    await rep.getByRole('button', { name: t.submit }).click();
    await expect(rep).toHaveURL(new RegExp(`/${locale}/sales/profile$`));
    await expect(rep.getByText(t.signedIn, { exact: true })).toBeVisible();
    await expect(rep.getByText('Nordwind Software sp. z o.o.').first()).toBeVisible();

    await manager.reload();
    const activeRow = manager.getByRole('listitem').filter({ hasText: email });
    await expect(activeRow).toContainText(t.active);
    await activeRow.getByRole('button', { name: t.remove }).click();
    const dialog = manager.getByRole('dialog');
    await expect(dialog.getByRole('heading')).toHaveText(t.removeTitle);
    await dialog.getByLabel(t.withContacts).check();
    await dialog.getByRole('button', { name: t.confirm }).click();
    await expect(manager.getByText(t.removed)).toBeVisible();
    await expect(manager.getByRole('listitem').filter({ hasText: email })).toHaveCount(0, { timeout: 10_000 });

    // The removed rep's session is over.
    await rep.reload();
    await expect(rep).toHaveURL(new RegExp(`/${locale}/marketplace$`));
    await managerContext.close();
    await repContext.close();
  });
}
