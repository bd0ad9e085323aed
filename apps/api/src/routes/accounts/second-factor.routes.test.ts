import type { DatabaseHandle } from '@tendero/db';
import { type Accounts, createAccounts, totpCode } from '@tendero/domain/accounts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { domainContext } from '../../capabilities';
import { buildTestApp, openTestDatabase, signedInUser, stubRenderer, testConfig } from '../../test/test-app';
import { testPasswordHasher } from '../../test/test-password-hasher';

/**
 * The second factor (issue 37) on a movable clock: the authenticator's window and used codes, recovery codes
 * once each, the sign-in step and its bounds per challenge and per account across addresses, the trusted
 * device, admins kept out of the console until they have one, a team that requires it, turning it off.
 */
let now = Date.UTC(2026, 11, 6, 12, 0, 15);
const clock = { now: () => new Date(now) };
const later = (seconds: number) => {
  now += seconds * 1000;
};
const at = (offsetSeconds = 0) => new Date(now + offsetSeconds * 1000);

let database: DatabaseHandle;
let app: FastifyInstance;
let accounts: Accounts;

beforeAll(async () => {
  database = await openTestDatabase();
  const config = testConfig({ AUTH_RATE_LIMIT_PER_MINUTE: '100000', RATE_LIMIT_PER_MINUTE: '100000' });
  accounts = createAccounts(domainContext(config, database, clock), {
    passwordHasher: testPasswordHasher,
    secret: config.sessionSecret,
    failedSignInsPerHour: 100,
  });
  app = await buildTestApp({ database, config, accounts, clock, render: stubRenderer() });
});
afterAll(async () => {
  await app.close();
  await database.close();
});

async function rows<T>(query: string): Promise<T[]> {
  const result = await database.db.execute(query as never);
  return (result as unknown as { rows: T[] }).rows;
}

const post = (url: string, payload: unknown, extra: Record<string, unknown> = {}) =>
  app.inject({ method: 'POST', url, payload: payload as Record<string, unknown>, ...extra });

/** A person with the authenticator on: its secret and recovery codes (set up through the API). */
async function withAuthenticator(options: Parameters<typeof signedInUser>[2] = {}) {
  const person = await signedInUser(app, accounts, { at: at(), ...options });
  const setup = await post('/api/auth/second-factor/totp/setup', {}, { headers: person.auth });
  expect(setup.statusCode).toBe(200);
  const { secret } = setup.json() as { secret: string };
  const confirmed = await post(
    '/api/auth/second-factor/totp/confirm',
    { code: totpCode(secret, at()) },
    { headers: person.auth },
  );
  expect(confirmed.statusCode).toBe(200);
  later(30);
  return { ...person, secret, recoveryCodes: confirmed.json().recoveryCodes as string[] };
}

const signIn = (username: string, extra: Record<string, unknown> = {}) =>
  post('/api/auth/sign-in', { username, password: 'Mocne!Haslo9' }, extra);

const answer = (challengeId: string, method: 'totp' | 'recovery', code: string, extra: Record<string, unknown> = {}) =>
  post('/api/auth/sign-in/second-factor', { challengeId, method, code }, extra);

