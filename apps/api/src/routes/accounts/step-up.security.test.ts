import type { DatabaseHandle } from '@tendero/db';
import { type Accounts, createAccounts, totpCode } from '@tendero/domain/accounts';
import { listMailbox } from '@tendero/domain/notifications';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { domainContext } from '../../capabilities';
import { buildTestApp, openTestDatabase, testConfig, testTotpSecret } from '../../test/test-app';

/**
 * Issue 37: guessing bounded per account whatever the number of addresses. Past the account's ceiling of
 * failed sign-ins an hour, an unfamiliar device or address gets no password check but an e-mailed step-up
 * code; a familiar one still signs in with the password. Passwords checked are counted by observing the
 * password hasher, as sign-in.security.test.ts does.
 */
let frozenAt = Date.now();
const clock = { now: () => new Date(frozenAt) };
const later = (ms: number) => {
  frozenAt += ms;
};

type Env = { app: FastifyInstance; accounts: Accounts };
let database: DatabaseHandle;
/** The default ceiling of 100, passwords checked by a counting stand-in for scrypt. */
const counted = {} as Env;
/** A ceiling of 6, to reach it in a few requests. */
const low = {} as Env;
const checked: string[] = [];

async function appWith(ceiling: number) {
  const config = testConfig({
    AUTH_RATE_LIMIT_PER_MINUTE: '100000',
    RATE_LIMIT_PER_MINUTE: '100000',
    ACCOUNT_FAILED_SIGN_INS_PER_HOUR: String(ceiling),
  });
  const accounts = createAccounts(domainContext(config, database, clock), {
    secret: config.sessionSecret,
    failedSignInsPerHour: ceiling,
    passwordHasher: {
      hash: async (password) => `plain:${password}`,
      verify: async ({ hash, password }) => {
        checked.push(password);
        return hash === `plain:${password}`;
      },
    },
  });
  const app = await buildTestApp({ database, config, accounts, clock });
  return { app, accounts };
}

beforeAll(async () => {
  database = await openTestDatabase();
  Object.assign(counted, await appWith(100));
  Object.assign(low, await appWith(6));
});
afterAll(async () => {
  for (const env of [counted, low]) await env.app?.close();
  await database?.close();
});

let next = 0;
async function account(env: Env, locale: 'en' | 'pl' = 'en') {
  next++;
  return env.accounts.createAccount({
    email: `stepup${next}@tendero.test`,
    password: 'Mocne!Haslo9',
    username: `stepup${next}`,
    firstName: 'Ola',
    lastName: 'Nowak',
    phone: null,
    role: 'CLIENT',
    status: 'ACTIVE',
    locale,
  });
}

const signIn = (env: Env, username: string, password: string, address: string, deviceId?: string) =>
  env.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in',
    remoteAddress: address,
    payload: { username, password },
    ...(deviceId ? { cookies: { deviceId } } : {}),
  });

const deviceCookieOf = (response: { cookies: { name: string; value: string; httpOnly?: boolean }[] }) =>
  response.cookies.find((cookie) => cookie.name === 'deviceId');

async function mailsTo(email: string) {
  return (await listMailbox(database.db, 1000)).filter((mail) => mail.to === email);
}

/** 'checked' (401: the password was checked), 'step-up' (200 with a challenge), 'delayed' (429), or the status. */
function outcome(response: { statusCode: number; json: () => { challenge?: unknown } }) {
  if (response.statusCode === 401) return 'checked';
  if (response.statusCode === 429) return 'delayed';
  if (response.statusCode === 200 && response.json().challenge) return 'step-up';
  return String(response.statusCode);
}

function tally(outcomes: string[]): Record<string, number> {
  const sum: Record<string, number> = {};
  for (const item of outcomes) sum[item] = (sum[item] ?? 0) + 1;
  return sum;
}

