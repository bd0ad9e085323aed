import { clientProfileSchema } from '@tendero/contracts';
import { schema } from '@tendero/db';
import { describe, expect, it } from 'vitest';
import { signedInUser, testAppPerFile } from '../../test/test-app';

const env = testAppPerFile();

const client = () =>
  signedInUser(env.app, env.accounts, { role: 'CLIENT', prefix: 'client', firstName: 'Zofia', phone: '+48601234567' });
const ownProfile = {
  bio: 'I buy IT services for a logistics group.',
  languages: ['pl', 'en'],
  city: 'Poznań',
  organization: 'Trans-Pol S.A.',
  shareEmail: false,
  sharePhone: false,
};

describe('client profile', () => {
  it('saves the own profile and shows the client everything, with the sharing choices', async () => {
    const me = await client();
    const saved = await env.app.inject({
      method: 'PUT',
      url: `/api/users/${me.user.id}/profile`,
      headers: me.auth,
      payload: ownProfile,
    });
    expect(saved.statusCode).toBe(204);
    const own = clientProfileSchema.parse(
      (await env.app.inject({ url: `/api/users/${me.user.id}`, headers: me.auth })).json(),
    );
    expect(own).toMatchObject({
      city: 'Poznań',
      organization: 'Trans-Pol S.A.',
      email: me.user.email,
      phone: '+48601234567',
      own: { shareEmail: false, sharePhone: false },
    });
  });

  it('never shows e-mail or phone to others unless shared, and then only to providers', async () => {
    const me = await client();
    await env.app.inject({
      method: 'PUT',
      url: `/api/users/${me.user.id}/profile`,
      headers: me.auth,
      payload: ownProfile,
    });
    const rep = await signedInUser(env.app, env.accounts, { role: 'MANAGER', prefix: 'mgr', companyName: 'Sharers' });
    const otherProvider = await signedInUser(env.app, env.accounts, {
      role: 'MANAGER',
      prefix: 'mgr',
      companyName: 'Not Shared With',
    });
    const otherClient = await client();
    const hidden = (await env.app.inject({ url: `/api/users/${me.user.id}`, headers: rep.auth })).json();
    expect(hidden).toMatchObject({ firstName: 'Zofia', city: 'Poznań', email: null, phone: null, own: null });

    await env.app.inject({
      method: 'PUT',
      url: `/api/users/${me.user.id}/profile`,
      headers: me.auth,
      payload: { ...ownProfile, shareEmail: true, sharePhone: true },
    });
    // The preference says which details; who sees them is per company (contacts: contact_shares).
    const notYet = (await env.app.inject({ url: `/api/users/${me.user.id}`, headers: rep.auth })).json();
    expect(notYet).toMatchObject({ email: null, phone: null });
    await env.database.db.insert(schema.contactShares).values({
      clientId: me.user.id,
      companyId: rep.user.companyId as string,
      purpose: 'chat',
      sharedAt: new Date(),
    });
    const shared = (await env.app.inject({ url: `/api/users/${me.user.id}`, headers: rep.auth })).json();
    expect(shared).toMatchObject({ email: me.user.email, phone: '+48601234567' });
    for (const headers of [otherClient.auth, otherProvider.auth, {}]) {
      const other = (await env.app.inject({ url: `/api/users/${me.user.id}`, headers })).json();
      expect(other).toMatchObject({ email: null, phone: null });
    }
  });

  it('changes only the fields a save sends', async () => {
    const me = await client();
    await env.app.inject({
      method: 'PUT',
      url: `/api/users/${me.user.id}/profile`,
      headers: me.auth,
      payload: ownProfile,
    });
    const partial = await env.app.inject({
      method: 'PUT',
      url: `/api/users/${me.user.id}/profile`,
      headers: me.auth,
      payload: { bio: 'New words.', languages: ['de'] },
    });
    expect(partial.statusCode).toBe(204);
    const own = (await env.app.inject({ url: `/api/users/${me.user.id}`, headers: me.auth })).json();
    expect(own).toMatchObject({ bio: 'New words.', languages: ['de'], city: 'Poznań', organization: 'Trans-Pol S.A.' });
  });

  it("refuses editing someone else's profile and validates the input", async () => {
    const me = await client();
    const other = await client();
    const foreign = await env.app.inject({
      method: 'PUT',
      url: `/api/users/${other.user.id}/profile`,
      headers: me.auth,
      payload: ownProfile,
    });
    expect(foreign.statusCode).toBe(403);
    const invalid = await env.app.inject({
      method: 'PUT',
      url: `/api/users/${me.user.id}/profile`,
      headers: me.auth,
      payload: { ...ownProfile, bio: 'x'.repeat(2001), languages: ['klingon'] },
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().fieldErrors.map((e: { path: string }) => e.path)).toEqual(
      expect.arrayContaining(['bio', 'languages.0']),
    );
  });

  it('answers 404 for ids that are not clients', async () => {
    const rep = await signedInUser(env.app, env.accounts, { role: 'SALES_REP', prefix: 'rep' });
    expect((await env.app.inject(`/api/users/${rep.user.id}`)).statusCode).toBe(404);
    expect((await env.app.inject('/api/users/nobody')).statusCode).toBe(404);
  });
});
