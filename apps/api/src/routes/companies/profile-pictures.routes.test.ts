import { salesRepProfileSchema } from '@tendero/contracts';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { filesUnder, multipart, photo, signedInUser } from '../../test/test-app';
import { company, env, verify } from './profile.fixture';

describe('logos and photos', () => {
  it('stores the logo uploaded by the manager; a rep cannot upload it', async () => {
    const { manager, rep } = await company();
    const byRep = await env.app.inject({
      method: 'POST',
      url: `/api/managers/${manager.user.id}/photo/`,
      cookies: { accessToken: rep.token },
      ...multipart(await photo(), 'logo.png'),
    });
    expect(byRep.statusCode).toBe(403);
    const response = await env.app.inject({
      method: 'POST',
      url: `/api/managers/${manager.user.id}/photo/`,
      cookies: { accessToken: manager.token },
      ...multipart(await photo(), 'logo.png'),
    });
    expect(response.statusCode).toBe(200);
    const { fileUrl } = response.json();
    expect(fileUrl).toMatch(/^\/files\/logos\/.+-512\.webp$/);
    const profile = (await env.app.inject({ url: `/api/managers/${manager.user.id}`, headers: rep.auth })).json();
    expect(profile.companyData.image).toBe(fileUrl);
  });

  it("lets a manager upload their rep's photo, not another company's rep", async () => {
    const a = await company('Alpha');
    const b = await company('Beta');
    const own = await env.app.inject({
      method: 'POST',
      url: `/api/companies/salesreps/${a.rep.user.id}/photo/`,
      cookies: { accessToken: a.manager.token },
      ...multipart(await photo(), 'rep.jpg'),
    });
    expect(own.statusCode).toBe(200);
    const foreign = await env.app.inject({
      method: 'POST',
      url: `/api/companies/salesreps/${b.rep.user.id}/photo/`,
      cookies: { accessToken: a.manager.token },
      ...multipart(await photo(), 'rep.jpg'),
    });
    expect(foreign.statusCode).toBe(403);
    const self = await env.app.inject({
      method: 'POST',
      url: `/api/companies/salesreps/${b.rep.user.id}/photo/`,
      cookies: { accessToken: b.rep.token },
      ...multipart(await photo(), 'me.jpg'),
    });
    expect(self.statusCode).toBe(200);
    const publicRep = (await env.app.inject(`/api/companies/salesreps/${a.rep.user.id}`)).json();
    expect(publicRep.salesRepData.image).toBe(own.json().fileUrl);
  });

  it('stores a 4:3 portfolio picture; a disguised program leaves nothing behind', async () => {
    const { manager, companyId } = await company();
    const item = (
      await env.app.inject({
        method: 'POST',
        url: `/api/companies/${companyId}/portfolio`,
        headers: manager.auth,
        payload: { title: 'Warehouse app', description: '', link: '' },
      })
    ).json();
    const before = filesUnder(env.uploads).length;
    const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(4000, 0x90)]);
    const refused = await env.app.inject({
      method: 'POST',
      url: `/api/companies/${companyId}/portfolio/${item.id}/image/`,
      cookies: { accessToken: manager.token },
      ...multipart(exe, 'shot.png'),
    });
    expect(refused.statusCode).toBe(400);
    expect(filesUnder(env.uploads)).toHaveLength(before);
    const stored = await env.app.inject({
      method: 'POST',
      url: `/api/companies/${companyId}/portfolio/${item.id}/image/`,
      cookies: { accessToken: manager.token },
      ...multipart(await photo(1600, 900), 'shot.jpg'),
    });
    expect(stored.statusCode).toBe(200);
    const served = await env.app.inject(stored.json().fileUrl);
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ width: 1200, height: 900 });
    const edited = await env.app.inject({
      method: 'PUT',
      url: `/api/companies/${companyId}/portfolio/${item.id}`,
      headers: manager.auth,
      payload: { title: 'Warehouse app v2', description: '', link: '' },
    });
    expect(edited.json()).toMatchObject({ title: 'Warehouse app v2', image: stored.json().fileUrl });
    await env.app.inject({
      method: 'DELETE',
      url: `/api/companies/${companyId}/portfolio/${item.id}`,
      headers: manager.auth,
    });
    expect(filesUnder(env.uploads)).toHaveLength(before);
  });
});

