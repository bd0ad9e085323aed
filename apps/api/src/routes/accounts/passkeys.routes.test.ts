import type { DatabaseHandle } from '@tendero/db';
import { schema } from '@tendero/db';
import type { Accounts } from '@tendero/domain/accounts';
import { hasPasskey, passkeySecondFactorOptions, verifyPasskeySecondFactor } from '@tendero/domain/accounts';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccountsFor, domainContext } from '../../capabilities';
import { type SoftwareAuthenticator, softwareAuthenticator } from '../../test/software-authenticator';
import { buildTestApp, openTestDatabase, signedInUser, testConfig, testTotpSecret } from '../../test/test-app';

const config = testConfig({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
const origin = new URL(config.publicUrl).origin;
// Accounts as the server wires them (sign-ins reported to the activity log), so the log can be checked.
const env = {} as { database: DatabaseHandle; accounts: Accounts; app: FastifyInstance };
beforeAll(async () => {
  env.database = await openTestDatabase();
  env.accounts = createAccountsFor(domainContext(config, env.database), config);
  env.app = await buildTestApp({ database: env.database, config, accounts: env.accounts });
});
afterAll(async () => {
  await env.app?.close();
  await env.database?.close();
});
const { mailMessages, auditLog, passkeys, passkeyChallenges, users } = schema;

type Person = Awaited<ReturnType<typeof signedInUser>>;

async function person(options: Parameters<typeof signedInUser>[2] = {}): Promise<Person> {
  return signedInUser(env.app, env.accounts, { password: 'Mocne!Haslo9', ...options });
}

/** Adds a passkey through the two settings calls; answers the second call. */
async function addPasskey(
  who: Person,
  authenticator: SoftwareAuthenticator,
  name = 'Laptop',
  as: Parameters<SoftwareAuthenticator['create']>[1] = {},
) {
  const start = await env.app.inject({
    method: 'POST',
    url: '/api/auth/passkeys/options',
    headers: who.auth,
    payload: { password: 'Mocne!Haslo9' },
  });
  expect(start.statusCode).toBe(200);
  const { challengeId, options } = start.json();
  return env.app.inject({
    method: 'POST',
    url: '/api/auth/passkeys',
    headers: who.auth,
    payload: { challengeId, name, response: authenticator.create(options, as) },
  });
}

async function signInOptions() {
  const answer = await env.app.inject({ method: 'POST', url: '/api/auth/sign-in/passkey/options' });
  expect(answer.statusCode).toBe(200);
  return answer.json() as { challengeId: string; options: { challenge: string; userVerification: string } };
}

const signInWith = (payload: Record<string, unknown>, locale = 'en') =>
  env.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/passkey',
    headers: { 'accept-language': locale, 'user-agent': 'PasskeyTest/1.0' },
    payload,
  });

async function mailsTo(email: string) {
  return env.database.db.select().from(mailMessages).where(eq(mailMessages.to, email));
}