describe('setting up the authenticator', () => {
  it('shows the secret once as QR and text, turns on with a first code, and never shows the secret again', async () => {
    const person = await signedInUser(app, accounts, { at: at() });
    const setup = await post('/api/auth/second-factor/totp/setup', {}, { headers: person.auth });
    const { secret, otpauthUrl, qrSvg } = setup.json();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUrl).toContain(`secret=${secret}`);
    expect(otpauthUrl).toContain('period=30');
    expect(qrSvg).toContain('<svg');
    const [stored] = await rows<{ secret_encrypted: string }>(
      `select secret_encrypted from totp_factors where user_id = '${person.user.id}'`,
    );
    expect(stored?.secret_encrypted).not.toContain(secret);

    const off = await app.inject({ url: '/api/auth/second-factor', headers: person.auth });
    expect(off.json()).toMatchObject({ totp: false, requiredBecause: null });

    const wrong = await post(
      '/api/auth/second-factor/totp/confirm',
      { code: totpCode(secret, at(-120)) },
      { headers: { ...person.auth, 'accept-language': 'pl' } },
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fieldErrors).toContainEqual({ path: 'code', message: 'Nieprawidłowy kod.' });

    const done = await post(
      '/api/auth/second-factor/totp/confirm',
      { code: totpCode(secret, at()) },
      { headers: person.auth },
    );
    const codes = done.json().recoveryCodes as string[];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    const hashes = await rows<{ code_hash: string }>(
      `select code_hash from second_factor_recovery_codes where user_id = '${person.user.id}'`,
    );
    expect(hashes).toHaveLength(10);
    expect(hashes.map((row) => row.code_hash)).not.toContain(codes[0]?.replace('-', ''));

    const on = await app.inject({ url: '/api/auth/second-factor', headers: person.auth });
    expect(on.json()).toMatchObject({ totp: true, recoveryCodesLeft: 10 });
    expect(JSON.stringify(on.json())).not.toContain(secret);
    const again = await post('/api/auth/second-factor/totp/setup', {}, { headers: person.auth });
    expect(again.statusCode).toBe(409);

    const mails = await rows<{ subject: string }>(
      `select subject from mail_messages where "to" = '${person.user.email}'`,
    );
    // In the language of the person's last request (the refused code above was asked in Polish).
    expect(mails.map((mail) => mail.subject)).toContain('Logowanie dwuetapowe jest włączone');
    const audit = await rows<{ action: string }>(`select action from audit_log where target_id = '${person.user.id}'`);
    expect(audit.map((entry) => entry.action)).toContain('second-factor.totp-on');
  });
});

