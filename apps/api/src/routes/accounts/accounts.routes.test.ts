import type { DatabaseHandle } from '@tendero/db';
import { type Accounts, createAccounts } from '@tendero/domain/accounts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { domainContext } from '../../app';
import { buildTestApp, openTestDatabase, signedInUser, stubRenderer, testConfig } from '../../test/test-app';

let database: DatabaseHandle;
let app: FastifyInstance;
let accounts: Accounts;
const config = testConfig({ AUTH_RATE_LIMIT_PER_MINUTE: '1000', ACCOUNT_FAILED_SIGN_INS_PER_HOUR: '3' });

beforeAll(async () => {
  database = await openTestDatabase();
  accounts = createAccounts(domainContext(config, database), { secret: config.sessionSecret, failedSignInsPerHour: 3 });
  app = await buildTestApp({ database, config, accounts, render: stubRenderer() });
});
afterAll(async () => {
  await app.close();
  await database.close();
});

let counter = 0;
function newClient(overrides: Record<string, unknown> = {}) {
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

async function activationTokenFor(email: string): Promise<string> {
  const mails = await database.db.execute(`select "to", text from mail_messages order by created_at desc` as never);
  const rows = (mails as unknown as { rows: { to: string; text: string }[] }).rows;
  const mail = rows.find((row) => row.to === email.toLowerCase());
  const token = /activate-account\?token=([^\s]+)/.exec(mail?.text ?? '')?.[1];
  if (!token) throw new Error(`no activation mail for ${email}`);
  return decodeURIComponent(token);
}

const signIn = (username: string, password: string, locale = 'en') =>
  app.inject({
    method: 'POST',
    url: '/api/auth/sign-in',
    headers: { 'accept-language': locale },
    payload: { username, password },
  });

describe('sign-up, activation and sign-in', () => {
  it('creates an UNVERIFIED client, e-mails a 24-hour link that works once, then lets them in', async () => {
    const form = newClient();
    const created = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      headers: { 'accept-language': 'pl' },
      payload: form,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ status: 'UNVERIFIED', next: '/login/register-success' });

    const early = await signIn(form.username, form.password, 'pl');
    expect(early.statusCode).toBe(403);
    expect(early.json()).toMatchObject({
      reason: 'ACCOUNT_NOT_ACTIVE',
      message: 'Konto nie jest aktywne, sprawdź skrzynkę i potwierdź adres e-mail',
    });

    const token = await activationTokenFor(form.email);
    const mails = await database.db.execute(
      `select subject, text from mail_messages where "to" = '${form.email.toLowerCase()}'` as never,
    );
    const mail = (mails as unknown as { rows: { subject: string; text: string }[] }).rows[0];
    expect(mail?.subject).toBe('Potwierdź adres e-mail w Tendero');
    expect(mail?.text).toContain('/pl/activate-account?token=');

    expect((await app.inject({ method: 'POST', url: '/api/auth/activate', payload: { token } })).statusCode).toBe(200);
    const again = await app.inject({ method: 'POST', url: '/api/auth/activate', payload: { token } });
    expect(again.statusCode).toBe(409);
    expect(again.json().reason).toBe('ACTIVATION_USED');

    const ok = await signIn(form.email.toUpperCase(), form.password);
    expect(ok.statusCode).toBe(200);
    const body = ok.json();
    expect(body).toMatchObject({ role: 'CLIENT', userId: expect.any(String), accessToken: expect.any(String) });
    const cookies = Object.fromEntries(ok.cookies.map((cookie) => [cookie.name, cookie]));
    expect(cookies.accessToken?.httpOnly).toBe(true);
    expect(cookies.accessToken?.sameSite).toBe('Lax');
    expect(cookies.role?.value).toBe('CLIENT');
    expect(ok.body).not.toContain(form.password);

    const me = await app.inject({ url: '/api/auth/session', headers: { authorization: `Bearer ${body.accessToken}` } });
    expect(me.json()).toMatchObject({ username: form.username, email: form.email.toLowerCase(), status: 'ACTIVE' });
  });

  it('creates a company with its manager', async () => {
    const form = newClient({ accountType: 'company', companyName: 'Baltic Logistics sp. z o.o.' });
    const created = await app.inject({ method: 'POST', url: '/api/auth/sign-up', payload: form });
    expect(created.json()).toMatchObject({ next: '/register/success' });
    await app.inject({
      method: 'POST',
      url: '/api/auth/activate',
      payload: { token: await activationTokenFor(form.email) },
    });
    const signedIn = (await signIn(form.username, form.password)).json();
    expect(signedIn.role).toBe('MANAGER');
    const me = await app.inject({ url: '/api/auth/session', cookies: { accessToken: signedIn.accessToken } });
    expect(me.json().companyName).toBe('Baltic Logistics sp. z o.o.');
  });

  it.each([
    [
      { password: 'weakpass1!', passwordRepeat: 'weakpass1!' },
      'password',
      'The password needs at least one uppercase letter, one lowercase letter, one digit and one special character',
    ],
    [{ passwordRepeat: 'Other!Haslo1' }, 'passwordRepeat', 'The passwords do not match'],
    [{ consent: false }, 'consent', 'Accept the terms of service to create an account'],
    [{ firstName: '' }, 'firstName', 'Fields cannot be empty'],
    [{ phone: '+4812' }, 'phone', 'This phone number is not valid for the chosen country'],
    [{ accountType: 'company' }, 'companyName', 'Fields cannot be empty'],
  ])('refuses %j with a field error and creates nothing', async (change, path, message) => {
    const form = newClient(change);
    const response = await app.inject({ method: 'POST', url: '/api/auth/sign-up', payload: form });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toContainEqual({ path, message });
    expect(await accounts.exists(form.email)).toBe(false);
  });

  it('refuses an e-mail or username that exists, whatever its case', async () => {
    const form = newClient();
    await app.inject({ method: 'POST', url: '/api/auth/sign-up', payload: form });
    const sameEmail = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      payload: newClient({ email: form.email.toUpperCase() }),
    });
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json().fieldErrors).toContainEqual({
      path: 'email',
      message: 'An account with the given email address already exists',
    });
    const sameName = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      payload: newClient({ username: form.username.toUpperCase() }),
    });
    expect(sameName.json().fieldErrors).toContainEqual({ path: 'username', message: 'This username is already taken' });
  });
});

