import { companyProfileSchema } from '@tendero/contracts';
import { describe, expect, it } from 'vitest';
import { signedInUser } from '../../test/test-app';
import { company, env, profileInput } from './profile.fixture';

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

describe('the time zone of the working hours', () => {
  it('defaults to Warsaw, is kept when a save leaves it out, and takes only a zone the database knows', async () => {
    const { manager, companyId } = await company();
    const save = (payload: object, locale = 'en') =>
      env.app.inject({
        method: 'PUT',
        url: `/api/companies/${companyId}`,
        headers: { ...manager.auth, 'accept-language': locale },
        payload,
      });
    expect((await env.app.inject(`/api/companies/${companyId}`)).json().timeZone).toBe('Europe/Warsaw');
    expect((await save({ ...profileInput, timeZone: 'America/New_York' })).json().timeZone).toBe('America/New_York');
    // A client written from the spec sends no time zone: it stays as it was.
    expect((await save(profileInput)).json().timeZone).toBe('America/New_York');
    for (const timeZone of ['Mars/Olympus_Mons', 'not a zone']) {
      const refused = await save({ ...profileInput, timeZone }, 'pl');
      expect(refused.statusCode).toBe(400);
      expect(refused.json().fieldErrors.map((error: { path: string }) => error.path)).toEqual(['timeZone']);
    }
    expect((await env.app.inject(`/api/companies/${companyId}`)).json().timeZone).toBe('America/New_York');
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
