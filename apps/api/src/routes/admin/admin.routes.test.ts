import { schema } from '@tendero/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccountsFor, domainContext } from '../../capabilities';
import { buildTestApp, openTestDatabase, signedInUser, testConfig } from '../../test/test-app';

const config = testConfig({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
let database: Awaited<ReturnType<typeof openTestDatabase>>;
let accounts: ReturnType<typeof createAccountsFor>;
let app: Awaited<ReturnType<typeof buildTestApp>>;
type Person = Awaited<ReturnType<typeof signedInUser>>;
let admin: Person;
let manager: Person;
let rep: Person;
let client: Person;

beforeAll(async () => {
  database = await openTestDatabase();
  // Built as the server builds it, so sign-ins reach the activity monitor.
  accounts = createAccountsFor(domainContext(config, database), config);
  app = await buildTestApp({ database, config, accounts });
  admin = await signedInUser(app, accounts, { role: 'ADMIN', prefix: 'admin' });
  manager = await signedInUser(app, accounts, { role: 'MANAGER', prefix: 'mgr', companyName: 'Amber Audit' });
  rep = await signedInUser(app, accounts, {
    role: 'SALES_REP',
    prefix: 'rep',
    companyId: manager.user.companyId as string,
  });
  client = await signedInUser(app, accounts, { role: 'CLIENT', prefix: 'client', locale: 'pl', firstName: 'Ola' });
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

const get = (url: string, person?: Person) => app.inject({ method: 'GET', url, headers: person?.auth ?? {} });
const setStatus = (person: Person | undefined, userId: string, payload: object, locale = 'en') =>
  app.inject({
    method: 'PUT',
    url: `/api/admin/users/${userId}/status`,
    headers: { ...(person?.auth ?? {}), 'accept-language': locale },
    payload,
  });

describe('admin console: users, blocking and the activity monitor', () => {
  it('refuses every admin call to every other role (403, still signed in) and to visitors (401)', async () => {
    for (const person of [manager, rep, client]) {
      expect((await get('/api/admin/users', person)).statusCode).toBe(403);
      expect((await get('/api/admin/audit', person)).statusCode).toBe(403);
      expect((await setStatus(person, admin.user.id, { status: 'SUSPENDED', reason: 'testing' })).statusCode).toBe(403);
      expect((await get('/api/auth/session', person)).statusCode).toBe(200);
    }
    expect((await get('/api/admin/users')).statusCode).toBe(401);
  });

  it('lists every account newest first, by role and status, with a search', async () => {
    const all = (await get('/api/admin/users', admin)).json();
    expect(all.items.map((user: { id: string }) => user.id).slice(0, 4)).toEqual([
      client.user.id,
      rep.user.id,
      manager.user.id,
      admin.user.id,
    ]);
    const reps = (await get('/api/admin/users?role=SALES_REP', admin)).json();
    expect(reps.items).toEqual([expect.objectContaining({ id: rep.user.id, companyName: 'Amber Audit' })]);
    const found = (await get('/api/admin/users?q=amber', admin)).json();
    expect(found.items.map((user: { id: string }) => user.id).sort()).toEqual([manager.user.id, rep.user.id].sort());
  });

  it('blocks a user: every session ends at once, the user is told why in their language; unblocking lets them back', async () => {
    const refused = await setStatus(admin, client.user.id, { status: 'SUSPENDED', reason: '' }, 'pl');
    expect(refused.statusCode).toBe(400);
    expect((await get('/api/auth/session', client)).statusCode).toBe(200);

    // The client last used Tendero in Polish: the e-mail goes in Polish.
    await app.inject({ method: 'GET', url: '/api/auth/session', headers: { ...client.auth, 'accept-language': 'pl' } });
    const blocked = await setStatus(admin, client.user.id, { status: 'SUSPENDED', reason: 'Spam in inquiries' });
    expect(blocked.json()).toMatchObject({ id: client.user.id, status: 'SUSPENDED' });
    expect((await get('/api/auth/session', client)).statusCode).toBe(401);
    const signIn = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { username: client.user.username, password: 'Mocne!Haslo9' },
    });
    expect(signIn.json()).toMatchObject({ reason: 'ACCOUNT_SUSPENDED' });
    const mail = await database.db
      .select()
      .from(schema.mailMessages)
      .where(eq(schema.mailMessages.to, client.user.email));
    expect(mail.map((message) => message.subject)).toContain('Twoje konto w Tendero zostało zablokowane');
    expect(mail.find((message) => message.subject.includes('zablokowane'))?.text).toContain('Spam in inquiries');
    expect((await setStatus(admin, client.user.id, { status: 'SUSPENDED', reason: 'again' })).statusCode).toBe(409);

    const unblocked = await setStatus(admin, client.user.id, { status: 'ACTIVE', reason: 'Explained by phone' });
    expect(unblocked.json()).toMatchObject({ status: 'ACTIVE' });
    const again = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { username: client.user.username, password: 'Mocne!Haslo9' },
    });
    expect(again.statusCode).toBe(200);
    expect((await setStatus(admin, admin.user.id, { status: 'SUSPENDED', reason: 'myself' })).statusCode).toBe(409);
  });

  it('records sign-ins, failed sign-ins and each admin action with actor, target, time and address', async () => {
    await app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: { username: 'nobody-here', password: 'x' } });
    const log = (await get('/api/admin/audit', admin)).json();
    const actions = log.items.map((entry: { action: string }) => entry.action);
    expect(actions).toContain('auth.sign-in');
    expect(actions).toContain('auth.sign-in-failed');
    const block = log.items.find((entry: { action: string }) => entry.action === 'user.block');
    expect(block).toMatchObject({
      actor: { id: admin.user.id },
      targetType: 'user',
      targetId: client.user.id,
      targetName: 'Ola Nowak',
      detail: { reason: 'Spam in inquiries' },
    });
    expect(block.ip).toBeTruthy();
    expect(new Date(block.at).getTime()).toBeLessThanOrEqual(Date.now());
    // A Premium grant names its company by name.
    await app.inject({
      method: 'PUT',
      url: '/api/companies/premium',
      headers: admin.auth,
      payload: { hasPremium: true, email: manager.user.email },
    });
    const grants = (await get('/api/admin/audit?action=premium.grant', admin)).json();
    expect(grants.items).toEqual([
      expect.objectContaining({ targetType: 'company', targetId: manager.user.companyId, targetName: 'Amber Audit' }),
    ]);
    const failed = (await get('/api/admin/audit?action=auth.sign-in-failed&q=nobody', admin)).json();
    expect(failed.items).toEqual([expect.objectContaining({ action: 'auth.sign-in-failed', actor: null })]);
    expect(failed.items[0].detail).toMatchObject({ login: 'nobody-here' });
  });
});
