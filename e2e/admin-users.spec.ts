import { expect, test } from '@playwright/test';
import { acceptNecessaryCookies, signIn } from './helpers';

test('en: an admin blocks a client, whose open page throws them out; the activity monitor records it; unblocking lets them back', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const clientContext = await browser.newContext();
  await acceptNecessaryCookies(clientContext);
  const clientPage = await clientContext.newPage();
  await clientPage.clock.install();
  await signIn(clientPage, 'client-7');
  await clientPage.goto('/en/account-settings/data');

  const adminContext = await browser.newContext();
  await acceptNecessaryCookies(adminContext);
  const admin = await adminContext.newPage();
  await signIn(admin, 'admin');
  await admin.goto('/en/admin/users?q=client-7');
  await expect(admin.getByRole('heading', { name: 'All new users', level: 1 })).toBeVisible();
  await admin
    .getByRole('button', { name: /^Block / })
    .first()
    .click();
  const dialog = admin.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Block user' }).click();
  // The reason is required: nothing happens without it.
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Reason').fill('Repeated spam in inquiries');
  await dialog.getByRole('button', { name: 'Block user' }).click();
  await expect(admin.getByText(/is blocked\./)).toBeVisible();
  await expect(admin.getByRole('row', { name: /client-7/ })).toContainText('Blocked');

  // The client's open page re-checks the session (every 2 minutes) and signs them out.
  await expect(async () => {
    await clientPage.clock.fastForward(121_000);
    await expect(clientPage).toHaveURL(/\/en\/marketplace$/, { timeout: 1500 });
  }).toPass({ timeout: 30_000 });

  await admin.goto('/en/admin/activity?action=user.block');
  await expect(admin.getByText('Repeated spam in inquiries')).toBeVisible();

  await admin.goto('/en/admin/users?q=client-7');
  await admin
    .getByRole('button', { name: /^Unblock / })
    .first()
    .click();
  await admin.getByRole('dialog').getByLabel('Reason').fill('Cleared after a call');
  await admin
    .getByRole('dialog')
    .getByRole('button', { name: /Unblock/ })
    .click();
  await expect(admin.getByRole('row', { name: /client-7/ })).toContainText('Active');
  await clientContext.close();
  await adminContext.close();
});