describe('passkeys in account settings', () => {
  it('adds a named passkey with the password, lists it, and e-mails and logs the change in the person’s language', async () => {
    const manager = await person({ role: 'MANAGER', companyName: 'Passkey Works', locale: 'pl' });
    const authenticator = softwareAuthenticator({ origin });

    const wrong = await env.app.inject({
      method: 'POST',
      url: '/api/auth/passkeys/options',
      headers: { ...manager.auth, 'accept-language': 'pl' },
      payload: { password: 'Zle!Haslo1' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fieldErrors).toEqual([{ path: 'password', message: expect.any(String) }]);

    const start = await env.app.inject({
      method: 'POST',
      url: '/api/auth/passkeys/options',
      headers: manager.auth,
      payload: { password: 'Mocne!Haslo9' },
    });
    const { options } = start.json();
    expect(options.rp).toEqual({ id: 'localhost', name: 'Tendero' });
    expect(options.authenticatorSelection).toMatchObject({ residentKey: 'required', userVerification: 'required' });
    expect(options.user.name).toBe(manager.user.email);
    // The WebAuthn user handle is random, never the account id.
    expect(Buffer.from(options.user.id, 'base64url').toString()).not.toContain(manager.user.id);

    const added = await addPasskey(manager, authenticator, 'Laptop służbowy');
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({ name: 'Laptop służbowy', lastUsedAt: null, synced: true });
    expect(added.body).not.toContain('publicKey');

    const list = await env.app.inject({ url: '/api/auth/passkeys', headers: manager.auth });
    expect(list.json().passkeys).toEqual([added.json()]);
    expect(await hasPasskey(env.database.db, manager.user.id)).toBe(true);

    const [mail] = await mailsTo(manager.user.email);
    expect(mail?.subject).toBe('Do Twojego konta Tendero dodano klucz dostępu');
    expect(mail?.text).toContain('„Laptop służbowy”');
    expect(mail?.text).toContain('/pl/account-settings/data');
    const [entry] = await env.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'passkey.add'), eq(auditLog.actorId, manager.user.id)));
    expect(entry?.detail).toEqual({ passkey: 'Laptop służbowy' });

    // Each of the two steps serves once: the challenge is gone after the first answer.
    const again = await addPasskey(manager, authenticator, 'Drugi');
    expect(again.statusCode).toBe(201);
    const excluded = (
      await env.app.inject({
        method: 'POST',
        url: '/api/auth/passkeys/options',
        headers: manager.auth,
        payload: { password: 'Mocne!Haslo9' },
      })
    ).json().options.excludeCredentials;
    expect(excluded).toHaveLength(2);
  });

  it('refuses an answer from another origin, without user verification, or to a used challenge, and keeps the session', async () => {
    const rep = await person({ role: 'SALES_REP' });
    const authenticator = softwareAuthenticator({ origin });

    const foreign = await addPasskey(rep, authenticator, 'Evil', { origin: 'https://evil.example' });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toMatchObject({
      reason: 'PASSKEY_NOT_ADDED',
      message: 'The passkey could not be added. Please try again.',
    });

    const unverified = await addPasskey(rep, authenticator, 'No PIN', { userVerified: false });
    expect(unverified.statusCode).toBe(400);

    const start = await env.app.inject({
      method: 'POST',
      url: '/api/auth/passkeys/options',
      headers: rep.auth,
      payload: { password: 'Mocne!Haslo9' },
    });
    const { challengeId, options } = start.json();
    const payload = { challengeId, name: 'Phone', response: authenticator.create(options) };
    const first = await env.app.inject({ method: 'POST', url: '/api/auth/passkeys', headers: rep.auth, payload });
    expect(first.statusCode).toBe(201);
    const replay = await env.app.inject({ method: 'POST', url: '/api/auth/passkeys', headers: rep.auth, payload });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().reason).toBe('PASSKEY_CHALLENGE_EXPIRED');

    // Another person's challenge is not theirs to answer.
    const other = await person();
    const theirs = await env.app.inject({
      method: 'POST',
      url: '/api/auth/passkeys/options',
      headers: other.auth,
      payload: { password: 'Mocne!Haslo9' },
    });
    const stolen = await env.app.inject({
      method: 'POST',
      url: '/api/auth/passkeys',
      headers: rep.auth,
      payload: {
        challengeId: theirs.json().challengeId,
        name: 'X',
        response: authenticator.create(theirs.json().options),
      },
    });
    expect(stolen.statusCode).toBe(400);

    const me = await env.app.inject({ url: '/api/auth/session', headers: rep.auth });
    expect(me.statusCode).toBe(200);
    const list = await env.app.inject({ url: '/api/auth/passkeys', headers: rep.auth });
    expect(list.json().passkeys.map((item: { name: string }) => item.name)).toEqual(['Phone']);
  });

  it('renames and removes only one’s own passkeys; removal needs the password; each is e-mailed and logged', async () => {
    const client = await person();
    const authenticator = softwareAuthenticator({ origin });
    const added = (await addPasskey(client, authenticator, 'Tablet')).json();

    const stranger = await person();
    const foreignRename = await env.app.inject({
      method: 'PATCH',
      url: `/api/auth/passkeys/${added.id}`,
      headers: stranger.auth,
      payload: { name: 'Mine now' },
    });
    expect(foreignRename.statusCode).toBe(404);
    const foreignRemove = await env.app.inject({
      method: 'POST',
      url: `/api/auth/passkeys/${added.id}/delete`,
      headers: stranger.auth,
      payload: { password: 'Mocne!Haslo9' },
    });
    expect(foreignRemove.statusCode).toBe(404);

    const renamed = await env.app.inject({
      method: 'PATCH',
      url: `/api/auth/passkeys/${added.id}`,
      headers: client.auth,
      payload: { name: '  Home tablet ' },
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().name).toBe('Home tablet');

    const wrongPassword = await env.app.inject({
      method: 'POST',
      url: `/api/auth/passkeys/${added.id}/delete`,
      headers: client.auth,
      payload: { password: 'Zle!Haslo1' },
    });
    expect(wrongPassword.statusCode).toBe(400);
    expect(await hasPasskey(env.database.db, client.user.id)).toBe(true);

    // It still signs in before it is removed ...
    const before = await signInOptions();
    expect(
      (await signInWith({ challengeId: before.challengeId, response: authenticator.get(before.options) })).statusCode,
    ).toBe(200);

    const removed = await env.app.inject({
      method: 'POST',
      url: `/api/auth/passkeys/${added.id}/delete`,
      headers: client.auth,
      payload: { password: 'Mocne!Haslo9' },
    });
    expect(removed.statusCode).toBe(204);
    expect(await hasPasskey(env.database.db, client.user.id)).toBe(false);

    // ... and no longer after.
    const after = await signInOptions();
    const refused = await signInWith({ challengeId: after.challengeId, response: authenticator.get(after.options) });
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ reason: 'PASSKEY_NOT_ACCEPTED' });
    expect(refused.cookies).toEqual([]);

    const subjects = (await mailsTo(client.user.email)).map((mail) => mail.subject).sort();
    expect(subjects).toEqual([
      'A passkey of your Tendero account was renamed',
      'A passkey was added to your Tendero account',
      'A passkey was removed from your Tendero account',
    ]);
    const actions = (await env.database.db.select().from(auditLog).where(eq(auditLog.actorId, client.user.id))).map(
      (entry) => entry.action,
    );
    expect(actions).toEqual(expect.arrayContaining(['passkey.add', 'passkey.rename', 'passkey.remove']));
  });
});

