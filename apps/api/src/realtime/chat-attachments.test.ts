import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { domainContext } from '../capabilities';
import { base, config, database, people, roomBetween, send, socketOf } from './chat-gateway.fixture';

describe('attachments', () => {
  it('takes an image up to 10,000,000 bytes, served only to participants; refuses oversize and disguised files', async () => {
    const roomId = await roomBetween(people.client, people.repX);
    const socket = await socketOf(people.client);
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#0f766e' } })
      .png()
      .toBuffer();
    const sent = await send(socket, {
      roomId,
      messageText: '',
      receiverId: people.repX.user.id,
      clientMessageId: randomUUID(),
      fileMimeType: 'image/png',
      fileBuffer: png,
      fileName: 'plan.png',
    });
    expect(sent).toMatchObject({ ok: true, message: { attachment: { mimeType: 'image/png' } } });
    const url = (sent.message as { attachment: { url: string } }).attachment.url;
    const asRep = await fetch(`${base}${url}`, { headers: { authorization: `Bearer ${people.repX.token}` } });
    expect(asRep.status).toBe(200);
    expect(asRep.headers.get('content-type')).toBe('image/png');
    for (const outsider of [people.managerX, people.repY]) {
      const denied = await fetch(`${base}${url}`, { headers: { authorization: `Bearer ${outsider.token}` } });
      expect(denied.status).toBe(404);
    }
    expect((await fetch(`${base}${url}`)).status).toBe(401);
    expect((await fetch(`${base}/files/chat/${roomId}/x`)).status).toBe(404);

    const oversize = Buffer.concat([png, Buffer.alloc(10_000_001 - png.length)]);
    const big = await send(socket, {
      roomId,
      messageText: '',
      receiverId: people.repX.user.id,
      clientMessageId: randomUUID(),
      fileMimeType: 'image/png',
      fileBuffer: oversize,
    });
    expect(big).toMatchObject({ ok: false, code: 'FILE_TOO_LARGE', message: 'The attachment is too large' });
    const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(2000, 0x90)]);
    const disguised = await send(socket, {
      roomId,
      messageText: 'holiday.png',
      receiverId: people.repX.user.id,
      clientMessageId: randomUUID(),
      fileMimeType: 'image/png',
      fileBuffer: exe,
      fileName: 'holiday.png',
    });
    expect(disguised).toMatchObject({ ok: false, message: 'Send images, PDF or office documents only' });
  });
});

describe('offline e-mail', () => {
  it('e-mails a receiver who has not read a message 15 minutes on and is not connected, at most once an hour', async () => {
    const { createChatOfflineMailHandler } = await import('@tendero/domain/chat');
    const { listMailbox } = await import('@tendero/domain/notifications');
    const roomId = await roomBetween(people.client2, people.repX2);
    const socket = await socketOf(people.repX2);
    const message = (text: string) =>
      send(socket, { roomId, messageText: text, receiverId: people.client2.user.id, clientMessageId: randomUUID() });
    await message('Are you free for a call on Friday?');
    await message('Or Monday?');
    let online = true;
    let minutes = 0;
    const clock = { now: () => new Date(Date.now() + minutes * 60_000) };
    const scan = createChatOfflineMailHandler(domainContext(config, database, clock), {
      isOnline: async () => online,
      reschedule: false,
    });
    const mails = async () =>
      (await listMailbox(database.db, 500)).filter(
        (mail) => mail.to === people.client2.user.email && mail.subject.includes('sent you a message'),
      );
    minutes = 5;
    await scan({}, {} as never);
    expect(await mails()).toHaveLength(0); // not 15 minutes yet
    minutes = 16;
    await scan({}, {} as never);
    expect(await mails()).toHaveLength(0); // connected: looked at again later
    online = false;
    minutes = 32;
    await scan({}, {} as never);
    await scan({}, {} as never);
    const sent = await mails();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.text).toContain('Or Monday?');
    expect(sent[0]?.text).toContain(`/chat/${roomId}`);
    await message('Tuesday works too.');
    minutes = 50;
    await scan({}, {} as never);
    expect(await mails()).toHaveLength(1); // within the hour of the last e-mail
  });
});
