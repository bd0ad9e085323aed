import { expect, type Page, test } from '@playwright/test';
import { claimTotpCode } from './helpers';

test.beforeEach(async ({ context }) => {
  await context.addCookies([
    {
      name: 'tenderoPolicyAccepted',
      value: 'security=true&functional=false&analitic=false&ad=false',
      url: 'http://localhost',
    },
  ]);
});

async function activationLink(page: Page, email: string): Promise<string> {
  let link = '';
  await expect(async () => {
    const mailbox = await (await page.request.get('/api/dev/mailbox')).json();
    const mail = mailbox.messages.find((m: { to: string }) => m.to === email.toLowerCase());
    link = /https?:\/\/\S+\/activate-account\?token=\S+/.exec(mail?.text ?? '')?.[0] ?? '';
    expect(link).not.toBe('');
  }).toPass({ timeout: 10_000 });
  return new URL(link).pathname + new URL(link).search;
}

const texts = {
  en: {
    register: 'Register',
    client: 'A client looking for providers',
    company: 'A company offering services',
    first: 'First name',
    last: 'Last name',
    companyName: 'Company name',
    email: 'E-mail address',
    phone: 'Phone number',
    username: 'Username',
    password: 'Password',
    repeat: 'Repeat password',
    create: 'Create account',
    inbox: 'Check your inbox',
    active: 'Your e-mail address is confirmed and your account is active.',
    signIn: 'Sign in',
    login: 'Username or e-mail',
    signedIn: 'Signed in',
    logout: 'Log out',
    loginLink: 'Log in',
  },
  pl: {
    register: 'Rejestracja',
    client: 'Klientem szukającym wykonawców',
    company: 'Firmą oferującą usługi',
    first: 'Imię',
    last: 'Nazwisko',
    companyName: 'Nazwa firmy',
    email: 'Adres e-mail',
    phone: 'Numer telefonu',
    username: 'Nazwa użytkownika',
    password: 'Hasło',
    repeat: 'Powtórz hasło',
    create: 'Załóż konto',
    inbox: 'Sprawdź skrzynkę',
    active: 'Adres e-mail został potwierdzony, a konto jest aktywne.',
    signIn: 'Zaloguj się',
    login: 'Nazwa użytkownika lub e-mail',
    signedIn: 'Zalogowano',
    logout: 'Wyloguj się',
    loginLink: 'Zaloguj się',
  },
};

for (const [locale, kind, home] of [
  ['en', 'client', '/marketplace'],
  ['pl', 'company', '/manager/profile'],
] as const) {
  test(`${locale}: sign up as a ${kind}, confirm from the mailbox, sign in, log out`, async ({ page }) => {
    const t = texts[locale];
    const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
    const email = `e2e.${stamp}@firma.pl`;
    const username = `e2e_${stamp}`;
    await page.goto(`/${locale}/login?tab=register`);
    await expect(page.getByRole('tab', { name: t.register })).toHaveAttribute('aria-selected', 'true');
    await page.getByLabel(t[kind]).check();
    await page.getByLabel(t.first).fill('Ewa');
    await page.getByLabel(t.last).fill('Kowalczyk');
    if (kind === 'company') await page.getByLabel(t.companyName).fill('Wisła Consulting sp. z o.o.');
    await page.getByLabel(t.email).fill(email);
    if (locale === 'en') {
      // The English form has no country yet: pick Poland through the fuzzy search.
      await page.getByRole('button', { name: /Country/ }).click();
      await page.getByRole('searchbox').fill('polnd');
      await page.getByRole('option', { name: /Poland/ }).click();
    }
    await page.getByLabel(t.phone, { exact: true }).fill('501 234 567');
    await page.getByLabel(t.username).fill(username);
    await page.getByLabel(t.password, { exact: true }).fill('Dobre!Haslo1');
    await page.getByLabel(t.repeat).fill('Dobre!Haslo1');
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: t.create }).click();
    await expect(page).toHaveURL(
      new RegExp(`/${locale}/${kind === 'client' ? 'login/register-success' : 'register/success'}$`),
    );
    await expect(page.locator('h1')).toHaveText(t.inbox);

    await page.goto(await activationLink(page, email));
    await expect(page.getByRole('status')).toContainText(t.active);
    await page.getByRole('link', { name: t.signIn, exact: true }).click();

    await page.getByLabel(t.login).fill(username);
    await page.getByLabel(t.password, { exact: true }).fill('Dobre!Haslo1');
    await page.getByRole('button', { name: t.signIn, exact: true }).click();
    // Sign-in hashes the password: slow on a busy machine (as in signInAs).
    await expect(page).toHaveURL(new RegExp(`/${locale}${home}$`), { timeout: 30_000 });
    await expect(page.getByText(t.signedIn, { exact: true })).toBeVisible();
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === 'accessToken')?.httpOnly).toBe(true);
    expect(cookies.find((c) => c.name === 'role')?.value).toBe(kind === 'client' ? 'CLIENT' : 'MANAGER');

    await page.goto(`/${locale}/logout`);
    await expect(page).toHaveURL(new RegExp(`/${locale}/marketplace$`));
    await expect(page.getByRole('link', { name: t.loginLink }).first()).toBeVisible();
    expect((await page.context().cookies()).find((c) => c.name === 'accessToken')).toBeUndefined();
  });
}