describe('the per-account bound, whatever the number of addresses', () => {
  it('checks at most 100 of 120 wrong passwords sent at once from 120 addresses', { timeout: 120_000 }, async () => {
    const user = await account(counted);
    checked.length = 0;
    const answers = await Promise.all(
      Array.from({ length: 120 }, (_, i) =>
        signIn(counted, user.username, `Wrong!Guess${i}`, `10.20.${Math.floor(i / 200)}.${i % 200}`),
      ),
    );
    const outcomes = tally(answers.map(outcome));
    console.log(`step-up: 120 parallel wrong passwords from 120 addresses: ${checked.length} checked`, outcomes);
    expect(checked.length).toBeLessThanOrEqual(100);
    expect(outcomes).toEqual({ checked: checked.length, 'step-up': 120 - checked.length });
    // One e-mail for the lot: the live code is reused for the attempts of the next few minutes.
    expect((await mailsTo(user.email)).length).toBe(1);
  });

  it('150 parallel from 15 addresses, then 120 from new ones: at most 100 checked in the hour', {
    timeout: 180_000,
  }, async () => {
    const user = await account(counted);
    checked.length = 0;
    const parallel = await Promise.all(
      Array.from({ length: 150 }, (_, i) => signIn(counted, user.username, `Wrong!Guess${i}`, `10.21.0.${i % 15}`)),
    );
    const first = checked.length;
    const sequential: string[] = [];
    for (let i = 0; i < 120; i++) {
      later(20_000);
      sequential.push(outcome(await signIn(counted, user.username, `Wrong!Again${i}`, `10.22.0.${i}`)));
    }
    console.log(
      `step-up: 150 parallel from 15 addresses: ${first} checked ${JSON.stringify(tally(parallel.map(outcome)))};` +
        ` then 120 from new addresses: ${checked.length - first} more ${JSON.stringify(tally(sequential))}`,
    );
    expect(first).toBe(15 * 3);
    expect(checked.length).toBeLessThanOrEqual(100);
    expect(sequential.slice(-20)).toEqual(Array(20).fill('step-up'));
  });
});

describe('the e-mailed step-up code', () => {
  it('signs in an unfamiliar device in place of the password, once, and makes it familiar', async () => {
    const user = await account(low, 'pl');
    for (let i = 0; i < 7; i++) await signIn(low, user.username, 'Wrong!Pass1', `10.30.0.${i}`);
    checked.length = 0;
    const attempt = await signIn(low, user.username, 'Mocne!Haslo9', '10.30.1.1');
    expect(checked).toEqual([]);
    const { challenge } = attempt.json();
    expect(challenge).toMatchObject({ kind: 'EMAIL_CODE', methods: ['email'] });
    const device = deviceCookieOf(attempt);
    expect(device).toMatchObject({ httpOnly: true, sameSite: 'Lax' });

    // In the person's language, the code in the body only.
    const [mail] = await mailsTo(user.email);
    expect(mail?.subject).toBe('Twój kod logowania do Tendero');
    const code = /^(\d{6})$/m.exec(mail?.text ?? '')?.[1] ?? '';
    expect(code).toMatch(/^\d{6}$/);
    expect(mail?.subject).not.toContain(code);

    const answer = (challengeId: string, value: string, address = '10.30.1.1') =>
      low.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email-code',
        remoteAddress: address,
        cookies: { deviceId: device?.value ?? '' },
        headers: { 'accept-language': 'pl' },
        payload: { challengeId, code: value },
      });
    const wrongCode = code === '000000' ? '000001' : '000000';
    const wrong = await answer(challenge.id, wrongCode);
    expect([wrong.statusCode, wrong.json().reason]).toEqual([400, 'CODE_INVALID']);
    const right = await answer(challenge.id, code);
    expect(right.statusCode).toBe(200);
    expect(right.json()).toMatchObject({ userId: user.id, role: 'CLIENT' });
    expect(right.cookies.find((cookie) => cookie.name === 'accessToken')?.httpOnly).toBe(true);
    // Good once: the same code and challenge do not open a second session.
    expect((await answer(challenge.id, code)).json().reason).toBe('CODE_INVALID');

    // The device is familiar now: its password is checked (and right) even from another address.
    const again = await signIn(low, user.username, 'Mocne!Haslo9', '10.30.2.2', device?.value);
    expect(again.statusCode).toBe(200);
    expect(again.json().accessToken).toBeTruthy();
    expect(checked).toEqual(['Mocne!Haslo9']);
  });

  it('still asks the second factor of a person who has one after the e-mailed code, and no session before it', async () => {
    const user = await account(low);
    await low.accounts.presetTotp(user.id, testTotpSecret);
    for (let i = 0; i < 7; i++) await signIn(low, user.username, 'Wrong!Pass1', `10.32.0.${i}`);
    const attempt = await signIn(low, user.username, 'Mocne!Haslo9', '10.32.1.1');
    const { challenge } = attempt.json();
    expect(challenge.kind).toBe('EMAIL_CODE');
    const [mail] = await mailsTo(user.email);
    const code = /^(\d{6})$/m.exec(mail?.text ?? '')?.[1] ?? '';
    const byCode = await low.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email-code',
      remoteAddress: '10.32.1.1',
      payload: { challengeId: challenge.id, code },
    });
    expect(byCode.statusCode).toBe(200);
    expect(byCode.json().accessToken).toBeUndefined();
    expect(byCode.json().challenge).toMatchObject({ kind: 'SECOND_FACTOR', methods: expect.arrayContaining(['totp']) });
    expect(byCode.cookies.find((cookie) => cookie.name === 'accessToken')).toBeUndefined();
    const second = await low.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/second-factor',
      remoteAddress: '10.32.1.1',
      payload: { challengeId: byCode.json().challenge.id, method: 'totp', code: totpCode(testTotpSecret, clock.now()) },
    });
    expect(second.statusCode).toBe(200);
    expect(second.json()).toMatchObject({ userId: user.id, role: 'CLIENT' });
  });

  it('bounds code guesses per account from any address, counted before checking, even in parallel', async () => {
    const user = await account(low);
    for (let i = 0; i < 7; i++) await signIn(low, user.username, 'Wrong!Pass1', `10.31.0.${i}`);
    const challenges = await Promise.all(
      Array.from(
        { length: 3 },
        async (_, i) => (await signIn(low, user.username, 'x', `10.31.1.${i}`)).json().challenge,
      ),
    );
    const [mail] = await mailsTo(user.email);
    const code = /^(\d{6})$/m.exec(mail?.text ?? '')?.[1] ?? '';
    const wrongCode = code === '000000' ? '000001' : '000000';
    const guesses = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        low.app.inject({
          method: 'POST',
          url: '/api/auth/sign-in/email-code',
          remoteAddress: `10.31.2.${i}`,
          payload: { challengeId: challenges[i % 3].id, code: wrongCode },
        }),
      ),
    );
    const reasons = tally(guesses.map((guess) => guess.json().reason));
    expect(reasons).toEqual({ CODE_INVALID: 10, CODE_LOCKED: 20 });
    // Past the bound even the right code waits for the hour to end.
    const locked = await low.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email-code',
      payload: { challengeId: challenges[0].id, code },
    });
    expect([locked.statusCode, locked.json().reason]).toEqual([429, 'CODE_LOCKED']);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    // An hour on, the guesses start again: a new attempt past a new ceiling, the new code, and in.
    later(60 * 60_000);
    for (let i = 0; i < 7; i++) await signIn(low, user.username, 'Wrong!Pass1', `10.31.4.${i}`);
    const fresh = (await signIn(low, user.username, 'x', '10.31.3.1')).json().challenge;
    const latest = (await mailsTo(user.email))[0];
    expect(latest?.id).not.toBe(mail?.id);
    const newCode = /^(\d{6})$/m.exec(latest?.text ?? '')?.[1] ?? '';
    const signedIn = await low.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email-code',
      payload: { challengeId: fresh.id, code: newCode },
    });
    expect(signedIn.statusCode).toBe(200);
  });
});

