import { type BrowserContext, type CDPSession, expect, type Page, test } from '@playwright/test';
import { acceptNecessaryCookies, signInAs } from './helpers';
import { journeyLocales } from './locales';

/**
 * Passkeys (issue 37) in Chromium's virtual authenticator (DevTools' WebAuthn domain): a platform
 * authenticator that keeps discoverable credentials and verifies its user, as a phone or a laptop with a
 * fingerprint reader does. A manager adds a passkey in account settings, signs out, and signs in with it
 * without typing a password: in English with the "Sign in with a passkey" button, in Polish through the
 * login field's autofill (conditional UI), which Chromium's virtual authenticator answers by itself.
 */

const words = {
  en: {
    add: 'Add a passkey',
    name: 'Name of the passkey',
    password: 'Your password',
    create: 'Create passkey',
    added: 'The passkey is added. You can sign in with it now.',
    neverUsed: 'Not used yet',
    lastUsed: /Last used/,
    signInWithPasskey: 'Sign in with a passkey',
    passwordField: 'Password',
  },
  pl: {
    add: 'Dodaj klucz dostępu',
    name: 'Nazwa klucza dostępu',
    password: 'Twoje hasło',
    create: 'Utwórz klucz dostępu',
    added: 'Klucz dostępu został dodany. Możesz się nim już logować.',
    neverUsed: 'Jeszcze nieużyty',
    lastUsed: /Ostatnio użyty/,
    signInWithPasskey: 'Zaloguj się kluczem dostępu',
    passwordField: 'Hasło',
  },
} as const;

/** Demo managers no other journey signs in as. */
const managers = { en: 'mgr-nordic-ops', pl: 'mgr-baltic-shield' } as const;

async function virtualAuthenticator(context: BrowserContext, page: Page) {
  const cdp: CDPSession = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return {
    credentials: async () => (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials,
  };
}

for (const locale of journeyLocales('pl')) {
  const w = words[locale];

  test(`${locale}: a manager adds a passkey in settings, signs out and signs in with it, no password typed`, async ({
    page,
    context,
  }) => {
    // Four page loads, two ceremonies and a sign-in by password: at load 30 (6 Dec 2026) it took over 2 minutes.
    test.slow();
    await acceptNecessaryCookies(context);
    const authenticator = await virtualAuthenticator(context, page);
    await signInAs(page, managers[locale], locale);

    await page.goto(`/${locale}/account-settings/data`);
    const section = page.getByTestId('passkeys');
    await section.getByRole('button', { name: w.add }).click();
    const name = `Laptop ${Date.now()}`;
    await section.getByLabel(w.name).fill(name);
    await section.getByLabel(w.password).fill('Tendero!2026');
    await section.getByRole('button', { name: w.create }).click();
    await expect(page.getByText(w.added)).toBeVisible();
    const row = section.getByRole('listitem').filter({ hasText: name });
    await expect(row).toContainText(w.neverUsed);
    // The authenticator now holds a discoverable credential for this site; the server only its public key.
    const held = await authenticator.credentials();
    expect(held.some((credential) => credential.isResidentCredential && credential.rpId === 'localhost')).toBe(true);

    await page.goto(`/${locale}/logout`);
    await expect(page).toHaveURL(new RegExp(`/${locale}/marketplace$`));
    expect((await context.cookies()).find((cookie) => cookie.name === 'accessToken')).toBeUndefined();

    if (locale === 'en') {
      // The button's way: this browser offers no passkeys in the login field's autofill.
      await page.addInitScript(() => {
        PublicKeyCredential.isConditionalMediationAvailable = async () => false;
      });
      await page.goto(`/${locale}/login`);
      await expect(page.getByLabel(w.passwordField, { exact: true })).toHaveValue('');
      await page.getByRole('button', { name: w.signInWithPasskey }).click();
    } else {
      // The autofill way (conditional UI): the login page asks at once, and the virtual authenticator
      // answers as a person picking the passkey from the login field's suggestions; nothing is typed or pressed.
      // (No look at the empty password field here: the sign-in may already have left the page by then.)
      await page.goto(`/${locale}/login`);
    }
    await expect(page).toHaveURL(new RegExp(`/${locale}/manager/profile$`), { timeout: 30_000 });
    // Signed in: the session the cookies carry is the manager's.
    const session = await page.request.get('/api/auth/session');
    expect(session.status()).toBe(200);
    expect((await session.json()).username).toBe(managers[locale]);
    const cookies = await context.cookies();
    expect(cookies.find((cookie) => cookie.name === 'accessToken')?.httpOnly).toBe(true);
    expect(cookies.find((cookie) => cookie.name === 'role')?.value).toBe('MANAGER');

    // The settings show when it was last used.
    await page.goto(`/${locale}/account-settings/data`);
    await expect(page.getByTestId('passkeys').getByRole('listitem').filter({ hasText: name })).toContainText(
      w.lastUsed,
    );
  });
}
