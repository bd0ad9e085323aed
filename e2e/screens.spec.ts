import { expect, type Page, test } from '@playwright/test';
import { acceptNecessaryCookies, signIn, signInAs } from './helpers';

/** What people saw on screen, each as the user met it, at the widths they used. */

const phone = { width: 390, height: 844 };
const desktop = { width: 1366, height: 900 };

/** Two animation frames: whatever the last event rendered (a toast) is on screen now. */
async function settle(page: Page) {
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}

test('the manager profile names countries the same on the server and in the browser (no React #418)', async ({
  page,
  context,
}) => {
  await acceptNecessaryCookies(context);
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && /418|[Hh]ydrat/.test(message.text())) problems.push(message.text());
  });
  await signInAs(page, 'manager');
  // What the server renders…
  const whole = await (await page.request.get('/en/manager/profile')).text();
  // The profile's own country list (the tax details' form below has one of its own).
  const start = whole.indexOf('id="company-country"');
  const html = whole.slice(start, whole.indexOf('</select>', start));
  const serverNames = [...html.matchAll(/<option value="(HK|MO|PS|FK|PL)"[^>]*>([^<]*)</g)].map(
    (m) => `${m[1]}=${m[2]}`,
  );
  expect(serverNames).toHaveLength(5);
  // …and what the browser renders by itself (a client-side navigation renders the form in the browser).
  await page.goto('/en/manager/team');
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .filter({ visible: true })
    .getByRole('link', { name: 'Company profile' })
    .click();
  await expect(page).toHaveURL(/\/en\/manager\/profile$/);
  const browserNames = await page
    .locator('#company-country option')
    .evaluateAll((options) =>
      options
        .filter((option) => ['HK', 'MO', 'PS', 'FK', 'PL'].includes((option as HTMLOptionElement).value))
        .map((option) => `${(option as HTMLOptionElement).value}=${option.textContent}`),
    );
  expect(browserNames).toEqual(serverNames);
  await page.reload();
  await expect(page.locator('#company-country')).toBeVisible();
  expect(problems).toEqual([]);
});

for (const [locale, w] of [
  ['en', { choose: 'Choose an image', notImage: 'This file is not a JPEG, PNG or WebP image', zoom: 'Zoom' }],
  ['pl', { choose: 'Wybierz obraz', notImage: 'Ten plik nie jest obrazem JPEG, PNG ani WebP', zoom: 'Powiększenie' }],
] as const) {
  test(`${locale}: a text file renamed .png is refused at once, before any cropper`, async ({ page, context }) => {
    await acceptNecessaryCookies(context);
    await signIn(page, 'manager', locale);
    await page.goto(`/${locale}/manager/profile`);
    await page
      .getByLabel(w.choose)
      .first()
      .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: Buffer.from('This is only text.\n') });
    await expect(page.getByRole('alert').filter({ hasText: w.notImage })).toBeVisible();
    await expect(page.getByLabel(w.zoom)).toHaveCount(0);
  });
}