describe('sessions', () => {
  const activeUser = (role: 'CLIENT' | 'ADMIN' = 'CLIENT') => signedInUser(app, accounts, { role });

  it('answers a wrong password with the SPEC text and no token', async () => {
    const { user } = await activeUser();
    const response = await signIn(user.username, 'Wrong!Pass1', 'pl');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({
      code: 'UNAUTHORIZED_ERROR',
      message: 'Nieprawidłowe hasło lub nazwa użytkownika',
    });
    expect(response.cookies).toEqual([]);
    expect((await signIn('nobody-here', 'Wrong!Pass1')).json().message).toBe('Incorrect password or username');
  });

  it('takes the role from the token only: a forged role cookie changes nothing', async () => {
    const { token } = await activeUser('CLIENT');
    const page = await app.inject({ url: '/en/admin/profiles', cookies: { accessToken: token, role: 'ADMIN' } });
    expect(page.statusCode).toBe(301);
    expect(page.headers.location).toBe('/en/marketplace');
    const { token: adminToken } = await activeUser('ADMIN');
    expect(
      (await app.inject({ url: '/en/admin/profiles', cookies: { accessToken: adminToken, role: 'CLIENT' } }))
        .statusCode,
    ).toBe(200);
  });

  it('ends every session of a suspended account at once and refuses its sign-in with its own text', async () => {
    const { user, token } = await activeUser();
    expect(
      (await app.inject({ url: '/api/auth/session', headers: { authorization: `Bearer ${token}` } })).statusCode,
    ).toBe(200);
    await accounts.suspend(user.id);
    const after = await app.inject({ url: '/api/auth/session', headers: { authorization: `Bearer ${token}` } });
    expect(after.statusCode).toBe(401);
    expect(after.json().code).toBe('UNAUTHORIZED_ERROR');
    const refused = await signIn(user.username, 'Mocne!Haslo9');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      reason: 'ACCOUNT_SUSPENDED',
      message: 'This account has been suspended. Contact support if you think this is a mistake.',
    });
  });

  it('locks sign-in for one account after too many failures in an hour', async () => {
    const { user } = await activeUser();
    for (let i = 0; i < 3; i++) expect((await signIn(user.username, 'Wrong!Pass1')).statusCode).toBe(401);
    const locked = await signIn(user.username, 'Mocne!Haslo9');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().reason).toBe('ACCOUNT_LOCKED');
  });

  it('signs out: the token stops working and the cookies are cleared', async () => {
    const { token } = await activeUser();
    const out = await app.inject({ method: 'POST', url: '/api/auth/sign-out', cookies: { accessToken: token } });
    expect(out.statusCode).toBe(204);
    expect(out.cookies.find((cookie) => cookie.name === 'accessToken')?.value).toBe('');
    expect((await app.inject({ url: '/api/auth/session', cookies: { accessToken: token } })).statusCode).toBe(401);
  });

  it('lets a user mark only their own account active', async () => {
    const { user, token } = await activeUser();
    const mine = await app.inject({
      method: 'PUT',
      url: `/api/users/${user.id}/active`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(mine.json()).toMatchObject({ status: 'ACTIVE' });
    const other = await app.inject({
      method: 'PUT',
      url: '/api/users/someone-else/active',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(other.statusCode).toBe(403);
    expect((await app.inject({ method: 'PUT', url: `/api/users/${user.id}/active` })).statusCode).toBe(401);
  });
});

describe('the route matrix with real sessions (page requests carry the accessToken cookie)', () => {
  const roles = ['CLIENT', 'SALES_REP', 'MANAGER', 'ADMIN'] as const;
  it.each(roles)('%s', async (role) => {
    counter++;
    const user = await accounts.createAccount({
      email: `matrix${counter}@tendero.test`,
      password: 'Mocne!Haslo9',
      username: `matrix${counter}`,
      firstName: 'M',
      lastName: 'R',
      phone: null,
      role,
      status: 'ACTIVE',
      locale: 'en',
    });
    const token = (await signIn(user.username, 'Mocne!Haslo9')).json().accessToken as string;
    const { isAllowed, routeTable, roleHome } = await import('@tendero/contracts');
    for (const route of routeTable) {
      const path = route.pattern.replace(/:(\w+)/g, 'x');
      const url = path === '/' ? '/pl' : `/pl${path}`;
      const response = await app.inject({ url, cookies: { accessToken: token } });
      const allowed = isAllowed(route, role);
      if (route.guestOnly || !allowed) {
        expect([url, response.statusCode, response.headers.location]).toEqual([url, 301, `/pl${roleHome[role]}`]);
      } else {
        expect([url, response.statusCode]).toEqual([url, 200]);
      }
    }
  });
});

describe('recovery and password change', () => {
  async function userWithTwoSessions() {
    counter++;
    const user = await accounts.createAccount({
      email: `rec${counter}@tendero.test`,
      password: 'Stare!Haslo1',
      username: `rec${counter}`,
      firstName: 'Ola',
      lastName: 'Wójcik',
      phone: null,
      role: 'CLIENT',
      status: 'ACTIVE',
      locale: 'pl',
    });
    const first = (await signIn(user.username, 'Stare!Haslo1')).json().accessToken as string;
    const second = (await signIn(user.username, 'Stare!Haslo1')).json().accessToken as string;
    return { user, first, second };
  }

  async function lastCodeFor(email: string): Promise<string> {
    const result = await database.db.execute(
      `select text from mail_messages where "to" = '${email}' order by created_at desc limit 1` as never,
    );
    const text = (result as unknown as { rows: { text: string }[] }).rows[0]?.text ?? '';
    return /^(\d{6})$/m.exec(text)?.[1] ?? '';
  }

  const session = (token: string) => app.inject({ url: '/api/auth/session', cookies: { accessToken: token } });

  it('e-mails a 6-digit code that sets a new password and ends every session', async () => {
    const { user, first } = await userWithTwoSessions();
    const asked = await app.inject({ method: 'POST', url: '/api/auth/recover', payload: { email: user.email } });
    expect(asked.statusCode).toBe(202);
    const code = await lastCodeFor(user.email);
    expect(code).toMatch(/^\d{6}$/);
    const wrong = await app.inject({
      method: 'POST',
      url: '/api/auth/recover/confirm',
      headers: { 'accept-language': 'pl' },
      payload: {
        email: user.email,
        code: code === '000000' ? '111111' : '000000',
        password: 'Nowe!Haslo2',
        passwordRepeat: 'Nowe!Haslo2',
      },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fieldErrors).toContainEqual({
      path: 'code',
      message: 'Ten kod jest nieprawidłowy. Sprawdź wiadomość i spróbuj ponownie.',
    });
    const done = await app.inject({
      method: 'POST',
      url: '/api/auth/recover/confirm',
      payload: { email: user.email, code, password: 'Nowe!Haslo2', passwordRepeat: 'Nowe!Haslo2' },
    });
    expect(done.statusCode).toBe(204);
    expect((await session(first)).statusCode).toBe(401);
    expect((await signIn(user.username, 'Stare!Haslo1')).statusCode).toBe(401);
    expect((await signIn(user.username, 'Nowe!Haslo2')).statusCode).toBe(200);
  });

  it('gives a code five tries', async () => {
    const { user } = await userWithTwoSessions();
    await app.inject({ method: 'POST', url: '/api/auth/recover', payload: { email: user.email } });
    const code = await lastCodeFor(user.email);
    const attempt = (otp: string) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/recover/confirm',
        payload: { email: user.email, code: otp, password: 'Nowe!Haslo2', passwordRepeat: 'Nowe!Haslo2' },
      });
    const bad = code === '123456' ? '654321' : '123456';
    for (let i = 0; i < 5; i++) expect((await attempt(bad)).statusCode).toBe(400);
    const late = await attempt(code);
    expect(late.statusCode).toBe(400);
    expect(late.json().reason).toBe('CODE_ATTEMPTS');
  });

  it('answers the same for an unknown e-mail', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/recover',
      payload: { email: 'nobody@nowhere.pl' },
    });
    expect(response.statusCode).toBe(202);
  });

  it('changes the password with the current one and ends the other sessions only', async () => {
    const { user, first, second } = await userWithTwoSessions();
    const wrong = await app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      cookies: { accessToken: first },
      payload: { currentPassword: 'Zle!Haslo9', password: 'Nowe!Haslo2', passwordRepeat: 'Nowe!Haslo2' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fieldErrors).toContainEqual({
      path: 'currentPassword',
      message: 'The provided password is incorrect',
    });
    const ok = await app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      cookies: { accessToken: first },
      payload: { currentPassword: 'Stare!Haslo1', password: 'Nowe!Haslo2', passwordRepeat: 'Nowe!Haslo2' },
    });
    expect(ok.statusCode).toBe(204);
    expect((await session(first)).statusCode).toBe(200);
    expect((await session(second)).statusCode).toBe(401);
    expect((await signIn(user.username, 'Nowe!Haslo2')).statusCode).toBe(200);
    const anonymous = await app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      payload: { currentPassword: 'Nowe!Haslo2', password: 'Inne!Haslo3', passwordRepeat: 'Inne!Haslo3' },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('my data and account deletion', () => {
  const member = () =>
    signedInUser(app, accounts, { prefix: 'del', firstName: 'Piotr', lastName: 'Lis', phone: '+48501234567' });

  it('updates names and phone with the sign-up rules', async () => {
    const { token } = await member();
    const bad = await app.inject({
      method: 'PUT',
      url: '/api/users/me',
      cookies: { accessToken: token },
      payload: { firstName: '', lastName: 'Lis', phone: '12' },
    });
    expect(bad.statusCode).toBe(400);
    const ok = await app.inject({
      method: 'PUT',
      url: '/api/users/me',
      cookies: { accessToken: token },
      payload: { firstName: 'Paweł', lastName: 'Lis-Nowak', phone: '+48221234567' },
    });
    expect(ok.json()).toMatchObject({ firstName: 'Paweł', lastName: 'Lis-Nowak', phone: '+48221234567' });
  });

  it('asks for the password, deactivates at once, e-mails a confirmation and erases personal data by a job', async () => {
    const { user, token } = await member();
    const wrong = await app.inject({
      method: 'POST',
      url: '/api/users/me/delete',
      cookies: { accessToken: token },
      payload: { password: 'Zle!Haslo1' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fieldErrors).toContainEqual({
      path: 'password',
      message: 'The provided password is incorrect',
    });

    const done = await app.inject({
      method: 'POST',
      url: '/api/users/me/delete',
      cookies: { accessToken: token },
      payload: { password: 'Mocne!Haslo9' },
    });
    expect(done.statusCode).toBe(200);
    expect(new Date(done.json().erasedBy).getTime() - Date.now()).toBeLessThanOrEqual(24 * 3_600_000);
    expect((await app.inject({ url: '/api/auth/session', cookies: { accessToken: token } })).statusCode).toBe(401);
    expect((await signIn(user.username, 'Mocne!Haslo9')).statusCode).toBe(401);

    const jobs = await database.db.execute(
      `select kind, run_at, payload from jobs where kind = 'accounts.erase-account'` as never,
    );
    const job = (jobs as unknown as { rows: { run_at: string; payload: { userId: string } }[] }).rows.find(
      (row) => row.payload.userId === user.id,
    );
    expect(job).toBeDefined();
    expect(new Date(job?.run_at ?? 0).getTime() - Date.now()).toBeLessThan(24 * 3_600_000);

    const mails = await database.db.execute(`select subject from mail_messages where "to" = '${user.email}'` as never);
    expect((mails as unknown as { rows: { subject: string }[] }).rows.map((row) => row.subject)).toContain(
      'Your Tendero account is deleted',
    );

    await accounts.eraseAccountHandler({ userId: user.id });
    await accounts.eraseAccountHandler({ userId: user.id });
    const rows = await database.db.execute(
      `select email, first_name, phone, erased_at from users where id = '${user.id}'` as never,
    );
    const row = (
      rows as unknown as {
        rows: { email: string; first_name: string; phone: string | null; erased_at: string | null }[];
      }
    ).rows[0];
    expect(row).toMatchObject({ first_name: '', phone: null });
    expect(row?.email).toBe(`deleted-${user.id}@deleted.invalid`);
    expect(row?.erased_at).not.toBeNull();
    const creds = await database.db.execute(
      `select count(*)::int as n from credentials where user_id = '${user.id}'` as never,
    );
    expect((creds as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(0);
    expect(await accounts.exists(user.email)).toBe(false);
  });
});

describe('form-encoded sign-up (SPEC §7)', () => {
  it('accepts the register form as application/x-www-form-urlencoded', async () => {
    counter++;
    const form = new URLSearchParams({
      accountType: 'client',
      firstName: 'Zofia',
      lastName: 'Krawczyk',
      email: `form${counter}@firma.pl`,
      phone: '+48501234567',
      username: `form${counter}`,
      password: 'Dobre!Haslo1',
      passwordRepeat: 'Dobre!Haslo1',
      consent: 'on',
    });
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: form.toString(),
    });
    expect(response.statusCode).toBe(201);
    form.set('consent', 'false');
    form.set('email', `form${counter}b@firma.pl`);
    form.set('username', `form${counter}b`);
    const refused = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: form.toString(),
    });
    expect(refused.json().fieldErrors).toContainEqual({
      path: 'consent',
      message: 'Accept the terms of service to create an account',
    });
  });
});