describe('the sign-in step', () => {
  it('asks for a code after the password, sets no session cookie, and opens the session on a right code', async () => {
    const person = await withAuthenticator();
    const first = await signIn(person.user.username);
    expect(first.statusCode).toBe(200);
    const { challenge } = first.json();
    expect(challenge).toMatchObject({ kind: 'SECOND_FACTOR', methods: ['totp', 'recovery'] });
    expect(first.json().accessToken).toBeUndefined();
    expect(first.cookies.map((cookie) => cookie.name)).not.toContain('accessToken');

    const done = await answer(challenge.id, 'totp', totpCode(person.secret, at()));
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ userId: person.user.id, role: 'CLIENT' });
    expect(done.cookies.find((cookie) => cookie.name === 'accessToken')?.httpOnly).toBe(true);
    const session = await app.inject({ url: '/api/auth/session', cookies: { accessToken: done.json().accessToken } });
    expect(session.statusCode).toBe(200);
    // A challenge answers once.
    expect((await answer(challenge.id, 'totp', totpCode(person.secret, at(30)))).json().reason).toBe('CHALLENGE_OVER');
  });

  it('takes codes one step either side of now, not two, and refuses a code given again', async () => {
    const person = await withAuthenticator();
    // Past the step of the set-up's code, so the step before now is unused.
    later(60);
    const challenge = async () => (await signIn(person.user.username)).json().challenge.id as string;
    const id = await challenge();
    expect((await answer(id, 'totp', totpCode(person.secret, at(-60)))).json().reason).toBe('WRONG_CODE');
    expect((await answer(id, 'totp', totpCode(person.secret, at(60)))).json().reason).toBe('WRONG_CODE');
    const previous = totpCode(person.secret, at(-30));
    expect((await answer(id, 'totp', previous)).statusCode).toBe(200);
    // The same code again, still inside its window: refused, saying only "wrong code".
    const reused = await answer(await challenge(), 'totp', previous);
    expect(reused.statusCode).toBe(401);
    expect(reused.json()).toMatchObject({ reason: 'WRONG_CODE', message: 'Wrong code.' });
    // The code of the step ahead (its window reaches now) is new, so it works.
    expect((await answer(await challenge(), 'totp', totpCode(person.secret, at(30)))).statusCode).toBe(200);
    // Now the current step is behind the last one used: refused too.
    expect((await answer(await challenge(), 'totp', totpCode(person.secret, at()))).statusCode).toBe(401);
    later(60);
    expect((await answer(await challenge(), 'totp', totpCode(person.secret, at()))).statusCode).toBe(200);
  });

  it('takes each recovery code once, in any case or spacing, and e-mails how many are left', async () => {
    const person = await withAuthenticator({ locale: 'pl' });
    const [code] = person.recoveryCodes as [string];
    const challenge = async () => (await signIn(person.user.username)).json().challenge.id as string;
    const typed = ` ${code.toUpperCase().replace('-', ' ')} `;
    expect((await answer(await challenge(), 'recovery', typed)).statusCode).toBe(200);
    const again = await answer(await challenge(), 'recovery', code);
    expect(again.statusCode).toBe(401);
    expect(again.json().reason).toBe('WRONG_CODE');
    const status = await app.inject({ url: '/api/auth/second-factor', headers: person.auth });
    expect(status.json().recoveryCodesLeft).toBe(9);
    const mails = await rows<{ subject: string; text: string }>(
      `select subject, text from mail_messages where "to" = '${person.user.email}' order by created_at`,
    );
    const used = mails.find((mail) => mail.subject === 'Do logowania użyto kodu zapasowego');
    expect(used?.text).toContain('Zostało 9 kodów.');
    expect(used?.text).not.toContain(code);
  });

  it('gives a challenge five answers', async () => {
    const person = await withAuthenticator();
    const id = (await signIn(person.user.username)).json().challenge.id as string;
    const wrong = totpCode(person.secret, at(-300));
    for (let i = 0; i < 5; i++) expect((await answer(id, 'totp', wrong)).json().reason).toBe('WRONG_CODE');
    const late = await answer(id, 'totp', totpCode(person.secret, at()));
    expect(late.statusCode).toBe(401);
    expect(late.json().reason).toBe('CHALLENGE_OVER');
  });

  it('counts at most ten wrong codes an hour per account, whatever the address, then checks none', async () => {
    const person = await withAuthenticator();
    const wrong = totpCode(person.secret, at(-300));
    let refusedAsWrong = 0;
    for (let i = 0; i < 12; i++) {
      const from = { remoteAddress: `10.9.${i}.1` };
      const id = (await signIn(person.user.username, from)).json().challenge.id as string;
      const result = await answer(id, 'totp', wrong, from);
      if (result.json().reason === 'WRONG_CODE') refusedAsWrong++;
      else expect(result.json().reason).toBe('SECOND_FACTOR_GUESSES');
    }
    expect(refusedAsWrong).toBe(10);
    // Even the right code is not checked until the hour is over …
    const from = { remoteAddress: '10.9.99.1' };
    const id = (await signIn(person.user.username, from)).json().challenge.id as string;
    const blocked = await answer(id, 'totp', totpCode(person.secret, at()), from);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // … then it is.
    later(3601);
    const next = (await signIn(person.user.username, from)).json().challenge.id as string;
    expect((await answer(next, 'totp', totpCode(person.secret, at()), from)).statusCode).toBe(200);
  });

  it('skips the step for 30 days on a browser the person trusted, and only for that person', async () => {
    const person = await withAuthenticator();
    const other = await withAuthenticator();
    const id = (await signIn(person.user.username)).json().challenge.id as string;
    const done = await post('/api/auth/sign-in/second-factor', {
      challengeId: id,
      method: 'totp',
      code: totpCode(person.secret, at()),
      trustDevice: true,
    });
    const trusted = done.cookies.find((cookie) => cookie.name === 'trustedDevice');
    expect(trusted).toMatchObject({ httpOnly: true, path: '/api/auth' });
    const cookies = { trustedDevice: trusted?.value ?? '' };
    const direct = await signIn(person.user.username, { cookies });
    expect(direct.json().accessToken).toEqual(expect.any(String));
    expect((await signIn(other.user.username, { cookies })).json().challenge).toBeDefined();
    const forged = { trustedDevice: `${trusted?.value.slice(0, -2)}xx` };
    expect((await signIn(person.user.username, { cookies: forged })).json().challenge).toBeDefined();
    // Sessions expire by Better Auth's own time: the clock goes back for the tests after this one.
    later(31 * 24 * 3600);
    try {
      expect((await signIn(person.user.username, { cookies })).json().challenge).toBeDefined();
    } finally {
      later(-31 * 24 * 3600);
    }
  });
});