test('at 390 px the comparison scrolls only its table; the page keeps the phone width', async ({ browser }) => {
  const context = await browser.newContext({ viewport: phone });
  await acceptNecessaryCookies(context);
  const page = await context.newPage();
  const search = await (await page.request.get('/api/companies/search')).json();
  const ids = search.items.slice(0, 3).map((item: { id: string }) => item.id);
  await page.goto(`/en/marketplace/compare?ids=${ids.join(',')}`);
  await expect(page.locator('table')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
  const table = page.locator('section:has(> table)');
  expect(await table.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
  await context.close();
});

for (const locale of ['en', 'pl'] as const) {
  test(`${locale}: at 390 px every account-settings tab is in sight, none cut`, async ({ browser }) => {
    const context = await browser.newContext({ viewport: phone });
    await acceptNecessaryCookies(context);
    const page = await context.newPage();
    await signIn(page, 'client', locale);
    await page.goto(`/${locale}/account-settings/data`);
    const tabs = page.getByRole('navigation', { name: locale === 'en' ? 'Account settings' : 'Ustawienia konta' });
    const links = tabs.getByRole('link');
    // Profile, data, two-step sign-in, notifications, help, terms, privacy, subscription, own data, consents,
    // deletion.
    await expect(links).toHaveCount(11);
    for (const link of await links.all()) {
      const box = await link.boundingBox();
      expect(box, (await link.textContent()) ?? '').not.toBeNull();
      expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(phone.width);
      expect(await link.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    }
    await context.close();
  });
}

test("at 1366 px the admin's eight menu items are all on show", async ({ browser }) => {
  const context = await browser.newContext({ viewport: desktop });
  await acceptNecessaryCookies(context);
  const page = await context.newPage();
  await signInAs(page, 'admin', 'pl');
  const menu = page.getByRole('navigation', { name: 'Menu główne' }).filter({ visible: true });
  await expect(menu).toHaveCount(1);
  for (const name of [
    'Wszystkie profile firm',
    'Wszyscy nowi użytkownicy',
    'Aktywność',
    'Raporty Premium',
    'Płatności',
    'Leady',
    'Zgody',
    'Dodaj firmę',
  ]) {
    await expect(menu.getByRole('link', { name })).toBeVisible();
  }
  await expect(page.getByRole('button', { name: 'Otwórz menu' })).toBeHidden();
  // The manager-email column shows whole addresses.
  const emails = page.locator('li[data-company-id] p').filter({ hasText: '@' });
  await expect(emails.first()).toBeVisible();
  for (const cell of await emails.all()) {
    expect(await cell.evaluate((el) => el.scrollWidth <= el.clientWidth), (await cell.textContent()) ?? '').toBe(true);
  }
  await context.close();
});

for (const [locale, zone, w] of [
  [
    'en',
    { id: 'America/New_York', name: 'Eastern Time', weekdays: /Monday|Tuesday|Wednesday|Thursday|Friday/ },
    { name: 'Your name', email: 'E-mail address', topic: 'Topic', other: 'Something else', message: 'Message' },
  ],
  [
    'pl',
    {
      id: 'Europe/Warsaw',
      name: 'czas środkowoeuropejski',
      weekdays: /poniedziałek|wtorek|środa|czwartek|piątek/,
    },
    { name: 'Imię i nazwisko', email: 'Adres e-mail', topic: 'Temat', other: 'Inna sprawa', message: 'Wiadomość' },
  ],
] as const) {
  test.describe(() => {
    test.use({ timezoneId: zone.id });
    test(`${locale}: the support form knows a signed-in user and promises a working-hours answer on the reader’s clock`, async ({
      page,
      context,
    }) => {
      await acceptNecessaryCookies(context);
      await signIn(page, 'client', locale);
      await page.goto(`/${locale}/account-settings/support`);
      await expect(page.getByLabel(w.name)).toHaveValue('Katarzyna Lewandowska');
      await expect(page.getByLabel(w.email, { exact: true })).toHaveValue('client@tendero.test');
      await page.getByLabel(w.topic).selectOption({ label: w.other });
      await page.getByLabel(w.message).fill('How do I export my inquiries to a spreadsheet?');
      await page.locator('form button[type="submit"]').click();
      const status = page.getByRole('status').filter({ hasText: /\d{4}-\d{2}-\d{2}/ });
      await expect(status).toBeVisible();
      // A weekday, the date and time without seconds, and whose clock it is, in the page's language.
      const promise = /(\p{L}+), (\d{4}-\d{2}-\d{2}) (\d{2}):(\d{2}) \(([^)]+)\)\.$/u;
      await expect(status).toHaveText(promise);
      const [, weekday, , hour, minute, zoneName] = ((await status.textContent()) ?? '').match(promise) ?? [];
      expect(weekday).toMatch(zone.weekdays);
      expect(zoneName).toBe(zone.name);
      if (zone.id === 'Europe/Warsaw') {
        // Support's working hours, Monday to Friday 10:00–16:00 Warsaw time.
        expect(`${hour}:${minute}` >= '10:00' && `${hour}:${minute}` <= '16:00').toBe(true);
      }
    });
  });
}

for (const [locale, w] of [
  [
    'en',
    {
      register: 'Register',
      first: 'First name',
      last: 'Last name',
      email: 'E-mail address',
      phone: 'Phone number',
      username: 'Username',
      password: 'Password',
      repeat: 'Repeat password',
      create: 'Create account',
      taken: 'An account with the given email address already exists',
      failed: 'An error occurred, please try again later',
    },
  ],
  [
    'pl',
    {
      register: 'Rejestracja',
      first: 'Imię',
      last: 'Nazwisko',
      email: 'Adres e-mail',
      phone: 'Numer telefonu',
      username: 'Nazwa użytkownika',
      password: 'Hasło',
      repeat: 'Powtórz hasło',
      create: 'Załóż konto',
      taken: 'Konto z podanym adresem e-mail już istnieje',
      failed: 'Wystąpił błąd, spróbuj ponownie później',
    },
  ],
] as const) {
  test(`${locale}: on a phone a server error shows once and its toast leaves the register button free`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: phone });
    await acceptNecessaryCookies(context);
    const page = await context.newPage();
    await page.goto(`/${locale}/login?tab=register`);
    await page.getByLabel(w.first).fill('Ewa');
    await page.getByLabel(w.last).fill('Nowicka');
    await page.getByLabel(w.email).fill('client@tendero.test');
    if (locale === 'en') {
      // The English form has no phone country yet: pick Poland.
      await page.getByRole('button', { name: /Country/ }).click();
      await page.getByRole('searchbox').fill('poland');
      await page.getByRole('option', { name: /Poland/ }).click();
    }
    await page.getByLabel(w.phone, { exact: true }).fill('501 234 567');
    await page.getByLabel(w.username).fill(`e2e_once_${Date.now()}`);
    await page.getByLabel(w.password, { exact: true }).fill('Dobre!Haslo1');
    await page.getByLabel(w.repeat).fill('Dobre!Haslo1');
    await page.getByRole('checkbox').check();
    const create = page.getByRole('button', { name: w.create });
    await create.click();
    await expect(page.getByText(w.taken).first()).toBeVisible();
    await settle(page);
    await expect(page.getByText(w.taken)).toHaveCount(1);

    // A failure only a toast can report: it comes in at the top, the button stays free to tap.
    await page.route('**/api/auth/sign-up', (route) =>
      route.fulfill({ status: 500, json: { code: 'INTERNAL_ERROR', message: w.failed } }),
    );
    await page.getByLabel(w.email).fill(`e2e.once.${Date.now()}@firma.pl`);
    await create.click();
    const toast = page.locator('[data-sonner-toast]').filter({ hasText: w.failed });
    await expect(toast).toBeVisible();
    await create.scrollIntoViewIfNeeded();
    await settle(page);
    const toastBox = await toast.boundingBox();
    const buttonBox = await create.boundingBox();
    expect(toastBox && buttonBox).toBeTruthy();
    if (!toastBox || !buttonBox) return;
    expect(toastBox.y + toastBox.height / 2).toBeLessThan(phone.height / 2);
    const overlap =
      toastBox.x < buttonBox.x + buttonBox.width &&
      buttonBox.x < toastBox.x + toastBox.width &&
      toastBox.y < buttonBox.y + buttonBox.height &&
      buttonBox.y < toastBox.y + toastBox.height;
    expect(overlap).toBe(false);
    await context.close();
  });
}

