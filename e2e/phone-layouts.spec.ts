import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';
// The contracts' own tables (Playwright compiles our sources, not a workspace package's entry).
import { type MenuItem, menus, type Viewer } from '../packages/contracts/src/routing/menus';
import { pathOf } from '../packages/contracts/src/routing/route-table';
import { acceptNecessaryCookies, signIn, waitForLivePage } from './helpers';
import { journeyLocales } from './locales';

/** Issue 34: admin and provider pages at phone width, the admin menu on a desktop, the chat on a phone. */

const phone = { width: 390, height: 844 };
// Polish: its longer words are the harder case at 390 px (E2E_EVERY_LANGUAGE=1 adds English).
const locales = journeyLocales('pl');

async function phonePage(browser: Browser, login: string, locale: 'en' | 'pl') {
  const context = await browser.newContext({ viewport: phone });
  await acceptNecessaryCookies(context);
  const page = await context.newPage();
  await signIn(page, login, locale);
  return { context, page };
}

/** Whether the element lies wholly inside the window, left to right. */
async function inWindowWidth(locator: Locator): Promise<boolean> {
  const box = await locator.boundingBox();
  return box !== null && box.x >= 0 && box.x + box.width <= phone.width;
}

/**
 * Whether the element's middle is what a tap there reaches (nothing covers or clips it): after scrolling
 * the page to it, or (`asShown`) on the screen as it is, no scroll box scrolled first.
 */
async function tappable(locator: Locator, asShown = false): Promise<boolean> {
  if (!asShown) await locator.scrollIntoViewIfNeeded();
  return locator.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const x = box.x + box.width / 2;
    const y = box.y + box.height / 2;
    if (x < 0 || y < 0 || x > innerWidth || y > innerHeight) return false;
    return el.contains(document.elementFromPoint(x, y));
  });
}

/** How many lines a piece of text takes (an e-mail address broken a few letters a line takes many). */
function lineCount(locator: Locator): Promise<number> {
  return locator.evaluate((el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
  });
}

// Every page of each menu, and the pages a menu page leads to that a provider uses every day.
const providerExtras = ['/newsletter/new'];
const viewers: { viewer: Viewer; login: string; extras: string[] }[] = [
  { viewer: 'ADMIN', login: 'admin', extras: [] },
  { viewer: 'MANAGER', login: 'manager', extras: [...providerExtras, '/manager/payments'] },
  { viewer: 'SALES_REP', login: 'rep', extras: providerExtras },
];
const pathOfItem = (item: MenuItem) => pathOf(item.routeId);

for (const { viewer, login, extras } of viewers) {
  for (const locale of locales) {
    test(`${locale}: at 390 px no page of the ${viewer} menu is wider than the phone`, async ({ browser }) => {
      test.setTimeout(120_000);
      const { context, page } = await phonePage(browser, login, locale);
      const paths = [...new Set([...menus[viewer].map(pathOfItem), ...extras])];
      const wide: string[] = [];
      for (const path of paths) {
        await page.goto(`/${locale}${path}`);
        await waitForLivePage(page);
        await page.evaluate(() => document.fonts.ready);
        const [scrollWidth, innerWidth] = await page.evaluate(() => [
          document.documentElement.scrollWidth,
          window.innerWidth,
        ]);
        if (scrollWidth > innerWidth) wide.push(`/${locale}${path} is ${scrollWidth} px wide`);
      }
      expect(wide).toEqual([]);
      await context.close();
    });
  }
}