describe('who must have a second factor', () => {
  it('keeps an admin without one out of the console API and leads their pages to set-up', async () => {
    const admin = await signedInUser(app, accounts, { role: 'ADMIN', at: at() });
    await database.db.execute(`delete from totp_factors where user_id = '${admin.user.id}'` as never);
    const refused = await app.inject({
      url: '/api/admin/users',
      headers: { ...admin.auth, 'accept-language': 'pl' },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      reason: 'SECOND_FACTOR_REQUIRED',
      message: 'Skonfiguruj drugi składnik logowania, zanim użyjesz panelu administratora.',
    });
    // Still signed in: their own data and settings answer.
    expect((await app.inject({ url: '/api/auth/session', headers: admin.auth })).statusCode).toBe(200);
    const page = await app.inject({ url: '/en/admin/users', cookies: { accessToken: admin.token } });
    expect(page.statusCode).toBe(307);
    expect(page.headers.location).toBe('/en/account-settings/second-factor?next=%2Fen%2Fadmin%2Fusers');
    const setupPage = await app.inject({
      url: '/en/account-settings/second-factor',
      cookies: { accessToken: admin.token },
    });
    expect(setupPage.statusCode).toBe(200);

    const status = await app.inject({ url: '/api/auth/second-factor', headers: admin.auth });
    expect(status.json()).toMatchObject({ totp: false, requiredBecause: 'ADMIN' });
    const { secret } = (await post('/api/auth/second-factor/totp/setup', {}, { headers: admin.auth })).json();
    await post('/api/auth/second-factor/totp/confirm', { code: totpCode(secret, at()) }, { headers: admin.auth });
    expect((await app.inject({ url: '/api/admin/users', headers: admin.auth })).statusCode).toBe(200);
    const open = await app.inject({ url: '/en/admin/users', cookies: { accessToken: admin.token } });
    expect(open.statusCode).toBe(200);

    // An admin cannot turn it off.
    later(30);
    const off = await post(
      '/api/auth/second-factor/totp/disable',
      { password: 'Mocne!Haslo9', code: totpCode(secret, at()) },
      { headers: admin.auth },
    );
    expect(off.statusCode).toBe(403);
    expect(off.json().message).toBe('An administrator must keep a second factor.');
  });

  it("lets a manager require it of the team: members without one are led to set-up and can't turn it off", async () => {
    const manager = await signedInUser(app, accounts, { role: 'MANAGER', companyName: 'Factor Sp. z o.o.' });
    const companyId = manager.user.companyId as string;
    const rep = await withAuthenticator({ role: 'SALES_REP', companyId });
    const newcomer = await signedInUser(app, accounts, { role: 'SALES_REP', companyId });
    const before = await app.inject({ url: '/api/companies/team/second-factor', headers: manager.auth });
    expect(before.json()).toEqual({ required: false, membersWithout: 2 });
    expect((await app.inject({ url: '/en/contacts', cookies: { accessToken: newcomer.token } })).statusCode).toBe(200);

    const set = await app.inject({
      method: 'PUT',
      url: '/api/companies/team/second-factor',
      headers: manager.auth,
      payload: { required: true },
    });
    expect(set.json()).toEqual({ required: true, membersWithout: 2 });
    const led = await app.inject({ url: '/en/contacts', cookies: { accessToken: newcomer.token } });
    expect(led.statusCode).toBe(307);
    expect(led.headers.location).toContain('/en/account-settings/second-factor');
    expect((await app.inject({ url: '/en/contacts', cookies: { accessToken: rep.token } })).statusCode).toBe(200);
    const status = await app.inject({ url: '/api/auth/second-factor', headers: newcomer.auth });
    expect(status.json().requiredBecause).toBe('TEAM');
    // The team's API too, not only its pages: refused before the body is read, with the reason to act on.
    const meeting = (auth: Record<string, string>) =>
      app.inject({ method: 'POST', url: '/api/meetings', headers: auth, payload: {} });
    const refused = await meeting(newcomer.auth);
    expect([refused.statusCode, refused.json().reason]).toEqual([403, 'SECOND_FACTOR_REQUIRED']);
    expect(refused.json().message).toBe(
      'Your team requires a second factor: set one up in your account settings first.',
    );
    expect((await meeting(rep.auth)).statusCode).toBe(400);

    const off = await post(
      '/api/auth/second-factor/totp/disable',
      { password: 'Mocne!Haslo9', code: totpCode(rep.secret, at()) },
      { headers: rep.auth },
    );
    expect(off.statusCode).toBe(403);
    expect(off.json().reason).toBe('SECOND_FACTOR_REQUIRED');
    const byRep = await app.inject({
      method: 'PUT',
      url: '/api/companies/team/second-factor',
      headers: rep.auth,
      payload: { required: false },
    });
    expect(byRep.statusCode).toBe(403);
    const audit = await rows<{ action: string }>(`select action from audit_log where target_id = '${companyId}'`);
    expect(audit.map((entry) => entry.action)).toContain('second-factor.team-rule');
    // The member without one heard of it; the one who has one did not.
    const told = await rows<{ to: string }>(
      `select "to" from mail_messages where subject = 'Your team now requires two-step sign-in'`,
    );
    expect(told.map((mail) => mail.to)).toContain(newcomer.user.email);
    expect(told.map((mail) => mail.to)).not.toContain(rep.user.email);
  });
});