for (const [locale, w] of [
  [
    'en',
    {
      compare: 'Compare',
      bar: 'Companies to compare',
      earlier: '2 of them from an earlier search',
      keep: 'Keep only this search',
    },
  ],
  [
    'pl',
    {
      compare: 'Porównaj',
      bar: 'Firmy do porównania',
      earlier: '2 z wcześniejszego wyszukiwania',
      keep: 'Zostaw tylko to wyszukiwanie',
    },
  ],
] as const) {
  test(`${locale}: the compare bar says which picks come from an earlier search`, async ({ page, context }) => {
    await acceptNecessaryCookies(context);
    await page.goto(`/${locale}/marketplace/search/all`);
    const boxes = page.getByRole('checkbox', { name: new RegExp(`^${w.compare}`) });
    await boxes.nth(0).check();
    await boxes.nth(1).check();
    const bar = page.getByRole('region', { name: w.bar });
    await expect(bar).toBeVisible();
    await expect(bar).not.toContainText(w.earlier);

    await page.goto(`/${locale}/marketplace/search/all?q=ksiegowosc&city=krakow`);
    await expect(bar).toContainText(w.earlier);
    // The last result card can be reached: focusing its last button leaves it clear of the bar.
    const last = page.locator('ol > li').last().getByRole('button').last();
    await last.focus();
    await settle(page);
    const hit = await last.evaluate((el) => {
      const box = el.getBoundingClientRect();
      return el.contains(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2));
    });
    expect(hit).toBe(true);
    await bar.getByRole('button', { name: w.keep }).click();
    await expect(bar).toBeHidden();
  });
}

test('team sizes read "1 person" / "1 osoba", never "1 people"', async ({ page, context }) => {
  await acceptNecessaryCookies(context);
  await signIn(page, 'manager');
  await page.goto('/en/manager/profile');
  await expect(page.locator('#company-teamSize option[value="1"]')).toHaveText('1 person');
  await expect(page.locator('#company-teamSize option[value="2-9"]')).toHaveText('2–9 people');
  await page.goto('/pl/manager/profile');
  await expect(page.locator('#company-teamSize option[value="1"]')).toHaveText('1 osoba');
  await expect(page.locator('#company-teamSize option[value="2-9"]')).toHaveText('2–9 osób');
});

test('the dev mailbox has a favicon', async ({ request }) => {
  const html = await (await request.get('/dev/mailbox?locale=pl')).text();
  const href = /<link rel="icon" href="([^"]+)"/.exec(html)?.[1];
  expect(href).toBeTruthy();
  const icon = await request.get(href ?? '/favicon.ico');
  expect(icon.status()).toBe(200);
  expect(icon.headers()['content-type']).toContain('image/svg+xml');
});