describe('listing', () => {
  it('hides an unverified company from everyone but its team and admins', async () => {
    const manager = await signedInUser(env.app, env.accounts, {
      role: 'MANAGER',
      companyName: 'Hidden',
      prefix: 'mgr',
    });
    const companyId = manager.user.companyId as string;
    expect((await env.app.inject(`/api/companies/${companyId}`)).statusCode).toBe(404);
    expect((await env.app.inject({ url: `/api/companies/${companyId}`, headers: manager.auth })).statusCode).toBe(200);
    await verify(companyId);
    expect((await env.app.inject(`/api/companies/${companyId}`)).json().verifiedAt).toEqual(expect.any(String));
  });
});

describe('profiles by id', () => {
  it('shows an active rep publicly without e-mails; the team sees them', async () => {
    const { manager, rep } = await company();
    const anonymous = salesRepProfileSchema.parse(
      (await env.app.inject(`/api/companies/salesreps/${rep.user.id}`)).json(),
    );
    expect(anonymous.salesRepData).toMatchObject({ firstName: 'Ewa', email: null });
    expect(anonymous.companyData.managerEmail).toBeNull();
    const team = (await env.app.inject({ url: `/api/companies/salesreps/${rep.user.id}`, headers: rep.auth })).json();
    expect(team.salesRepData.email).toBe(rep.user.email);
    expect(team.companyData.managerEmail).toBe(manager.user.email);
    expect((await env.app.inject(`/api/companies/salesreps/${manager.user.id}`)).statusCode).toBe(404);
  });

  it('hides an invited (TEMPORARY) rep from the public', async () => {
    const { manager } = await company();
    const invited = await env.app.inject({
      method: 'POST',
      url: '/api/users/invite/sale',
      headers: manager.auth,
      payload: { sellerName: 'Piotr Zieliński', email: `piotr${Date.now()}@vistula.pl` },
    });
    const repId = invited.json().userId;
    expect((await env.app.inject(`/api/companies/salesreps/${repId}`)).statusCode).toBe(404);
    expect((await env.app.inject({ url: `/api/companies/salesreps/${repId}`, headers: manager.auth })).statusCode).toBe(
      200,
    );
  });

  it('answers the manager profile only to the manager, their team and admins', async () => {
    const a = await company('Alpha');
    const b = await company('Beta');
    const admin = await signedInUser(env.app, env.accounts, { role: 'ADMIN', prefix: 'adm' });
    for (const who of [a.manager, a.rep, admin]) {
      const response = await env.app.inject({ url: `/api/managers/${a.manager.user.id}`, headers: who.auth });
      expect(response.statusCode).toBe(200);
      expect(response.json().managerData.email).toBe(a.manager.user.email);
    }
    const foreign = await env.app.inject({ url: `/api/managers/${a.manager.user.id}`, headers: b.manager.auth });
    expect(foreign.statusCode).toBe(403);
    expect((await env.app.inject(`/api/managers/${a.manager.user.id}`)).statusCode).toBe(401);
  });

  it('lets only admins give a company its badge', async () => {
    const { manager, companyId } = await company();
    const admin = await signedInUser(env.app, env.accounts, { role: 'ADMIN', prefix: 'adm' });
    const byManager = await env.app.inject({
      method: 'PUT',
      url: `/api/companies/${companyId}/title`,
      headers: manager.auth,
      payload: { titleId: 'top-rated' },
    });
    expect(byManager.statusCode).toBe(403);
    const byAdmin = await env.app.inject({
      method: 'PUT',
      url: `/api/companies/${companyId}/title`,
      headers: admin.auth,
      payload: { titleId: 'verified' },
    });
    expect(byAdmin.statusCode).toBe(204);
    expect((await env.app.inject(`/api/companies/${companyId}`)).json().companyTitleId).toBe('verified');
  });

  it('lists the company badges with their rules in the reader language', async () => {
    const en = (await env.app.inject('/api/managers/company-titles')).json();
    expect(en.map((title: { _id: string }) => title._id)).toEqual(['verified', 'top-rated', 'fast-responder']);
    expect(en[0]).toMatchObject({ name: 'Verified' });
    const pl = (
      await env.app.inject({ url: '/api/managers/company-titles', headers: { 'accept-language': 'pl' } })
    ).json();
    expect(pl[0].name).toBe('Zweryfikowana');
    expect(pl[1].rule).toContain('4,7');
  });
});
