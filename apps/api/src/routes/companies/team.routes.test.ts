import { describe, expect, it } from 'vitest';
import { signedInUser, testAppPerFile } from '../../test/test-app';

const env = testAppPerFile();

let counter = 0;
async function person(role: 'MANAGER' | 'CLIENT', companyName?: string) {
  counter++;
  return signedInUser(env.app, env.accounts, {
    role,
    companyName,
    prefix: 'team',
    firstName: 'Marek',
    lastName: 'Duda',
    locale: 'pl',
  });
}

async function invitationToken(email: string): Promise<string> {
  const result = await env.database.db.execute(
    `select text from mail_messages where "to" = '${email}' order by created_at desc limit 1` as never,
  );
  const text = (result as unknown as { rows: { text: string }[] }).rows[0]?.text ?? '';
  return /invitation=([A-Za-z0-9_-]+)/.exec(text)?.[1] ?? '';
}

describe('team management', () => {
  it('invites a rep who sets a password on first sign-in and becomes ACTIVE', async () => {
    const manager = await person('MANAGER', 'Vistula Code sp. z o.o.');
    const invited = await env.app.inject({
      method: 'POST',
      url: '/api/users/invite/sale',
      headers: manager.auth,
      payload: { sellerName: 'Anna Nowak', email: 'anna.rep@vistula.pl' },
    });
    expect(invited.statusCode).toBe(201);
    const team = (await env.app.inject({ url: `/api/managers/${manager.user.id}/team`, headers: manager.auth })).json();
    expect(team.companyName).toBe('Vistula Code sp. z o.o.');
    const member = team.members.find((m: { email: string }) => m.email === 'anna.rep@vistula.pl');
    expect(member).toMatchObject({ name: 'Anna Nowak', role: 'SALES_REP', status: 'TEMPORARY' });
    const days = (new Date(member.invitationExpiresAt).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);

    const token = await invitationToken('anna.rep@vistula.pl');
    const weak = await env.app.inject({
      method: 'POST',
      url: '/api/auth/invitation/accept',
      payload: { token, password: 'weak', passwordRepeat: 'weak' },
    });
    expect(weak.statusCode).toBe(400);
    const accepted = await env.app.inject({
      method: 'POST',
      url: '/api/auth/invitation/accept',
      payload: { token, password: 'Nowe!Haslo2', passwordRepeat: 'Nowe!Haslo2', consent: true },
    });
    expect(accepted.statusCode).toBe(200);
    const again = await env.app.inject({
      method: 'POST',
      url: '/api/auth/invitation/accept',
      payload: { token, password: 'Inne!Haslo3', passwordRepeat: 'Inne!Haslo3', consent: true },
    });
    expect(again.json().reason).toBe('INVITATION_INVALID');
    const signIn = await env.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { username: 'anna.rep@vistula.pl', password: 'Nowe!Haslo2' },
    });
    expect(signIn.json().role).toBe('SALES_REP');
    const me = await env.app.inject({
      url: '/api/auth/session',
      headers: { authorization: `Bearer ${signIn.json().accessToken}` },
    });
    expect(me.json()).toMatchObject({ status: 'ACTIVE', companyName: 'Vistula Code sp. z o.o.' });
  });

  it('refuses an e-mail that already has an account, and anyone but a manager', async () => {
    const manager = await person('MANAGER', 'Odra Legal');
    const client = await person('CLIENT');
    const taken = await env.app.inject({
      method: 'POST',
      url: '/api/users/invite/sale',
      headers: { ...manager.auth, 'accept-language': 'pl' },
      payload: { sellerName: 'Ktoś', email: client.user.email },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().fieldErrors).toContainEqual({
      path: 'email',
      message: 'Konto z tym adresem e-mail już istnieje, więc nie można go zaprosić.',
    });
    const byClient = await env.app.inject({
      method: 'POST',
      url: '/api/users/invite/sale',
      headers: client.auth,
      payload: { sellerName: 'X', email: 'x@y.pl' },
    });
    expect(byClient.statusCode).toBe(403);
    expect(
      (await env.app.inject({ url: `/api/managers/${manager.user.id}/team`, headers: client.auth })).statusCode,
    ).toBe(403);
  });

  it('lets a manager remove a rep of their company only, never themself', async () => {
    const a = await person('MANAGER', 'Firma A');
    const b = await person('MANAGER', 'Firma B');
    await env.app.inject({
      method: 'POST',
      url: '/api/users/invite/sale',
      headers: a.auth,
      payload: { sellerName: 'Rep A', email: `repa${counter}@a.pl` },
    });
    const rep = (await env.app.inject({ url: `/api/managers/${a.user.id}/team`, headers: a.auth }))
      .json()
      .members.find((m: { role: string }) => m.role === 'SALES_REP');
    const foreign = await env.app.inject({
      method: 'DELETE',
      url: `/api/managers/${b.user.id}/team/${rep.userId}?contacts=without`,
      headers: b.auth,
    });
    expect(foreign.statusCode).toBe(404);
    const notMine = await env.app.inject({
      method: 'DELETE',
      url: `/api/managers/${a.user.id}/team/${rep.userId}?contacts=without`,
      headers: b.auth,
    });
    expect(notMine.statusCode).toBe(403);
    const self = await env.app.inject({
      method: 'DELETE',
      url: `/api/managers/${a.user.id}/team/${a.user.id}?contacts=with`,
      headers: a.auth,
    });
    expect(self.json().reason).toBe('CANNOT_REMOVE_SELF');
    const removed = await env.app.inject({
      method: 'DELETE',
      url: `/api/managers/${a.user.id}/team/${rep.userId}?contacts=with`,
      headers: a.auth,
    });
    expect(removed.statusCode).toBe(204);
    const after = (await env.app.inject({ url: `/api/managers/${a.user.id}/team`, headers: a.auth })).json();
    expect(after.members.map((m: { userId: string }) => m.userId)).not.toContain(rep.userId);
  });

  it('removes a member with the SPEC §7 call as written (no query); ?contacts= still chooses', async () => {
    const manager = await person('MANAGER', 'Firma C');
    const invite = async (email: string) => {
      await env.app.inject({
        method: 'POST',
        url: '/api/users/invite/sale',
        headers: manager.auth,
        payload: { sellerName: 'Rep C', email },
      });
      const team = await env.app.inject({ url: `/api/managers/${manager.user.id}/team`, headers: manager.auth });
      return team.json().members.find((m: { email: string }) => m.email === email).userId as string;
    };
    const first = await invite(`plain${counter}@c.pl`);
    const second = await invite(`chosen${counter}@c.pl`);
    const url = (memberId: string) => `/api/managers/${manager.user.id}/team/${memberId}`;
    const bad = await env.app.inject({ method: 'DELETE', url: `${url(second)}?contacts=maybe`, headers: manager.auth });
    expect(bad.statusCode).toBe(400);
    const plain = await env.app.inject({ method: 'DELETE', url: url(first), headers: manager.auth });
    expect(plain.statusCode).toBe(204);
    const chosen = await env.app.inject({
      method: 'DELETE',
      url: `${url(second)}?contacts=without`,
      headers: manager.auth,
    });
    expect(chosen.statusCode).toBe(204);
    const after = (
      await env.app.inject({ url: `/api/managers/${manager.user.id}/team`, headers: manager.auth })
    ).json();
    const left = after.members.map((m: { userId: string }) => m.userId);
    expect(left).not.toContain(first);
    expect(left).not.toContain(second);
  });

  it('sends an invitation again with a new link; the old one stops working', async () => {
    const manager = await person('MANAGER', 'Warta Design');
    const email = `again${counter}@warta.pl`;
    await env.app.inject({
      method: 'POST',
      url: '/api/users/invite/sale',
      headers: manager.auth,
      payload: { sellerName: 'Ewa Rep', email },
    });
    const first = await invitationToken(email);
    const member = (await env.app.inject({ url: `/api/managers/${manager.user.id}/team`, headers: manager.auth }))
      .json()
      .members.find((m: { email: string }) => m.email === email);
    const resent = await env.app.inject({
      method: 'POST',
      url: `/api/managers/${manager.user.id}/team/${member.userId}/invitation`,
      headers: manager.auth,
    });
    expect(resent.statusCode).toBe(202);
    const second = await invitationToken(email);
    expect(second).not.toBe(first);
    const old = await env.app.inject({
      method: 'POST',
      url: '/api/auth/invitation/accept',
      payload: { token: first, password: 'Nowe!Haslo2', passwordRepeat: 'Nowe!Haslo2', consent: true },
    });
    expect(old.json().reason).toBe('INVITATION_INVALID');
    const ok = await env.app.inject({
      method: 'POST',
      url: '/api/auth/invitation/accept',
      payload: { token: second, password: 'Nowe!Haslo2', passwordRepeat: 'Nowe!Haslo2', consent: true },
    });
    expect(ok.statusCode).toBe(200);
  });
});
