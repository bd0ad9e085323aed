import { runDueJobs } from '@tendero/domain';
import {
  createPush,
  listPushSubscriptionsOf,
  type NoticeRecipient,
  notify,
  sendPushJob,
} from '@tendero/domain/notifications';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { domainContext } from '../../capabilities';
import { PushStandIn } from '../../test/push-stand-in';
import { buildTestApp, signedInUser, testAppPerFile, testConfig } from '../../test/test-app';

/**
 * Issue 40's Web Push: the VAPID key, a person's own devices, and notices sent through a push service
 * stand-in that checks the VAPID JWT and DECRYPTS each body per RFC 8291 itself.
 */
const vapid = webpush.generateVAPIDKeys();
const settings = {
  VAPID_PUBLIC_KEY: vapid.publicKey,
  VAPID_PRIVATE_KEY: vapid.privateKey,
  VAPID_SUBJECT: 'mailto:push@tendero.test',
  PUBLIC_URL: 'https://tendero.test',
};
const env = testAppPerFile(settings);
const config = testConfig(settings);
const standIn = new PushStandIn();

beforeAll(async () => {
  await standIn.listen();
});
afterAll(async () => {
  await standIn.close();
});

type Person = Awaited<ReturnType<typeof signedInUser>>;

async function subscribe(person: Person, subscription = standIn.subscribe()) {
  const response = await env.app.inject({
    method: 'POST',
    url: '/api/me/push-subscriptions',
    headers: {
      ...person.auth,
      'user-agent':
        'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
    },
    payload: subscription,
  });
  expect(response.statusCode, response.body).toBe(201);
  return { subscription, device: response.json() as { id: string; device: string | null } };
}

const recipientOf = (person: Person): NoticeRecipient => ({
  id: person.user.id,
  email: person.user.email,
  locale: person.user.locale ?? null,
  deletedAt: null,
  mailingUnsubscribedAt: null,
});

/** A new-message notice in each person's language, as a sender would write it. */
async function notifyMessage(people: Person[]) {
  const ctx = domainContext(config, env.database);
  return notify(ctx.db, ctx, people.map(recipientOf), {
    kind: 'messages',
    push: (locale) => ({
      title: locale === 'pl' ? 'Nowa wiadomość od Anny' : 'New message from Anna',
      body: locale === 'pl' ? 'Dzień dobry, czy oferta jest aktualna?' : 'Hello, is the offer still valid?',
      path: `/${locale}/chat/c1`,
      tag: 'chat-c1',
    }),
  });
}

async function runPushJobs(pushSettings = config.push) {
  const ctx = domainContext(config, env.database);
  return runDueJobs(env.database.db, ctx.clock, {
    [sendPushJob]: createPush(ctx, pushSettings, { agent: standIn.agent() }).sendHandler,
  });
}