describe('signing in with a passkey', () => {
  it('opens a session as the password does: same cookies and answer, last use recorded, the sign-in logged', async () => {
    const manager = await person({ role: 'MANAGER', companyName: 'Bez Hasła' });
    const authenticator = softwareAuthenticator({ origin });
    await addPasskey(manager, authenticator);

    const { challengeId, options } = await signInOptions();
    expect(options.userVerification).toBe('required');
    const answer = await signInWith({ challengeId, response: authenticator.get(options) });
    expect(answer.statusCode).toBe(200);
    const body = answer.json();
    expect(body).toEqual({ accessToken: expect.any(String), userId: manager.user.id, role: 'MANAGER' });
    const cookies = Object.fromEntries(answer.cookies.map((cookie) => [cookie.name, cookie]));
    expect(cookies.accessToken).toMatchObject({ value: body.accessToken, httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookies.userId?.value).toBe(manager.user.id);
    expect(cookies.role?.value).toBe('MANAGER');

    const me = await env.app.inject({
      url: '/api/auth/session',
      headers: { authorization: `Bearer ${body.accessToken}` },
    });
    expect(me.json()).toMatchObject({ userId: manager.user.id, role: 'MANAGER' });
    const [row] = await env.database.db.select().from(passkeys).where(eq(passkeys.userId, manager.user.id));
    expect(row?.lastUsedAt).toBeInstanceOf(Date);
    expect(row?.counter).toBe(1);
    const signIns = await env.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'auth.sign-in'), eq(auditLog.actorId, manager.user.id)));
    expect(signIns.map((entry) => entry.detail)).toContainEqual({ login: manager.user.username, method: 'passkey' });
  });

  it('refuses a replayed answer, an old answer to a new challenge, a foreign origin, no user verification, an expired challenge', async () => {
    const client = await person();
    const authenticator = softwareAuthenticator({ origin });
    await addPasskey(client, authenticator);

    const first = await signInOptions();
    const payload = { challengeId: first.challengeId, response: authenticator.get(first.options) };
    expect((await signInWith(payload)).statusCode).toBe(200);
    const replayed = await signInWith(payload, 'pl');
    expect(replayed.statusCode).toBe(401);
    expect(replayed.json()).toMatchObject({
      reason: 'PASSKEY_CHALLENGE_EXPIRED',
      message: 'Żądanie klucza dostępu wygasło. Spróbuj ponownie.',
    });
    // Sent twice at once, one answer opens a session and the other finds its challenge taken.
    const raced = await signInOptions();
    const racedPayload = { challengeId: raced.challengeId, response: authenticator.get(raced.options) };
    const both = await Promise.all([signInWith(racedPayload), signInWith(racedPayload)]);
    expect(both.map((answer) => answer.statusCode).sort()).toEqual([200, 401]);

    const fresh = await signInOptions();
    const oldAnswer = await signInWith({ challengeId: fresh.challengeId, response: payload.response });
    expect(oldAnswer.statusCode).toBe(401);
    expect(oldAnswer.json().reason).toBe('PASSKEY_NOT_ACCEPTED');

    const foreign = await signInOptions();
    const phished = await signInWith({
      challengeId: foreign.challengeId,
      response: authenticator.get(foreign.options, { origin: 'https://tendero-login.example' }),
    });
    expect(phished.statusCode).toBe(401);
    expect(phished.json().reason).toBe('PASSKEY_NOT_ACCEPTED');

    const presence = await signInOptions();
    const unverified = await signInWith({
      challengeId: presence.challengeId,
      response: authenticator.get(presence.options, { userVerified: false }),
    });
    expect(unverified.statusCode).toBe(401);
    expect(unverified.json().message).toBe('Your device must verify you (fingerprint, face or PIN) to use a passkey.');

    const late = await signInOptions();
    await env.database.db
      .update(passkeyChallenges)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passkeyChallenges.id, late.challengeId));
    const expired = await signInWith({ challengeId: late.challengeId, response: authenticator.get(late.options) });
    expect(expired.json().reason).toBe('PASSKEY_CHALLENGE_EXPIRED');

    // A forged user handle does not pass for another person's passkey.
    const forged = await signInOptions();
    const response = authenticator.get(forged.options);
    response.response.userHandle = Buffer.from('someone else').toString('base64url');
    expect((await signInWith({ challengeId: forged.challengeId, response })).json().reason).toBe(
      'PASSKEY_NOT_ACCEPTED',
    );
  });

  it('keeps the password path’s status rules and messages: suspended, unconfirmed and deleted accounts get no session', async () => {
    const authenticator = softwareAuthenticator({ origin });
    const attempt = async (locale = 'en') => {
      const { challengeId, options } = await signInOptions();
      return signInWith({ challengeId, response: authenticator.get(options) }, locale);
    };

    const suspended = await person();
    await addPasskey(suspended, authenticator);
    await env.database.db.update(users).set({ status: 'SUSPENDED' }).where(eq(users.id, suspended.user.id));
    const refused = await attempt('pl');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().reason).toBe('ACCOUNT_SUSPENDED');
    const byPassword = await env.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      headers: { 'accept-language': 'pl' },
      payload: { username: suspended.user.username, password: 'Mocne!Haslo9' },
    });
    expect(refused.json().message).toBe(byPassword.json().message);
    expect(refused.cookies).toEqual([]);

    const unconfirmed = await person();
    await addPasskey(unconfirmed, authenticator);
    await env.database.db.update(users).set({ status: 'UNVERIFIED' }).where(eq(users.id, unconfirmed.user.id));
    const notActive = await attempt();
    expect(notActive.statusCode).toBe(403);
    expect(notActive.json().reason).toBe('ACCOUNT_NOT_ACTIVE');

    const leaving = await person();
    await addPasskey(leaving, authenticator);
    const deleted = await env.app.inject({
      method: 'POST',
      url: '/api/users/me/delete',
      headers: leaving.auth,
      payload: { password: 'Mocne!Haslo9' },
    });
    expect(deleted.statusCode).toBe(200);
    const gone = await attempt();
    expect(gone.statusCode).toBe(401);
    expect(gone.json().reason).toBe('PASSKEY_NOT_ACCEPTED');
  });
});