test('the demo accounts land on their role homes and see their menus', async ({ page }) => {
  // Four sign-ins through the form, the admin's with its second step (issue 37): 2 min was not enough at load 20.
  test.setTimeout(180_000);
  // Wide enough for the admin's long menu to sit in the header (it folds into the menu button below 1536 px).
  await page.setViewportSize({ width: 1600, height: 900 });
  const cases = [
    ['client', '/marketplace', 'My orders'],
    ['rep', '/sales/profile', 'Find orders'],
    ['manager', '/manager/profile', 'Team'],
    ['admin', '/admin/profiles', 'All new users'],
  ] as const;
  for (const [username, home, menuItem] of cases) {
    await page.goto('/en/login');
    await page.getByLabel('Username or e-mail').fill(username);
    await page.getByLabel('Password', { exact: true }).fill('Tendero!2026');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    // The demo admin has an authenticator (e2e seed): the second step asks for its code (issue 37). A code
    // another journey on this server used is refused; the next step's code is inside the window too.
    if (username === 'admin') await answerSecondStep(page);
    // Sign-in hashes the password: slow on a busy machine.
    await expect(page).toHaveURL(new RegExp(`/en${home}$`), { timeout: 30_000 });
    await expect(
      page.getByRole('navigation', { name: 'Main menu' }).first().getByRole('link', { name: menuItem }),
    ).toBeVisible();
    // A page of another role sends them home (/orders/my is open to managers and reps too: SPEC §6).
    await page.goto('/en/client/profile');
    await expect(page).toHaveURL(new RegExp(`/en${username === 'client' ? '/client/profile' : home}$`));
    await page.goto('/en/logout');
    await expect(page).toHaveURL(/\/en\/marketplace$/);
  }
});

