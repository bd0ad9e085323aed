import type { DatabaseHandle } from '@tendero/db';
import { type Accounts, createAccounts } from '@tendero/domain/accounts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { domainContext } from '../../capabilities';
import { buildTestApp, openTestDatabase, testConfig } from '../../test/test-app';

/**
 * Sign-in limits that hold under parallel attempts, cannot be used to lock a user out,
 * and do not tell unknown logins from known ones by timing.
 */
let offsetMs = 0;
let frozenAt: number | null = null;
const clock = { now: () => new Date(frozenAt ?? Date.now() + offsetMs) };
const later = (ms: number) => {
  if (frozenAt !== null) frozenAt += ms;
  else offsetMs += ms;
};

type Env = { app: FastifyInstance; accounts: Accounts };
let database: DatabaseHandle;
/** The default ceiling of 100 failed sign-ins per account and hour. */
const main = {} as Env;
/** A ceiling of 6, to reach it in a few requests. */
const low = {} as Env;
/** Passwords hashed by a counting stand-in for scrypt, to see which sign-ins hash or check one. */
const counted = {} as Env;
const verifications: string[] = [];

async function appWith(ceiling: number, passwordHasher?: Parameters<typeof createAccounts>[1]['passwordHasher']) {
  const config = testConfig({
    AUTH_RATE_LIMIT_PER_MINUTE: '100000',
    RATE_LIMIT_PER_MINUTE: '100000',
    ACCOUNT_FAILED_SIGN_INS_PER_HOUR: String(ceiling),
  });
  const accounts = createAccounts(domainContext(config, database, clock), {
    secret: config.sessionSecret,
    failedSignInsPerHour: ceiling,
    passwordHasher,
  });
  const app = await buildTestApp({ database, config, accounts, clock });
  return { app, accounts };
}

beforeAll(async () => {
  database = await openTestDatabase();
  Object.assign(main, await appWith(100));
  Object.assign(low, await appWith(6));
  Object.assign(
    counted,
    await appWith(100, {
      hash: async (password) => {
        verifications.push(password);
        return `plain:${password}`;
      },
      verify: async ({ hash, password }) => {
        verifications.push(password);
        return hash === `plain:${password}`;
      },
    }),
  );
});
afterAll(async () => {
  for (const env of [main, low, counted]) await env.app?.close();
  await database?.close();
});

let counter = 0;
async function account(env: Env, password = 'Mocne!Haslo9') {
  counter++;
  return env.accounts.createAccount({
    email: `guess${counter}@tendero.test`,
    password,
    username: `guess${counter}`,
    firstName: 'Ola',
    lastName: 'Nowak',
    phone: null,
    role: 'CLIENT',
    status: 'ACTIVE',
    locale: 'en',
  });
}

const signIn = (env: Env, username: string, password: string, address: string) =>
  env.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in',
    remoteAddress: address,
    payload: { username, password },
  });

describe('the per-account limit under parallel attempts', () => {
  // 45 password checks at once: on a busy 2-core machine they take far longer than one sign-in.
  it('150 parallel wrong sign-ins from 15 addresses check at most 3 passwords per address', {
    timeout: 120_000,
  }, async () => {
    const user = await account(main);
    frozenAt = Date.now() + offsetMs;
    try {
      const answers = await Promise.all(
        Array.from({ length: 150 }, (_, i) => signIn(main, user.username, `Wrong!Guess${i}`, `10.1.0.${i % 15}`)),
      );
      const statuses = answers.map((answer) => answer.statusCode);
      const checked = statuses.filter((status) => status === 401).length;
      const refused = statuses.filter((status) => status === 429).length;
      console.log(
        `lockout: 150 parallel wrong sign-ins from 15 addresses: ${checked} passwords checked, ${refused} refused`,
      );
      expect(checked).toBe(15 * 3);
      expect(refused).toBe(150 - 15 * 3);
      expect(new Set(answers.filter((a) => a.statusCode === 429).map((a) => a.json().reason))).toEqual(
        new Set(['SIGN_IN_DELAYED']),
      );
      // Nobody else is locked out: the owner signs in from their own address at once.
      expect((await signIn(main, user.username, 'Mocne!Haslo9', '192.168.7.7')).statusCode).toBe(200);
    } finally {
      frozenAt = null;
    }
  });
});

