import { deflateSync } from 'node:zlib';
import { expect, type Page, test } from '@playwright/test';
import { acceptNecessaryCookies, signIn } from './helpers';
import { journeyLocales } from './locales';

/** Both journeys use the same two demo accounts (one conversation), so they run one after the other. */
test.describe.configure({ mode: 'serial' });

const words = {
  en: {
    start: 'Start chat',
    message: 'Message',
    send: 'Send',
    attach: 'Attach a file',
    sent: 'Sent',
    read: 'Read',
    image: 'Image sent in the chat: dot.png',
    conversations: 'Conversations',
    history: /^Messages with /,
  },
  pl: {
    start: 'Rozpocznij czat',
    message: 'Wiadomość',
    send: 'Wyślij',
    attach: 'Dołącz plik',
    sent: 'Wysłano',
    read: 'Przeczytano',
    image: 'Zdjęcie wysłane na czacie: dot.png',
    conversations: 'Rozmowy',
    history: /^Wiadomości z: /,
  },
} as const;

/** A valid PNG (by default a 4×4 teal square), made here so the test carries no binary file. */
function makePng(size = 4): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc32 = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = (crcTable[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // truecolour
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: size }, () => [10, 103, 96]).flat())]);
  const pixels = Buffer.concat(Array.from({ length: size }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function send(page: Page, w: { message: string; send: string }, text: string) {
  await page.getByRole('textbox', { name: w.message }).fill(text);
  await page.getByRole('button', { name: w.send, exact: true }).click();
}

for (const locale of journeyLocales('en')) {
  test(`${locale}: a client starts a chat from a rep's profile, both talk live, an image, unread and read receipts, history after reload`, async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const w = words[locale];
    const stamp = `${locale}-${Date.now()}`;

    const clientContext = await browser.newContext();
    const repContext = await browser.newContext();
    await acceptNecessaryCookies(clientContext);
    await acceptNecessaryCookies(repContext);
    const client = await clientContext.newPage();
    const rep = await repContext.newPage();
    await signIn(client, 'client', locale);
    await signIn(rep, 'rep', locale);

    // The demo rep's public profile, found through the marketplace search.
    const search = await (await client.request.get('/api/companies/search?q=Nordwind')).json();
    const nordwind = search.items.find((item: { name: string }) => item.name.startsWith('Nordwind'));
    expect(nordwind?.contactRepId).toBeTruthy();
    const repSession = await (await rep.request.get('/api/auth/session')).json();
    expect(nordwind.contactRepId).toBe(repSession.userId);

    // The rep waits on the conversation list.
    await rep.goto(`/${locale}/chat`);
    await expect(rep.getByRole('heading', { level: 1, name: w.conversations })).toBeVisible();

    // The client starts the chat and lands in the conversation.
    await client.goto(`/${locale}/sales/profile/${nordwind.contactRepId}`);
    await client.getByRole('button', { name: w.start }).click();
    await client.waitForURL(new RegExp(`/${locale}/chat/[0-9a-f-]{36}$`));
    const roomPath = new URL(client.url()).pathname;
    await expect(client.getByRole('heading', { level: 1 })).toContainText(/\S/);

    const hello = `Hello from the client ${stamp}`;
    await send(client, w, hello);
    await expect(client.getByRole('list', { name: w.history }).getByText(hello, { exact: true })).toBeVisible();
    await expect(client.getByTestId('chat-message-status').last()).toHaveText(w.sent);

    // The rep's list shows it live, with an unread count.
    const row = rep.getByRole('link', { name: new RegExp(stamp) });
    await expect(row).toBeVisible();
    await expect(row.getByTestId('chat-unread')).toHaveText(/^[1-9]/);
    await expect(rep.getByTestId('chat-unread-total')).toBeVisible();

    // Opening it marks it read: the count goes, the client sees "Read".
    await row.click();
    await rep.waitForURL((url) => url.pathname === roomPath);
    await expect(rep.getByRole('list', { name: w.history }).getByText(hello, { exact: true })).toBeVisible();
    await expect(rep.getByTestId('chat-unread-total')).toHaveCount(0);
    await expect(client.getByTestId('chat-message-status').last()).toHaveText(w.read);

    const reply = `Reply from the rep ${stamp}`;
    await send(rep, w, reply);
    await expect(client.getByRole('list', { name: w.history }).getByText(reply, { exact: true })).toBeVisible();
    // Both lists beside the conversation show the reply as the room's last message, live.
    for (const side of [client, rep]) {
      await expect(side.locator(`a[href="${roomPath}"]`)).toContainText(reply);
    }

    // An image: inline for both.
    await client
      .getByLabel(w.attach)
      .first()
      .setInputFiles({ name: 'dot.png', mimeType: 'image/png', buffer: makePng() });
    await client.getByRole('button', { name: w.send, exact: true }).click();
    const clientImage = client.getByRole('img', { name: w.image }).last();
    await expect(clientImage).toBeVisible();
    const repImage = rep.getByRole('img', { name: w.image }).last();
    await expect(repImage).toBeVisible();
    await expect.poll(() => repImage.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(4);
    await expect(client.locator('li[data-status="pending"]')).toHaveCount(0);

    // After a reload the history is there.
    await client.reload();
    await expect(client.getByRole('list', { name: w.history }).getByText(hello, { exact: true })).toBeVisible();
    await expect(client.getByRole('list', { name: w.history }).getByText(reply, { exact: true })).toBeVisible();
    await expect(client.getByRole('img', { name: w.image }).last()).toBeVisible();
    await expect
      .poll(() =>
        client
          .getByRole('img', { name: w.image })
          .last()
          .evaluate((img: HTMLImageElement) => img.naturalWidth),
      )
      .toBe(4);

    // The rep can also open the same conversation from the client's profile (SPEC §1: reps contact clients).
    const roomUrl = client.url();
    const me = await (await client.request.get('/api/auth/session')).json();
    await rep.goto(`/${locale}/client/profile/${me.userId}`);
    await rep.getByRole('button', { name: w.start }).click();
    await expect(rep).toHaveURL(new RegExp(`${roomUrl.slice(roomUrl.indexOf('/chat/'))}$`));

    await clientContext.close();
    await repContext.close();
  });
}

test('an arriving image holds its place while it loads, then the conversation follows it to the newest message', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const w = words.en;
  const stamp = `image-${Date.now()}`;
  const clientContext = await browser.newContext();
  const repContext = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  await acceptNecessaryCookies(clientContext);
  await acceptNecessaryCookies(repContext);
  const client = await clientContext.newPage();
  const rep = await repContext.newPage();
  await signIn(client, 'client');
  await signIn(rep, 'rep');

  const repSession = await (await rep.request.get('/api/auth/session')).json();
  await client.goto(`/en/sales/profile/${repSession.userId}`);
  await client.getByRole('button', { name: w.start }).click();
  await client.waitForURL(/\/en\/chat\/[0-9a-f-]{36}$/);
  const roomPath = new URL(client.url()).pathname;
  await rep.goto(roomPath);
  const history = rep.getByRole('list', { name: w.history });

  // Enough messages that the rep's conversation scrolls.
  for (let n = 0; n < 8; n++) await send(client, w, `Line ${n} of a long conversation ${stamp}\nwith a second line`);
  await expect(history.getByText(`Line 7 of a long conversation ${stamp}`, { exact: false })).toBeVisible();

  // The image's bytes are held back on the rep's side until the test lets them through.
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await rep.route('**/api/chat/attachments/**', async (route) => {
    await released;
    await route.continue();
  });
  await client
    .getByLabel(w.attach)
    .first()
    .setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: makePng(300) });
  await client.getByRole('button', { name: w.send, exact: true }).click();

  const atEnd = () =>
    history.evaluate((list: HTMLElement) => list.scrollHeight - list.scrollTop - list.clientHeight <= 2);
  // While it loads: a placeholder of a photo's size, scrolled into view (no empty bubble).
  const placeholder = history.getByRole('status').filter({ hasText: 'Loading the image…' });
  await expect(placeholder).toBeVisible();
  expect((await placeholder.boundingBox())?.height ?? 0).toBeGreaterThan(100);
  await expect.poll(atEnd).toBe(true);

  // Loaded: the picture itself, and the list still ends at it.
  release();
  const image = history.getByRole('img', { name: 'Image sent in the chat: photo.png' }).last();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(300);
  await expect(placeholder).toHaveCount(0);
  expect((await image.boundingBox())?.height ?? 0).toBeGreaterThan(200);
  await expect.poll(atEnd).toBe(true);
  await expect(image).toBeInViewport();

  await clientContext.close();
  await repContext.close();
});