for (const [locale, w] of [
  ['en', { block: /^Block /, remove: /^Delete /, email: 'E-mail' }],
  ['pl', { block: /^Zablokuj: /, remove: /^Usuń: /, email: 'E-mail' }],
] as const) {
  test(`${locale}: at 390 px each account is a card with its whole e-mail and its Block and Delete in reach`, async ({
    browser,
  }) => {
    const { context, page } = await phonePage(browser, 'admin', locale);
    await page.goto(`/${locale}/admin/users?q=rep-athens-conference`);
    const card = page.locator('[data-user-id]').first();
    await expect(card).toBeVisible();
    const email = card.getByText('rep-athens-conference@demo.tendero.test', { exact: true });
    await expect(email).toBeVisible();
    expect(await lineCount(email)).toBeLessThanOrEqual(2);
    expect(await inWindowWidth(email)).toBe(true);
    // Its label says what it is, as the column header does on a wide screen.
    await expect(card.getByText(w.email, { exact: true })).toBeVisible();
    for (const name of [w.block, w.remove]) {
      const button = card.getByRole('button', { name });
      expect(await inWindowWidth(button), String(name)).toBe(true);
      expect(await tappable(button), String(name)).toBe(true);
    }
    await context.close();
  });
}

test('at 390 px a rep reads whole e-mail addresses in the contacts and in a newsletter’s recipients', async ({
  browser,
}) => {
  const { context, page } = await phonePage(browser, 'rep', 'en');
  for (const path of ['/en/contacts', '/en/newsletter/new']) {
    await page.goto(path);
    const emails = page.getByText(/^[\w.+-]+@[\w.-]+$/);
    await expect(emails.first()).toBeVisible();
    for (const email of await emails.all()) {
      const text = (await email.textContent()) ?? '';
      expect(await lineCount(email), `${path}: ${text}`).toBeLessThanOrEqual(2);
      expect(await inWindowWidth(email), `${path}: ${text}`).toBe(true);
    }
  }
  await context.close();
});

for (const width of [1024, 1366]) {
  for (const [locale, name] of [
    ['en', 'Main menu'],
    ['pl', 'Menu główne'],
  ] as const) {
    test(`${locale}: at ${width} px every admin menu item is on show, none behind the menu button or cut`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ viewport: { width, height: 800 } });
      await acceptNecessaryCookies(context);
      const page = await context.newPage();
      await signIn(page, 'admin', locale);
      await page.goto(`/${locale}/admin/users`);
      const nav = page.getByRole('navigation', { name }).filter({ visible: true });
      await expect(nav).toHaveCount(1);
      await expect(nav.getByRole('link')).toHaveCount(menus.ADMIN.length);
      const frame = await nav.boundingBox();
      expect(frame).not.toBeNull();
      for (const link of await nav.getByRole('link').all()) {
        const box = await link.boundingBox();
        const label = (await link.textContent()) ?? '';
        expect(box, label).not.toBeNull();
        if (!box || !frame) continue;
        expect(box.x, label).toBeGreaterThanOrEqual(frame.x);
        expect(box.x + box.width, label).toBeLessThanOrEqual(Math.min(frame.x + frame.width, width));
      }
      await expect(page.getByRole('button', { name: locale === 'en' ? 'Open menu' : 'Otwórz menu' })).toBeHidden();
      await context.close();
    });
  }
}

/** Lets the page talk to the chat server until `lose()`: then every socket closes and none can open again. */
async function chatServerSwitch(page: Page) {
  let lost = false;
  const open: { close: () => Promise<void> }[] = [];
  await page.routeWebSocket(/\/socket\.io\//, async (socket) => {
    if (lost) return socket.close();
    socket.connectToServer();
    open.push(socket);
  });
  await page.route(/\/socket\.io\//, (route) => (lost ? route.abort('internetdisconnected') : route.fallback()));
  return {
    lose: async () => {
      // Once the socket has moved to its WebSocket: a long poll already under way would keep it alive.
      await expect.poll(() => open.length).toBeGreaterThan(0);
      lost = true;
      await Promise.all(open.map((socket) => socket.close()));
    },
  };
}

/** Opens (or reopens) the client's conversation with the rep of `company`, from the rep's public profile. */
async function openChatWithRep(page: Page, locale: 'en' | 'pl', company: string, start: string) {
  const search = await (await page.request.get(`/api/companies/search?q=${encodeURIComponent(company)}`)).json();
  const found = search.items.find((item: { name: string }) => item.name.startsWith(company));
  expect(found?.contactRepId).toBeTruthy();
  await page.goto(`/${locale}/sales/profile/${found.contactRepId}`);
  await page.getByRole('button', { name: start }).click();
  await page.waitForURL(new RegExp(`/${locale}/chat/[0-9a-f-]{36}$`));
  return found.contactRepId as string;
}