test('a wrong password gets the SPEC text, in Polish too', async ({ page }) => {
  await page.goto('/pl/login');
  await page.getByLabel('Nazwa użytkownika lub e-mail').fill('client');
  await page.getByLabel('Hasło', { exact: true }).fill('Zle!Haslo123');
  await page.getByRole('button', { name: 'Zaloguj się', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Nieprawidłowe hasło lub nazwa użytkownika' })).toBeVisible();
  await expect(page).toHaveURL(/\/pl\/login$/);
});

test('the register form explains its rules before sending anything', async ({ page }) => {
  await page.goto('/en/login?tab=register');
  await page.getByLabel('Password', { exact: true }).fill('weakpass');
  await page.getByLabel('Repeat password').fill('other');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Fields cannot be empty').first()).toBeVisible();
  await expect(page.getByText('The password needs at least one uppercase letter')).toBeVisible();
  await expect(page.getByText('The passwords do not match')).toBeVisible();
  await expect(page.getByText('Accept the terms of service to create an account')).toBeVisible();
  // SPEC §2 names /pl/statue for the registration consent; a person reading English gets the English terms.
  await expect(page.locator('form').getByRole('link', { name: 'terms of service' })).toHaveAttribute(
    'href',
    '/en/statue',
  );
  await page.goto('/pl/login?tab=register');
  await expect(page.locator('form').getByRole('link', { name: 'regulamin' })).toHaveAttribute('href', '/pl/statue');
});

async function freshActiveAccount(page: Page, locale: 'en' | 'pl') {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const account = { email: `rec.${stamp}@firma.pl`, username: `rec_${stamp}`, password: 'Stare!Haslo1' };
  const created = await page.request.post('/api/auth/sign-up', {
    headers: { 'accept-language': locale },
    data: {
      accountType: 'client',
      firstName: 'Ola',
      lastName: 'Wójcik',
      email: account.email,
      phone: '+48501234567',
      username: account.username,
      password: account.password,
      passwordRepeat: account.password,
      consent: true,
    },
  });
  expect(created.status()).toBe(201);
  const token = new URLSearchParams((await activationLink(page, account.email)).split('?')[1]).get('token');
  expect((await page.request.post('/api/auth/activate', { data: { token } })).status()).toBe(200);
  return account;
}

test('pl: recover a password with the e-mailed code, then sign in with the new one', async ({ page }) => {
  const account = await freshActiveAccount(page, 'pl');
  await page.goto('/pl/login');
  await page.getByRole('link', { name: 'Nie pamiętasz hasła?' }).click();
  await expect(page).toHaveURL(/\/pl\/recover$/);
  await page.getByLabel('Adres e-mail').fill(account.email);
  await page.getByRole('button', { name: 'Wyślij kod' }).click();
  await expect(page).toHaveURL(/\/pl\/recover\/confirm\?email=/);

  let code = '';
  await expect(async () => {
    const mailbox = await (await page.request.get('/api/dev/mailbox')).json();
    const mail = mailbox.messages.find(
      (m: { to: string; subject: string; text: string }) => m.to === account.email && m.subject.includes('kod'),
    );
    code = /^(\d{6})$/m.exec(mail?.text ?? '')?.[1] ?? '';
    expect(code).not.toBe('');
  }).toPass({ timeout: 10_000 });

  await page.getByLabel('Kod z wiadomości').fill(code);
  await page.getByLabel('Nowe hasło', { exact: true }).fill('Nowe!Haslo2');
  await page.getByLabel('Powtórz nowe hasło').fill('Nowe!Haslo2');
  await page.getByRole('button', { name: 'Zapisz nowe hasło' }).click();
  await expect(page).toHaveURL(/\/pl\/login$/);
  await expect(page.getByText('Hasło zostało zmienione. Zaloguj się nowym hasłem.')).toBeVisible();
  await page.getByLabel('Nazwa użytkownika lub e-mail').fill(account.username);
  await page.getByLabel('Hasło', { exact: true }).fill('Nowe!Haslo2');
  await page.getByRole('button', { name: 'Zaloguj się', exact: true }).click();
  await expect(page).toHaveURL(/\/pl\/marketplace$/);
});

async function signInAs(page: Page, login: string, password: string, locale: 'en' | 'pl' = 'en') {
  await page.goto(`/${locale}/login`);
  await page.getByLabel(locale === 'en' ? 'Username or e-mail' : 'Nazwa użytkownika lub e-mail').fill(login);
  await page.getByLabel(locale === 'en' ? 'Password' : 'Hasło', { exact: true }).fill(password);
  await page.getByRole('button', { name: locale === 'en' ? 'Sign in' : 'Zaloguj się', exact: true }).click();
  // Sign-in hashes the password: slow on a busy machine.
  await expect(page).not.toHaveURL(/\/login$/, { timeout: 30_000 });
}

test('en: account settings — my data, positioning, subscription, then delete the account', async ({ page }) => {
  const account = await freshActiveAccount(page, 'en');
  await signInAs(page, account.username, account.password);
  await page.goto('/en/account-settings');
  const tabs = page.getByRole('navigation', { name: 'Account settings' });
  await expect(tabs.getByRole('link')).toHaveText([
    'Profile positioning',
    'My data',
    'Support centre',
    'Terms',
    'Privacy policy',
    'Manage subscription',
    'Two-step sign-in',
    'Notifications',
    'Download my data',
    'My consents',
    'Delete account',
  ]);
  await expect(page.getByText(account.email)).toBeVisible();
  await page.getByLabel('First name').fill('Aleksandra');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved', { exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('First name')).toHaveValue('Aleksandra');

  await tabs.getByRole('link', { name: 'Profile positioning' }).click();
  await expect(page.locator('h1')).toHaveText('How companies are positioned in search');
  await tabs.getByRole('link', { name: 'Manage subscription' }).click();
  await expect(page.getByText('Your account is free.')).toBeVisible();

  await tabs.getByRole('link', { name: 'Delete account' }).click();
  await page.getByLabel('Your password').fill('Zle!Haslo9');
  await page.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'The provided password is incorrect' })).toBeVisible();
  await page.getByLabel('Your password').fill(account.password);
  await page.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page).toHaveURL(/\/en\/marketplace$/);
  await expect(page.getByText('Account deleted', { exact: true })).toBeVisible();

  const mailbox = await (await page.request.get('/api/dev/mailbox')).json();
  expect(mailbox.messages.map((m: { to: string; subject: string }) => `${m.to} ${m.subject}`)).toContain(
    `${account.email} Your Tendero account is deleted`,
  );
  await page.goto('/en/login');
  await page.getByLabel('Username or e-mail').fill(account.username);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Incorrect password or username' })).toBeVisible();
});