describe('a growing delay per account and address', () => {
  it('makes one address wait longer after each failure, without locking the account for others', async () => {
    const user = await account(main);
    frozenAt = Date.now() + offsetMs;
    try {
      for (let i = 0; i < 3; i++)
        expect((await signIn(main, user.username, 'Wrong!Pass1', '10.2.0.1')).statusCode).toBe(401);
      const waiting = await signIn(main, user.username, 'Mocne!Haslo9', '10.2.0.1');
      expect(waiting.statusCode).toBe(429);
      expect(waiting.json()).toMatchObject({
        reason: 'SIGN_IN_DELAYED',
        message: 'Too many wrong passwords from here. Wait a moment and try again, or recover your password by e-mail.',
      });
      // The answer says how long: one second after the third failure.
      expect(waiting.headers['retry-after']).toBe('1');
      expect((await signIn(main, user.username, 'Mocne!Haslo9', '10.2.0.2')).statusCode).toBe(200);

      later(1000);
      expect((await signIn(main, user.username, 'Wrong!Pass1', '10.2.0.1')).statusCode).toBe(401);
      const longer = await signIn(main, user.username, 'Wrong!Pass1', '10.2.0.1');
      expect(longer.statusCode).toBe(429);
      // Two seconds after the fourth failure, none of them gone yet.
      expect(longer.headers['retry-after']).toBe('2');
      later(1000);
      expect((await signIn(main, user.username, 'Wrong!Pass1', '10.2.0.1')).statusCode).toBe(429);
      later(1000);
      expect((await signIn(main, user.username, 'Mocne!Haslo9', '10.2.0.1')).statusCode).toBe(200);
      // The right password forgets the address's failures.
      expect((await signIn(main, user.username, 'Wrong!Pass1', '10.2.0.1')).statusCode).toBe(401);
    } finally {
      frozenAt = null;
    }
  });
});

describe('the per-account ceiling', () => {
  it('past it, asks unfamiliar addresses for an e-mailed code without checking the password, lets a familiar one in, and e-mail recovery clears the way', async () => {
    const user = await account(low);
    // The owner has signed in from home before the guessing starts.
    expect((await signIn(low, user.username, 'Mocne!Haslo9', '10.3.0.9')).statusCode).toBe(200);
    frozenAt = Date.now() + offsetMs;
    try {
      for (const address of ['10.3.0.1', '10.3.0.2']) {
        for (let i = 0; i < 3; i++)
          expect((await signIn(low, user.username, 'Wrong!Pass1', address)).statusCode).toBe(401);
      }
      // Past the ceiling of 6: a clean, unfamiliar address gets the step-up, right password or not.
      const wrong = await signIn(low, user.username, 'Wrong!Pass1', '10.3.0.3');
      const right = await signIn(low, user.username, 'Mocne!Haslo9', '10.3.0.4');
      for (const answer of [wrong, right]) {
        expect(answer.statusCode).toBe(200);
        expect(answer.json().challenge).toMatchObject({ kind: 'EMAIL_CODE', methods: ['email'] });
        expect(answer.headers['set-cookie']?.toString()).not.toContain('accessToken=');
      }
      expect(Object.keys(wrong.json())).toEqual(Object.keys(right.json()));
      // A failed address too, even once its wait is over; the owner at home signs in with the password.
      later(30 * 60_000);
      const failed = await signIn(low, user.username, 'Mocne!Haslo9', '10.3.0.1');
      expect([failed.statusCode, failed.json().challenge?.kind]).toEqual([200, 'EMAIL_CODE']);
      expect((await signIn(low, user.username, 'Mocne!Haslo9', '10.3.0.9')).statusCode).toBe(200);

      // Recovery by e-mail always works, and the address that proved the mailbox may sign in again.
      expect(
        (
          await low.app.inject({
            method: 'POST',
            url: '/api/auth/recover',
            remoteAddress: '10.3.0.1',
            payload: { email: user.email },
          })
        ).statusCode,
      ).toBe(202);
      const mails = await database.db.execute(
        `select text from mail_messages where "to" = '${user.email}' and subject like '%recovery%' order by created_at desc limit 1` as never,
      );
      const code = /^(\d{6})$/m.exec((mails as unknown as { rows: { text: string }[] }).rows[0]?.text ?? '')?.[1];
      const confirmed = await low.app.inject({
        method: 'POST',
        url: '/api/auth/recover/confirm',
        remoteAddress: '10.3.0.1',
        payload: { email: user.email, code, password: 'Nowe!Haslo2', passwordRepeat: 'Nowe!Haslo2' },
      });
      expect(confirmed.statusCode).toBe(204);
      expect((await signIn(low, user.username, 'Nowe!Haslo2', '10.3.0.1')).statusCode).toBe(200);
    } finally {
      frozenAt = null;
    }
  });
});

describe('unknown logins', () => {
  it('hash the password as known ones check it, so timing does not tell them apart', async () => {
    const user = await account(counted);
    verifications.length = 0;
    expect((await signIn(counted, 'nobody_here', 'Guess!One1', '10.4.0.1')).statusCode).toBe(401);
    expect(verifications).toEqual(['Guess!One1']);
    expect((await signIn(counted, 'nobody@nowhere.test', 'Guess!Two2', '10.4.0.1')).statusCode).toBe(401);
    expect(verifications).toEqual(['Guess!One1', 'Guess!Two2']);
    expect((await signIn(counted, user.username, 'Guess!Three3', '10.4.0.1')).statusCode).toBe(401);
    expect(verifications).toEqual(['Guess!One1', 'Guess!Two2', 'Guess!Three3']);
  });
});
