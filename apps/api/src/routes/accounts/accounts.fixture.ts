import type { DatabaseHandle } from '@tendero/db';
import { type Accounts, createAccounts } from '@tendero/domain/accounts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { domainContext } from '../../capabilities';
import { buildTestApp, openTestDatabase, stubRenderer, testConfig } from '../../test/test-app';
import { testPasswordHasher } from '../../test/test-password-hasher';

export let database: DatabaseHandle;
export let app: FastifyInstance;
export let accounts: Accounts;
export const config = testConfig({ AUTH_RATE_LIMIT_PER_MINUTE: '1000', ACCOUNT_FAILED_SIGN_INS_PER_HOUR: '3' });

beforeAll(async () => {
  database = await openTestDatabase();
  accounts = createAccounts(domainContext(config, database), {
    passwordHasher: testPasswordHasher,
    secret: config.sessionSecret,
    failedSignInsPerHour: 3,
  });
  app = await buildTestApp({ database, config, accounts, render: stubRenderer() });
});
afterAll(async () => {
  await app.close();
  await database.close();
});

export let counter = 0;
/** A new number for each test user (unique e-mails and usernames). */
export function nextCounter(): number {
  counter++;
  return counter;
}
export function newClient(overrides: Record<string, unknown> = {}) {
  counter++;
  return {
    accountType: 'client',
    firstName: 'Ewa',
    lastName: 'Kowalczyk',
    email: `Ewa.${counter}@Firma.pl`,
    phone: '+48 501 234 567'.replaceAll(' ', ''),
    username: `Ewa_${counter}`,
    password: 'Dobre!Haslo1',
    passwordRepeat: 'Dobre!Haslo1',
    consent: true,
    ...overrides,
  };
}

export async function activationTokenFor(email: string): Promise<string> {
  const mails = await database.db.execute(`select "to", text from mail_messages order by created_at desc` as never);
  const rows = (mails as unknown as { rows: { to: string; text: string }[] }).rows;
  const mail = rows.find((row) => row.to === email.toLowerCase());
  const token = /activate-account\?token=([^\s]+)/.exec(mail?.text ?? '')?.[1];
  if (!token) throw new Error(`no activation mail for ${email}`);
  return decodeURIComponent(token);
}

export const signIn = (username: string, password: string, locale = 'en') =>
  app.inject({
    method: 'POST',
    url: '/api/auth/sign-in',
    headers: { 'accept-language': locale },
    payload: { username, password },
  });
