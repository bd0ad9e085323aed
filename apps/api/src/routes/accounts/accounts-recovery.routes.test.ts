import { describe, expect, it } from 'vitest';
import { signedInUser } from '../../test/test-app';
import { accounts, app, counter, database, nextCounter, signIn } from './accounts.fixture';

describe('recovery and password change', () => {
  async function userWithTwoSessions() {
    nextCounter();
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

  it('lets the phone be left empty (a rep invited without one corrects a name) and stores none', async () => {
    const { token } = await member();
    const save = (payload: Record<string, unknown>) =>
      app.inject({ method: 'PUT', url: '/api/users/me', cookies: { accessToken: token }, payload });
    const emptied = await save({ firstName: 'Piotr', lastName: 'Lis', phone: '  ' });
    expect(emptied.statusCode).toBe(200);
    expect(emptied.json()).toMatchObject({ firstName: 'Piotr', phone: null });
    const session = await app.inject({ url: '/api/auth/session', cookies: { accessToken: token } });
    expect(session.json().phone).toBeNull();
    const omitted = await save({ firstName: 'Paweł', lastName: 'Lis' });
    expect(omitted.json()).toMatchObject({ firstName: 'Paweł', phone: null });
    // A number given is still checked as at sign-up, and a refused save changes nothing.
    const invalid = await save({ firstName: 'Jan', lastName: 'Lis', phone: '+4812' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().fieldErrors.map((error: { path: string }) => error.path)).toEqual(['phone']);
    expect((await app.inject({ url: '/api/auth/session', cookies: { accessToken: token } })).json().firstName).toBe(
      'Paweł',
    );
  });

  it('asks for the password, deactivates at once, e-mails a confirmation and erases personal data by a job', async () => {
    const { user, token } = await member();
    // What they asked the assistant goes with them.
    const asked = await app.inject({
      method: 'POST',
      url: '/api/assistant/conversations',
      cookies: { accessToken: token },
    });
    expect(asked.statusCode).toBe(201);
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
    const conversations = await database.db.execute(
      `select count(*)::int as n from assistant_conversations where user_id = '${user.id}'` as never,
    );
    expect((conversations as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(0);
    const creds = await database.db.execute(
      `select count(*)::int as n from credentials where user_id = '${user.id}'` as never,
    );
    expect((creds as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(0);
    expect(await accounts.exists(user.email)).toBe(false);
  });
});

describe('form-encoded sign-up (SPEC §7)', () => {
  it('accepts the register form as application/x-www-form-urlencoded', async () => {
    nextCounter();
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
