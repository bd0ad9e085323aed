import { expect, test } from '@playwright/test';

const consent = {
  name: 'tenderoPolicyAccepted',
  value: 'security=true&functional=false&analitic=false&ad=false',
  url: 'http://localhost',
};

test('en: the manager invites a rep, the rep sets a password from the e-mail, the manager removes them', async ({
  browser,
}) => {
  const managerContext = await browser.newContext();
  await managerContext.addCookies([consent]);
  const manager = await managerContext.newPage();
  await manager.goto('/en/login');
  await manager.getByLabel('Username or e-mail').fill('manager');
  await manager.getByLabel('Password', { exact: true }).fill('Tendero!2026');
  await manager.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(manager).toHaveURL(/\/en\/manager\/profile$/);

  const email = `new.rep.${Date.now()}@nordwind.pl`;
  await manager.goto('/en/manager/team');
  await expect(manager.locator('h1')).toHaveText('Team');
  await manager.getByLabel('Name').fill('Anna Nowak');
  await manager.getByLabel('E-mail address').fill(email);
  await manager.getByRole('button', { name: 'Send invitation' }).click();
  await expect(manager.getByText('Invitation sent', { exact: true })).toBeVisible();
  const row = manager.getByRole('listitem').filter({ hasText: email });
  await expect(row).toContainText('Invited');
  await expect(row).toContainText('Invitation valid until');

  let link = '';
  await expect(async () => {
    const mailbox = await (await manager.request.get('/api/dev/mailbox')).json();
    const mail = mailbox.messages.find((m: { to: string }) => m.to === email);
    link = /https?:\/\/\S+\/change-password\?invitation=\S+/.exec(mail?.text ?? '')?.[0] ?? '';
    expect(link).not.toBe('');
  }).toPass({ timeout: 10_000 });

  const repContext = await browser.newContext();
  await repContext.addCookies([consent]);
  const rep = await repContext.newPage();
  const url = new URL(link);
  await rep.goto(`/en${url.pathname.replace(/^\/(en|pl)/, '')}${url.search}`);
  await expect(rep.locator('h1')).toHaveText('Set your password');
  await rep.getByLabel('Password', { exact: true }).fill('Moje!Haslo7');
  await rep.getByLabel('Repeat password').fill('Moje!Haslo7');
  await rep.getByRole('button', { name: 'Set password and sign in' }).click();
  await expect(rep).toHaveURL(/\/en\/sales\/profile$/);
  await expect(rep.getByText('Signed in', { exact: true })).toBeVisible();

  await manager.reload();
  const activeRow = manager.getByRole('listitem').filter({ hasText: email });
  await expect(activeRow).toContainText('Active');
  await activeRow.getByRole('button', { name: 'Remove' }).click();
  const dialog = manager.getByRole('dialog');
  await dialog.getByLabel('Remove with their contacts').check();
  await dialog.getByRole('button', { name: 'Remove member' }).click();
  await expect(manager.getByText('Removed. The page reloads in a moment.')).toBeVisible();
  await expect(manager.getByRole('listitem').filter({ hasText: email })).toHaveCount(0, { timeout: 10_000 });

  // The removed rep's session is over.
  await rep.reload();
  await expect(rep).toHaveURL(/\/en\/marketplace$/);
  await managerContext.close();
  await repContext.close();
});
