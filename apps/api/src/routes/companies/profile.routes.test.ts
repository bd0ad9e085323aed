import { companyProfileSchema, salesRepProfileSchema } from '@tendero/contracts';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { filesUnder, multipart, photo, signedInUser, testAppPerFile } from '../../test/test-app';

const env = testAppPerFile();

/** A verified (listed) company with its manager and one active sales rep. */
async function company(name = 'Vistula Code sp. z o.o.') {
  const manager = await signedInUser(env.app, env.accounts, { role: 'MANAGER', companyName: name, prefix: 'mgr' });
  const companyId = manager.user.companyId as string;
  const rep = await signedInUser(env.app, env.accounts, {
    role: 'SALES_REP',
    companyId,
    prefix: 'rep',
    firstName: 'Ewa',
  });
  await verify(companyId);
  return { manager, rep, companyId };
}

let admin: Awaited<ReturnType<typeof signedInUser>> | undefined;
async function verify(companyId: string) {
  admin ??= await signedInUser(env.app, env.accounts, { role: 'ADMIN', prefix: 'verifier' });
  for (const criterion of ['competencies', 'teamSize', 'portfolio', 'serviceQuality']) {
    const response = await env.app.inject({
      method: 'PUT',
      url: `/api/companies/${companyId}/verification/checks`,
      headers: admin.auth,
      payload: { criterion, passed: true, note: 'Checked in the test' },
    });
    expect(response.statusCode).toBe(200);
  }
}

const profileInput = {
  name: 'Vistula Code',
  description: 'We build web platforms for logistics firms.',
  email: 'hello@vistula.pl',
  website: 'https://vistula.pl',
  country: 'PL',
  city: 'gdansk',
  postalCode: '80-001',
  address: 'Długa 1',
  teamSize: '10-49',
  foundedYear: 2015,
  services: ['custom-software-development'],
  languages: ['pl', 'en', 'pl'],
  tags: ['logistics', 'react'],
};

describe('company profile', () => {
  it('lets the manager save the profile; everyone reads it; the rep sees it read-only', async () => {
    const { manager, rep, companyId } = await company();
    const saved = await env.app.inject({
      method: 'PUT',
      url: `/api/companies/${companyId}`,
      headers: manager.auth,
      payload: profileInput,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ name: 'Vistula Code', city: 'gdansk', languages: ['pl', 'en'] });

    const anonymous = await env.app.inject(`/api/companies/${companyId}`);
    const body = companyProfileSchema.parse(anonymous.json());
    expect(body).toMatchObject({ teamSize: '10-49', foundedYear: 2015, services: ['custom-software-development'] });
    expect(body.managerEmail).toBeNull();

    const byRep = await env.app.inject({
      method: 'PUT',
      url: `/api/companies/${companyId}`,
      headers: rep.auth,
      payload: { ...profileInput, name: 'Hijacked' },
    });
    expect(byRep.statusCode).toBe(403);
    const after = await env.app.inject({ url: `/api/companies/${companyId}`, headers: rep.auth });
    expect(after.json()).toMatchObject({ name: 'Vistula Code', managerEmail: manager.user.email });
  });

  it('refuses a manager of company A changing company B, and clients', async () => {
    const a = await company('Alpha sp. z o.o.');
    const b = await company('Beta S.A.');
    const client = await signedInUser(env.app, env.accounts, { role: 'CLIENT', prefix: 'cl' });
    for (const who of [a.manager, client]) {
      const profile = await env.app.inject({
        method: 'PUT',
        url: `/api/companies/${b.companyId}`,
        headers: who.auth,
        payload: profileInput,
      });
      expect(profile.statusCode).toBe(403);
      const offer = await env.app.inject({
        method: 'POST',
        url: `/api/companies/${b.companyId}/offers`,
        headers: who.auth,
        payload: { name: 'Free audit', description: '' },
      });
      expect(offer.statusCode).toBe(403);
    }
    expect((await env.app.inject(`/api/companies/${b.companyId}`)).json()).toMatchObject({
      name: 'Beta S.A.',
      offers: [],
    });
  });

  it('validates on the server with translated messages and changes nothing', async () => {
    const { manager, companyId } = await company();
    const response = await env.app.inject({
      method: 'PUT',
      url: `/api/companies/${companyId}`,
      headers: { ...manager.auth, 'accept-language': 'pl' },
      payload: { ...profileInput, name: ' ', website: 'vistula', foundedYear: 1500, services: ['time-travel'] },
    });
    expect(response.statusCode).toBe(400);
    const messages = Object.fromEntries(
      (response.json().fieldErrors as { path: string; message: string }[]).map((e) => [e.path, e.message]),
    );
    expect(messages).toMatchObject({
      name: 'Pola nie mogą być puste',
      website: 'Wpisz adres zaczynający się od http:// lub https://',
      foundedYear: 'Wpisz rok od 1800 do bieżącego',
    });
    const unknownService = await env.app.inject({
      method: 'PUT',
      url: `/api/companies/${companyId}`,
      headers: manager.auth,
      payload: { ...profileInput, services: ['time-travel'] },
    });
    expect(unknownService.statusCode).toBe(400);
    expect(unknownService.json().fieldErrors).toEqual([
      { path: 'services.0', message: 'Choose services from the list' },
    ]);
    expect((await env.app.inject(`/api/companies/${companyId}`)).json().name).toBe('Vistula Code sp. z o.o.');
  });
});