test('with the geolocation setting on, the phone country is preselected from the lookup', async ({ page }) => {
  await page.route('https://geo.tendero.test/json', (route) => route.fulfill({ json: { country_code: 'de' } }));
  await page.goto('/en/login?tab=register');
  await expect(page.getByRole('button', { name: /Country: Germany/ })).toBeVisible();
  await page.getByLabel('Phone number', { exact: true }).fill('030 1234567');
  await expect(page.getByRole('button', { name: /Country: Germany/ })).toBeVisible();
});

test('a page re-checks the user every 2 minutes and logs out when the session has ended', async ({ page, request }) => {
  await page.clock.install();
  const account = await freshActiveAccount(page, 'en');
  await signInAs(page, account.username, account.password);
  await page.goto('/en/account-settings/data');
  const token = (await page.context().cookies()).find((c) => c.name === 'accessToken')?.value;
  // The session ends elsewhere (e.g. signed out on another device): a client that does not share cookies.
  const ended = await request.post('/api/auth/sign-out', { headers: { authorization: `Bearer ${token}` } });
  expect(ended.status()).toBe(204);
  // Two minutes pass (again, until the page has hydrated and started its timer).
  await expect(async () => {
    await page.clock.fastForward(121_000);
    await expect(page).toHaveURL(/\/en\/marketplace$/, { timeout: 1500 });
  }).toPass({ timeout: 20_000 });
  await expect(page.getByRole('link', { name: 'Log in' }).first()).toBeVisible();
});

test('account pages have no serious accessibility violations', async ({ page }) => {
  // Eight pages, each analysed after its animations end: room for a busy machine.
  test.slow();
  const AxeBuilder = (await import('@axe-core/playwright')).default;
  const check = async () => {
    // A toast fading in (the "Signed in" flash may land on the next page) is measured mid-fade otherwise.
    // Endless animations (a spinner, a pulsing placeholder) never finish: only finite ones are waited for.
    await page.waitForFunction(() =>
      document
        .getAnimations()
        .every(
          (animation) =>
            animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity,
        ),
    );
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    return serious.map((v) => `${page.url()} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  };
  const problems: string[] = [];
  await page.goto('/pl/login?tab=register');
  problems.push(...(await check()));
  await page.getByRole('button', { name: /Kraj/ }).click();
  problems.push(...(await check()));
  await signInAs(page, 'client', 'Tendero!2026');
  for (const path of [
    '/en/account-settings/data',
    '/en/account-settings/positioning',
    '/en/account-settings/remove-account',
    '/en/change-password',
  ]) {
    await page.goto(path);
    problems.push(...(await check()));
  }
  expect(problems).toEqual([]);
});

test('pl: upload and crop a profile photo in my data', async ({ page }) => {
  const sharp = (await import('sharp')).default;
  const png = await sharp({ create: { width: 400, height: 300, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .png()
    .toBuffer();
  const account = await freshActiveAccount(page, 'pl');
  await signInAs(page, account.username, account.password, 'pl');
  await page.goto('/pl/account-settings/data');
  await expect(page.getByText('Brak zdjęcia')).toBeVisible();
  await page.getByLabel('Wybierz obraz').setInputFiles({ name: 'ja.png', mimeType: 'image/png', buffer: png });
  await expect(page.getByText('okrągła ramka')).toBeVisible();
  await page.getByLabel('Powiększenie').fill('1.5');
  await page.getByRole('button', { name: 'Zapisz zdjęcie' }).click();
  await expect(page.getByText('Zapisano', { exact: true })).toBeVisible();
  const photo = page.getByRole('img', { name: 'Ola Wójcik' });
  await expect(photo).toHaveAttribute('src', /^\/files\/photos\/users\/.+-512\.webp$/);
  await page.reload();
  await expect(page.getByRole('img', { name: 'Ola Wójcik' })).toBeVisible();
});

/** Answers the sign-in form's second step with a code of the demo admin no other journey has used. */
async function answerSecondStep(page: Page) {
  await page.getByLabel('Code from the app').fill(await claimTotpCode());
  await page.getByRole('button', { name: 'Verify' }).click();
  await page.waitForURL(/\/en\/admin\//, { timeout: 60_000 });
}