describe('changing it', () => {
  it('makes new recovery codes with the password or a code; the old ones stop working', async () => {
    const person = await withAuthenticator();
    const wrong = await post(
      '/api/auth/second-factor/recovery-codes',
      { password: 'Zle!Haslo1' },
      { headers: person.auth },
    );
    expect(wrong.statusCode).toBe(400);
    const fresh = await post(
      '/api/auth/second-factor/recovery-codes',
      { password: 'Mocne!Haslo9' },
      { headers: person.auth },
    );
    const codes = fresh.json().recoveryCodes as string[];
    expect(codes).toHaveLength(10);
    const challenge = async () => (await signIn(person.user.username)).json().challenge.id as string;
    expect((await answer(await challenge(), 'recovery', person.recoveryCodes[0] as string)).statusCode).toBe(401);
    expect((await answer(await challenge(), 'recovery', codes[0] as string)).statusCode).toBe(200);
    const byCode = await post(
      '/api/auth/second-factor/recovery-codes',
      { code: totpCode(person.secret, at()) },
      { headers: person.auth },
    );
    expect(byCode.statusCode).toBe(200);
    const mails = await rows<{ subject: string }>(
      `select subject from mail_messages where "to" = '${person.user.email}'`,
    );
    expect(mails.filter((mail) => mail.subject === 'New recovery codes for your account')).toHaveLength(2);
  });

  it('turns off with the password and a current code, then signs in with the password alone', async () => {
    const person = await withAuthenticator({ locale: 'pl' });
    const noCode = await post(
      '/api/auth/second-factor/totp/disable',
      { password: 'Mocne!Haslo9', code: totpCode(person.secret, at(-300)) },
      { headers: person.auth },
    );
    expect(noCode.statusCode).toBe(400);
    const noPassword = await post(
      '/api/auth/second-factor/totp/disable',
      { password: 'Zle!Haslo1', code: totpCode(person.secret, at()) },
      { headers: person.auth },
    );
    expect(noPassword.statusCode).toBe(400);
    const off = await post(
      '/api/auth/second-factor/totp/disable',
      { password: 'Mocne!Haslo9', code: totpCode(person.secret, at()) },
      { headers: person.auth },
    );
    expect(off.statusCode).toBe(204);
    expect((await signIn(person.user.username)).json().accessToken).toEqual(expect.any(String));
    const mails = await rows<{ subject: string }>(
      `select subject from mail_messages where "to" = '${person.user.email}'`,
    );
    expect(mails.map((mail) => mail.subject)).toContain('Logowanie dwuetapowe jest wyłączone');
    const audit = await rows<{ action: string }>(`select action from audit_log where target_id = '${person.user.id}'`);
    expect(audit.map((entry) => entry.action)).toContain('second-factor.totp-off');
  });
});