describe('profile sections', () => {
  it('adds, edits and deletes each kind of entry', async () => {
    const { manager, companyId } = await company();
    const cases = [
      ['offers', { name: 'Discovery workshop', description: 'Two days' }, { name: 'Discovery workshop (2 days)' }],
      [
        'promos',
        {
          name: 'Spring audit',
          description: '',
          priceBefore: 5000,
          priceAfter: '3999.99',
          currency: 'PLN',
          conditionsBefore: '100% upfront',
          conditionsAfter: '30 days',
        },
        { priceAfter: 3500 },
      ],
      ['courses', { name: 'React for teams', description: '', price: 1200, currency: 'EUR' }, { price: 1100 }],
      ['faqs', { question: 'Do you sign NDAs?', answer: 'Yes.' }, { answer: 'Yes, before the first call.' }],
      ['steps', { title: 'Call', description: '' }, { title: 'Intro call' }],
      ['consents', { content: 'I agree to be contacted by Vistula Code.' }, { content: 'I agree to be called.' }],
      ['portfolio', { title: 'Freight portal', description: '', link: 'https://example.com' }, { link: '' }],
    ] as const;
    for (const [segment, input, change] of cases) {
      const created = await env.app.inject({
        method: 'POST',
        url: `/api/companies/${companyId}/${segment}`,
        headers: manager.auth,
        payload: input,
      });
      expect(created.statusCode, segment).toBe(201);
      const entry = created.json();
      const updated = await env.app.inject({
        method: 'PUT',
        url: `/api/companies/${companyId}/${segment}/${entry.id}`,
        headers: manager.auth,
        payload: { ...input, ...change },
      });
      expect(updated.statusCode, segment).toBe(200);
      expect(updated.json(), segment).toMatchObject(change);
    }
    const profile = companyProfileSchema.parse((await env.app.inject(`/api/companies/${companyId}`)).json());
    expect(profile.promos[0]).toMatchObject({ priceBefore: 5000, priceAfter: 3500, currency: 'PLN' });
    expect(profile.portfolio[0]).toMatchObject({ title: 'Freight portal', image: null });
    const faqId = profile.faqs[0]?.id;
    const removed = await env.app.inject({
      method: 'DELETE',
      url: `/api/companies/${companyId}/faqs/${faqId}`,
      headers: manager.auth,
    });
    expect(removed.statusCode).toBe(204);
    expect((await env.app.inject(`/api/companies/${companyId}`)).json().faqs).toEqual([]);
  });

  it("answers 'FAQ question must be filled in to add it' and checks promo prices", async () => {
    const { manager, companyId } = await company();
    const faq = await env.app.inject({
      method: 'POST',
      url: `/api/companies/${companyId}/faqs`,
      headers: manager.auth,
      payload: { question: '', answer: 'Yes' },
    });
    expect(faq.statusCode).toBe(400);
    expect(faq.json().fieldErrors).toContainEqual({
      path: 'question',
      message: 'FAQ question must be filled in to add it',
    });
    const promo = await env.app.inject({
      method: 'POST',
      url: `/api/companies/${companyId}/promos`,
      headers: manager.auth,
      payload: {
        name: 'Odd',
        description: '',
        priceBefore: 100,
        priceAfter: 120,
        currency: 'PLN',
        conditionsBefore: '',
        conditionsAfter: '',
      },
    });
    expect(promo.statusCode).toBe(400);
    expect(promo.json().fieldErrors).toContainEqual({
      path: 'priceAfter',
      message: 'The price after must be lower than the price before',
    });
    expect((await env.app.inject(`/api/companies/${companyId}`)).json()).toMatchObject({ faqs: [], promos: [] });
  });

  it('re-orders the sales-process steps and refuses an order that leaves one out', async () => {
    const { manager, rep, companyId } = await company();
    const ids: string[] = [];
    for (const title of ['Brief', 'Offer', 'Contract']) {
      const created = await env.app.inject({
        method: 'POST',
        url: `/api/companies/${companyId}/steps`,
        headers: manager.auth,
        payload: { title, description: '' },
      });
      ids.push(created.json().id);
    }
    const reordered = await env.app.inject({
      method: 'PUT',
      url: `/api/companies/${companyId}/steps-order`,
      headers: manager.auth,
      payload: { ids: [ids[2], ids[0], ids[1]] },
    });
    expect(reordered.statusCode).toBe(200);
    expect(reordered.json().map((step: { title: string }) => step.title)).toEqual(['Contract', 'Brief', 'Offer']);
    const partial = await env.app.inject({
      method: 'PUT',
      url: `/api/companies/${companyId}/steps-order`,
      headers: manager.auth,
      payload: { ids: [ids[0], ids[1]] },
    });
    expect(partial.statusCode).toBe(400);
    const byRep = await env.app.inject({
      method: 'PUT',
      url: `/api/companies/${companyId}/steps-order`,
      headers: rep.auth,
      payload: { ids },
    });
    expect(byRep.statusCode).toBe(403);
    const steps = (await env.app.inject(`/api/companies/${companyId}`)).json().steps;
    expect(steps.map((step: { title: string }) => step.title)).toEqual(['Contract', 'Brief', 'Offer']);
  });

  it("does not touch another company's entry through one's own company id", async () => {
    const a = await company('Alpha');
    const b = await company('Beta');
    const created = await env.app.inject({
      method: 'POST',
      url: `/api/companies/${b.companyId}/offers`,
      headers: b.manager.auth,
      payload: { name: 'Beta offer', description: '' },
    });
    const entryId = created.json().id;
    const viaOwn = await env.app.inject({
      method: 'DELETE',
      url: `/api/companies/${a.companyId}/offers/${entryId}`,
      headers: a.manager.auth,
    });
    expect(viaOwn.statusCode).toBe(404);
    expect((await env.app.inject(`/api/companies/${b.companyId}`)).json().offers).toHaveLength(1);
  });
});

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