for (const [locale, w] of [
  [
    'en',
    {
      client: 'client-1',
      company: 'Athens Conference',
      start: 'Start chat',
      history: /^Messages with /,
      offline: 'Offline. Reconnecting…',
    },
  ],
  [
    'pl',
    {
      client: 'client-2',
      company: 'Adriatic Events',
      start: 'Rozpocznij czat',
      history: /^Wiadomości z: /,
      offline: 'Brak połączenia. Łączymy ponownie…',
    },
  ],
] as const) {
  test(`${locale}: at 390 px an open conversation says the connection is lost while the server is away`, async ({
    browser,
  }) => {
    const { context, page } = await phonePage(browser, w.client, locale);
    const server = await chatServerSwitch(page);
    await openChatWithRep(page, locale, w.company, w.start);
    const line = page.getByRole('status').filter({ hasText: w.offline });
    await expect(page.getByRole('list', { name: w.history })).toBeVisible();
    await expect(line).toBeHidden();
    await server.lose();
    await expect(line).toBeVisible();
    await expect(line).toBeInViewport();
    await context.close();
  });
}

for (const [locale, w] of [
  [
    'en',
    {
      client: 'client-1',
      rep: 'rep-athens-conference',
      company: 'Athens Conference',
      start: 'Start chat',
      answers: ['Accept', 'Decline'],
      organizer: ['Change', 'Cancel meeting'],
    },
  ],
  [
    'pl',
    {
      client: 'client-2',
      rep: 'rep-adriatic-events',
      company: 'Adriatic Events',
      start: 'Rozpocznij czat',
      answers: ['Akceptuj', 'Odrzuć'],
      organizer: ['Zmień', 'Odwołaj spotkanie'],
    },
  ],
] as const) {
  test(`${locale}: at 390 px a meeting card in the chat shows its buttons whole, to both sides`, async ({
    browser,
  }) => {
    test.setTimeout(90_000);
    const { context, page } = await phonePage(browser, w.client, locale);
    const repId = await openChatWithRep(page, locale, w.company, w.start);
    const room = page.url();
    const clientId = (await (await page.request.get('/api/auth/session')).json()).userId as string;

    // The rep proposes a meeting with a place and an agenda: the tallest card there is.
    const rep = await phonePage(browser, w.rep, locale);
    const repSession = await (await rep.page.request.get('/api/auth/session')).json();
    expect(repSession.userId).toBe(repId);
    const proposed = await rep.page.request.post('/api/meetings', {
      data: {
        attendee: { userId: clientId },
        plan: {
          date: '2031-03-14',
          time: '10:30',
          durationMinutes: 60,
          timeZone: 'Europe/Warsaw',
          location: 'ul. Krupówki 12, 34-500 Zakopane, sala konferencyjna na pierwszym piętrze',
          agenda: 'The programme for the spring incentive trip: transport, hotels, the gala dinner and the budget.',
        },
      },
    });
    expect(proposed.status(), await proposed.text()).toBe(201);

    // As the conversation opens, the buttons are on screen whole: no box to scroll to find them.
    await page.goto(room);
    const card = page.getByTestId('meeting-card').filter({ hasText: '2031' }).first();
    await expect(card).toBeVisible();
    for (const name of w.answers) {
      const button = card.getByRole('button', { name, exact: true });
      await expect(button).toBeVisible();
      expect(await inWindowWidth(button), name).toBe(true);
      expect(await tappable(button, true), name).toBe(true);
    }
    await rep.page.goto(room);
    const own = rep.page.getByTestId('meeting-card').filter({ hasText: '2031' }).first();
    await expect(own).toBeVisible();
    for (const name of w.organizer) {
      const button = own.getByRole('button', { name, exact: true });
      await expect(button).toBeVisible();
      expect(await inWindowWidth(button), name).toBe(true);
      expect(await tappable(button, true), name).toBe(true);
    }
    await rep.context.close();
    await context.close();
  });
}