describe('a passkey as the second factor (for the sign-in step)', () => {
  it('offers only the person’s passkeys and accepts only their answer to their challenge', async () => {
    const ctx = domainContext(config, env.database);
    const owner = await person();
    const other = await person();
    const authenticator = softwareAuthenticator({ origin, counts: false });
    await addPasskey(owner, authenticator, 'Key');
    await expect(passkeySecondFactorOptions(ctx, other.user.id)).rejects.toMatchObject({ code: 'NOT_FOUND' });

    const { challengeId, options } = await passkeySecondFactorOptions(ctx, owner.user.id);
    expect(options.allowCredentials).toHaveLength(1);
    // User presence is enough after a password.
    const response = authenticator.get(options, { userVerified: false });
    await expect(verifyPasskeySecondFactor(ctx, other.user.id, { challengeId, response })).rejects.toMatchObject({
      reason: 'PASSKEY_CHALLENGE_EXPIRED',
    });
    // The owner's challenge is still theirs to answer, once.
    const ok = await verifyPasskeySecondFactor(ctx, owner.user.id, { challengeId, response });
    expect(ok.passkeyId).toEqual(expect.any(String));
    await expect(verifyPasskeySecondFactor(ctx, owner.user.id, { challengeId, response })).rejects.toMatchObject({
      reason: 'PASSKEY_CHALLENGE_EXPIRED',
    });
    const third = await passkeySecondFactorOptions(ctx, owner.user.id);
    await expect(
      verifyPasskeySecondFactor(ctx, owner.user.id, {
        challengeId: third.challengeId,
        response: authenticator.get(third.options, { origin: 'https://evil.example' }),
      }),
    ).rejects.toMatchObject({ reason: 'PASSKEY_NOT_ACCEPTED' });
  });

  it('answers the sign-in step of a person with an authenticator; a passkey alone does not turn the step on', async () => {
    const who = await person();
    const authenticator = softwareAuthenticator({ origin, counts: false });
    await addPasskey(who, authenticator, 'Phone');
    const signIn = () =>
      env.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in',
        payload: { username: who.user.username, password: 'Mocne!Haslo9' },
      });
    // Passkey only: the password still signs in alone (no recovery codes to fall back on).
    expect((await signIn()).json().accessToken).toEqual(expect.any(String));

    await env.accounts.presetTotp(who.user.id, testTotpSecret);
    const { challenge } = (await signIn()).json();
    expect(challenge).toMatchObject({ kind: 'SECOND_FACTOR', methods: ['totp', 'recovery', 'passkey'] });
    const options = await env.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/second-factor/passkey-options',
      payload: { challengeId: challenge.id },
    });
    expect(options.statusCode).toBe(200);
    const passkey = options.json() as { challengeId: string; options: Parameters<SoftwareAuthenticator['get']>[0] };
    const foreign = await env.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/second-factor',
      payload: {
        challengeId: challenge.id,
        method: 'passkey',
        passkey: {
          challengeId: passkey.challengeId,
          response: authenticator.get(passkey.options, { origin: 'https://evil.example' }),
        },
      },
    });
    expect(foreign.statusCode).toBe(401);
    expect(foreign.cookies.find((cookie) => cookie.name === 'accessToken')).toBeUndefined();

    const again = await env.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/second-factor/passkey-options',
      payload: { challengeId: challenge.id },
    });
    const fresh = again.json() as typeof passkey;
    const answered = await env.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/second-factor',
      payload: {
        challengeId: challenge.id,
        method: 'passkey',
        passkey: {
          challengeId: fresh.challengeId,
          response: authenticator.get(fresh.options, { userVerified: false }),
        },
      },
    });
    expect(answered.statusCode).toBe(200);
    expect(answered.json()).toMatchObject({ userId: who.user.id });
    expect(answered.cookies.find((cookie) => cookie.name === 'accessToken')?.httpOnly).toBe(true);
  });
});