describe('the owner is never locked out', () => {
  it('a familiar address or device signs in with the password past the ceiling; a new device is e-mailed', async () => {
    const user = await account(low);
    const home = await signIn(low, user.username, 'Mocne!Haslo9', '10.40.0.1');
    expect(home.statusCode).toBe(200);
    const laptop = deviceCookieOf(home)?.value ?? '';
    // The first sign-in the account records sends no new-device mail.
    expect(await mailsTo(user.email)).toEqual([]);

    for (let i = 0; i < 10; i++) await signIn(low, user.username, 'Wrong!Pass1', `10.40.1.${i}`);
    // Familiar address (no failures of its own) and familiar device from elsewhere: password checked and right.
    expect((await signIn(low, user.username, 'Mocne!Haslo9', '10.40.0.1')).statusCode).toBe(200);
    expect((await signIn(low, user.username, 'Mocne!Haslo9', '10.40.9.9', laptop)).statusCode).toBe(200);
    // A familiar device's wrong password is checked (401), not stepped up.
    expect((await signIn(low, user.username, 'Wrong!Pass1', '10.40.9.9', laptop)).statusCode).toBe(401);

    // A new device (below the ceiling, a fresh account) e-mails the person with when, where and what.
    const other = await account(low, 'en');
    await signIn(low, other.username, 'Mocne!Haslo9', '10.41.0.1', 'a'.repeat(43));
    const phone = await low.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      remoteAddress: '10.41.0.2',
      cookies: { deviceId: 'b'.repeat(43) },
      headers: {
        'user-agent':
          'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
      },
      payload: { username: other.username, password: 'Mocne!Haslo9' },
    });
    expect(phone.statusCode).toBe(200);
    const mails = await mailsTo(other.email);
    expect(mails.map((mail) => mail.subject)).toEqual(['New sign-in to your Tendero account']);
    expect(mails[0]?.text).toContain('Address: 10.41.0.2');
    expect(mails[0]?.text).toContain('Browser: Chrome 131, Android 14');
    expect(mails[0]?.text).toContain('/en/account-settings#sessions');
    // The same device again: no second mail.
    await signIn(low, other.username, 'Mocne!Haslo9', '10.41.0.3', 'b'.repeat(43));
    expect((await mailsTo(other.email)).length).toBe(1);
  });
});