describe('push devices API', () => {
  it('answers the VAPID public key to anyone', async () => {
    const response = await env.app.inject({ url: '/api/push/key' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ available: true, publicKey: vapid.publicKey });
  });

  it('keeps a signed-in person’s devices, named from the user agent, and removes only their own', async () => {
    const owner = await signedInUser(env.app, env.accounts);
    const other = await signedInUser(env.app, env.accounts);
    const anonymous = await env.app.inject({
      method: 'POST',
      url: '/api/me/push-subscriptions',
      payload: standIn.subscribe(),
    });
    expect(anonymous.statusCode).toBe(401);

    const { device } = await subscribe(owner);
    expect(device.device).toBe('Chrome 131 on Android 14');
    const listed = await env.app.inject({ url: '/api/me/push-subscriptions', headers: owner.auth });
    expect(listed.json().items.map((item: { id: string }) => item.id)).toEqual([device.id]);
    expect(JSON.stringify(listed.json())).not.toContain('p256dh');
    const othersList = await env.app.inject({ url: '/api/me/push-subscriptions', headers: other.auth });
    expect(othersList.json().items).toEqual([]);

    const byOther = await env.app.inject({
      method: 'DELETE',
      url: `/api/me/push-subscriptions/${device.id}`,
      headers: other.auth,
    });
    expect(byOther.statusCode).toBe(404);
    const byOwner = await env.app.inject({
      method: 'DELETE',
      url: `/api/me/push-subscriptions/${device.id}`,
      headers: owner.auth,
    });
    expect(byOwner.statusCode).toBe(204);
    expect(await listPushSubscriptionsOf(env.database.db, owner.user.id)).toEqual([]);
  });

  it('refuses keys that are not a P-256 point and a 16-byte secret, and a non-https push service', async () => {
    const person = await signedInUser(env.app, env.accounts);
    const good = standIn.subscribe();
    for (const payload of [
      { ...good, keys: { ...good.keys, auth: Buffer.alloc(8).toString('base64url') } },
      { ...good, keys: { ...good.keys, p256dh: Buffer.alloc(33, 2).toString('base64url') } },
      { ...good, endpoint: 'http://push.example.com/x' },
    ]) {
      const response = await env.app.inject({
        method: 'POST',
        url: '/api/me/push-subscriptions',
        headers: person.auth,
        payload,
      });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
  });

  it('moves a browser to the person who subscribed it last (two people, one browser)', async () => {
    const first = await signedInUser(env.app, env.accounts);
    const second = await signedInUser(env.app, env.accounts);
    const { subscription } = await subscribe(first);
    await subscribe(second, subscription);
    expect(await listPushSubscriptionsOf(env.database.db, first.user.id)).toEqual([]);
    expect((await listPushSubscriptionsOf(env.database.db, second.user.id)).map((row) => row.endpoint)).toEqual([
      subscription.endpoint,
    ]);
  });
});

describe('sending a notice by push', () => {
  it('reaches every device of each person, encrypted per RFC 8291, in their language, with the page to open', async () => {
    const polish = await signedInUser(env.app, env.accounts, { locale: 'pl' });
    const english = await signedInUser(env.app, env.accounts, { locale: 'en' });
    const phone = await subscribe(polish);
    const laptop = await subscribe(polish);
    const english1 = await subscribe(english);
    const queued = await notifyMessage([polish, english]);
    expect(queued.pushes).toBe(2);
    await runPushJobs();

    for (const { subscription } of [phone, laptop]) {
      const [push, ...more] = standIn.receivedBy(subscription.id);
      expect(more).toEqual([]);
      expect(push?.payload).toEqual({
        title: 'Nowa wiadomość od Anny',
        body: 'Dzień dobry, czy oferta jest aktualna?',
        url: 'https://tendero.test/pl/chat/c1',
        tag: 'chat-c1',
      });
      expect(push?.vapidKey).toBe(vapid.publicKey);
      expect(push?.claims.sub).toBe('mailto:push@tendero.test');
      expect(push?.urgency).toBe('high');
      expect(push?.ttl).toBeGreaterThan(0);
    }
    expect(standIn.receivedBy(english1.subscription.id).map((push) => push.payload)).toEqual([
      {
        title: 'New message from Anna',
        body: 'Hello, is the offer still valid?',
        url: 'https://tendero.test/en/chat/c1',
        tag: 'chat-c1',
      },
    ]);
    const rows = await listPushSubscriptionsOf(env.database.db, polish.user.id);
    expect(rows.every((row) => row.lastSentAt instanceof Date)).toBe(true);
    expect(standIn.refused).toEqual([]);
  });

  it('queues no push for a person without a device, nor for one who switched push off for the kind', async () => {
    const noDevice = await signedInUser(env.app, env.accounts);
    const switchedOff = await signedInUser(env.app, env.accounts);
    await subscribe(switchedOff);
    const { savePreferences } = await import('@tendero/domain/notifications');
    await savePreferences(env.database.db, switchedOff.user.id, { messages: { email: true, push: false } }, new Date());
    expect((await notifyMessage([noDevice, switchedOff])).pushes).toBe(0);
  });

  it('removes a subscription the push service says is gone (410) and keeps the person’s others', async () => {
    const person = await signedInUser(env.app, env.accounts);
    const gone = await subscribe(person);
    const kept = await subscribe(person);
    standIn.markGone(gone.subscription.id);
    await notifyMessage([person]);
    await runPushJobs();
    const rows = await listPushSubscriptionsOf(env.database.db, person.user.id);
    expect(rows.map((row) => row.id)).toEqual([kept.device.id]);
    expect(standIn.receivedBy(kept.subscription.id)).toHaveLength(1);
    expect(standIn.receivedBy(gone.subscription.id)).toHaveLength(0);
  });

  it('sends nothing without VAPID keys: the job is dropped', async () => {
    const person = await signedInUser(env.app, env.accounts);
    const { subscription } = await subscribe(person);
    await notifyMessage([person]);
    await runPushJobs(null);
    await runPushJobs();
    expect(standIn.receivedBy(subscription.id)).toEqual([]);
  });
});

describe('without VAPID keys', () => {
  it('says push is not available and refuses subscriptions', async () => {
    const app = await buildTestApp({
      database: env.database,
      config: testConfig({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' }),
    });
    try {
      expect((await app.inject({ url: '/api/push/key' })).json()).toEqual({ available: false });
      const person = await signedInUser(app, env.accounts);
      const response = await app.inject({
        method: 'POST',
        url: '/api/me/push-subscriptions',
        headers: person.auth,
        payload: standIn.subscribe(),
      });
      expect(response.statusCode).toBe(503);
      expect(response.json().reason).toBe('PUSH_NOT_CONFIGURED');
    } finally {
      await app.close();
    }
  });
});
