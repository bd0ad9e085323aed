import { inquirySchema, leadsSchema, myInquiriesSchema } from '@tendero/contracts';
import { runDueJobs } from '@tendero/domain';
import { createInquiryDigestHandler, inquiryDigestJob } from '@tendero/domain/inquiries';
import { listMailbox } from '@tendero/domain/notifications';
import { describe, expect, it } from 'vitest';
import { domainContext } from '../../capabilities';
import { signedInUser } from '../../test/test-app';
import {
  accounts,
  admin,
  app,
  client,
  clock,
  companies,
  config,
  database,
  dayMs,
  find,
  newInquiry,
  offer,
  otherClient,
  type Person,
  post,
  publish,
  rep,
  setOffsetMs,
} from './inquiries.fixture';

describe('publishing', () => {
  it('takes a valid inquiry from a client, refuses bad ones with translated field errors, and others', async () => {
    const noServices = await post(client, '/api/orders', { ...newInquiry, services: [] });
    expect(noServices.statusCode).toBe(400);
    expect(noServices.json().fieldErrors).toContainEqual({ path: 'services', message: 'Select at least one service' });
    const pl = await post(client, '/api/orders', { ...newInquiry, services: [], description: 'krótko' }, 'pl');
    expect(pl.json().fieldErrors).toEqual(
      expect.arrayContaining([
        { path: 'services', message: 'Wybierz co najmniej jedną usługę' },
        { path: 'description', message: 'Opisz, czego potrzebujesz, w co najmniej 20 znakach' },
      ]),
    );
    const unknown = await post(client, '/api/orders', { ...newInquiry, services: ['no-such-service'] });
    expect(unknown.statusCode).toBe(400);
    const reversed = await post(client, '/api/orders', { ...newInquiry, budgetMin: 2000, budgetMax: 100 });
    expect(reversed.json().fieldErrors).toContainEqual({
      path: 'budgetMax',
      message: 'The highest budget must not be lower than the lowest',
    });
    const byAdmin = await post(admin, '/api/orders', newInquiry);
    expect(byAdmin.statusCode).toBe(403);
    expect(byAdmin.json().message).toBe('Administrators do not publish inquiries');
    expect((await post(null, '/api/orders', newInquiry)).statusCode).toBe(401);

    const before = (await app.inject({ url: '/api/orders/my', headers: client.auth })).json().items.length;
    const created = await publish();
    expect(created).toMatchObject({ state: 'open', daysLeft: 7, applicationCount: 0, askedCompanies: [] });
    const mine = myInquiriesSchema.parse((await app.inject({ url: '/api/orders/my', headers: client.auth })).json());
    expect(mine.items).toHaveLength(before + 1);
  });

  it('asks chosen companies or all companies found, shows them first to those companies, and records leads', async () => {
    const asked = await publish({ ...newInquiry, companyIds: [companies.a.id] });
    expect(asked.askedCompanies.map((company) => company.name)).toEqual(['Alpha Books']);
    const all = await publish({ ...newInquiry, askAllFound: { service: 'bookkeeping' } });
    expect(all.askedCompanies.map((company) => company.name).sort()).toEqual(['Alpha Books', 'Beta Ledger']);
    const forA = await find(rep('a'));
    expect(forA.asked.map((item) => item.id)).toEqual(expect.arrayContaining([asked.id, all.id]));
    expect(forA.items.find((item) => item.id === asked.id)?.askedOfMyCompany).toBe(true);
    const forB = await find(rep('b'));
    expect(forB.asked.map((item) => item.id)).not.toContain(asked.id);
    const leads = leadsSchema.parse(
      (await app.inject({ url: `/api/companies/${companies.a.id}/leads`, headers: companies.a.manager.auth })).json(),
    );
    expect(leads.items.find((lead) => lead.inquiry?.id === asked.id)).toMatchObject({
      source: 'asked',
      state: 'new',
      marketingConsent: true,
      client: { name: 'Anna K.', email: null },
    });
  });
});

describe("a company's own needs (SPEC §6: any user can create inquiries)", () => {
  it('lets a manager and a rep publish; nobody of their company offers on it, sees it to answer or is told of it', async () => {
    const manager = companies.a.manager;
    const own = { ...newInquiry, city: 'szczecin', description: 'Our own office needs a bookkeeper for payroll.' };
    const askingItself = await post(manager, '/api/orders', { ...own, companyIds: [companies.a.id] });
    expect(askingItself.statusCode).toBe(400);
    expect(askingItself.json().fieldErrors).toEqual([
      { path: 'companyIds', message: 'Your own company cannot be asked for an offer' },
    ]);
    const byManager = await post(manager, '/api/orders', {
      ...own,
      companyIds: [companies.b.id],
      askAllFound: { service: 'bookkeeping' },
    });
    expect(byManager.statusCode).toBe(201);
    const managers = inquirySchema.parse(byManager.json());
    // Never asked of its own company, even when found.
    expect(managers.askedCompanies.map((company) => company.name)).toEqual(['Beta Ledger']);
    const byRep = await post(rep('a', 1), '/api/orders', own);
    expect(byRep.statusCode).toBe(201);
    const reps = inquirySchema.parse(byRep.json());

    const mine = async (person: Person) =>
      myInquiriesSchema.parse((await app.inject({ url: '/api/orders/my', headers: person.auth })).json()).items;
    expect((await mine(manager)).map((item) => item.id)).toEqual([managers.id]);
    expect((await mine(rep('a', 1))).map((item) => item.id)).toEqual([reps.id]);
    expect((await app.inject({ url: '/api/orders/my', headers: admin.auth })).statusCode).toBe(403);

    // Not a lead to answer for their own company: not listed, not counted, not asked, no lead.
    for (const person of [rep('a', 0), rep('a', 1), manager]) {
      const found = await find(person, 'city=szczecin');
      expect(found).toMatchObject({ access: 'full', total: 0, items: [] });
      expect(found.asked.map((item) => item.id)).not.toContain(managers.id);
    }
    const forB = await find(rep('b'), 'city=szczecin');
    expect(forB.items.map((item) => item.id).sort()).toEqual([managers.id, reps.id].sort());
    expect(forB.asked.map((item) => item.id)).toContain(managers.id);
    expect((await find(null, 'city=szczecin')).total).toBe(2);
    const leadsOfA = leadsSchema.parse(
      (await app.inject({ url: `/api/companies/${companies.a.id}/leads`, headers: manager.auth })).json(),
    );
    expect(leadsOfA.items.filter((lead) => lead.inquiry?.id === managers.id)).toEqual([]);

    const ownOffer = await post(rep('a', 0), `/api/orders/${managers.id}/applications`, offer());
    expect(ownOffer.statusCode).toBe(403);
    expect(ownOffer.json()).toMatchObject({
      reason: 'OWN_COMPANY',
      message: 'You cannot send an offer for an inquiry of your own company',
    });
    expect((await post(rep('a', 2), `/api/orders/${reps.id}/applications`, offer())).statusCode).toBe(403);

    // Another company offers; the manager decides like any client.
    const fromB = await post(rep('b'), `/api/orders/${managers.id}/applications`, offer(700));
    expect(fromB.statusCode).toBe(201);
    const read = inquirySchema.parse(
      (await app.inject({ url: `/api/orders/${managers.id}`, headers: manager.auth })).json(),
    );
    expect(read.applications.map((item) => item.company.name)).toEqual(['Beta Ledger']);
    const accepted = await post(manager, `/api/orders/${managers.id}/applications/${fromB.json().id}/acceptance`);
    expect(accepted.json()).toMatchObject({ state: 'closed', outcome: 'accepted' });
    const edit = await app.inject({
      method: 'PUT',
      url: `/api/orders/${reps.id}`,
      headers: rep('a', 1).auth,
      payload: { ...own, description: 'Our own office needs a bookkeeper for payroll and VAT.' },
    });
    expect(edit.statusCode).toBe(200);

    // The digest tells other companies, never the author's own.
    const ctx = domainContext(config, database, clock);
    setOffsetMs(11 * 60_000);
    try {
      await runDueJobs(database.db, clock, { [inquiryDigestJob]: createInquiryDigestHandler(ctx) });
    } finally {
      setOffsetMs(0);
    }
    const mail = await listMailbox(database.db, 500);
    const toldOfSzczecin = (person: Person) =>
      mail.some((message) => message.to === person.user.email && message.text.includes('Szczecin'));
    expect(toldOfSzczecin(rep('b'))).toBe(true);
    expect(toldOfSzczecin(rep('a', 0))).toBe(false);
    expect(toldOfSzczecin(manager)).toBe(false);
  });
});

describe('deciding', () => {
  it('accepts one offer, tells every other company at once, marks leads won and lost, and verifies the review', async () => {
    const reviewer = await signedInUser(app, accounts, { role: 'CLIENT', prefix: 'decider', firstName: 'Ewa' });
    const review = await post(reviewer, `/api/companies/${companies.a.id}/reviews`, {
      rating: 5,
      text: 'Precise and always on time.',
    });
    expect(review.json().verifiedClient).toBe(false);
    const created = await post(reviewer, '/api/orders', newInquiry);
    const inquiry = inquirySchema.parse(created.json());
    const url = `/api/orders/${inquiry.id}/applications`;
    const a = (await post(rep('a'), url, offer(1000))).json();
    const b = (await post(rep('b'), url, offer(900))).json();
    const b2 = (await post(rep('b', 1), url, offer(950))).json();

    const declined = await post(reviewer, `${url}/${b2.id}/decline`);
    expect(declined.json().applications.find((item: { id: string }) => item.id === b2.id).state).toBe('declined');
    const accepted = inquirySchema.parse((await post(reviewer, `${url}/${a.id}/acceptance`)).json());
    expect(accepted).toMatchObject({ state: 'closed', outcome: 'accepted' });
    expect(Object.fromEntries(accepted.applications.map((item) => [item.id, item.state]))).toEqual({
      [a.id]: 'accepted',
      [b.id]: 'notChosen',
      [b2.id]: 'declined',
    });
    expect((await post(reviewer, `${url}/${b.id}/acceptance`)).statusCode).toBe(409);
    expect((await post(rep('a', 2), url, offer())).statusCode).toBe(409);

    const mail = await listMailbox(database.db, 200);
    const to = (person: Person) => mail.filter((message) => message.to === person.user.email).map((m) => m.subject);
    expect(to(rep('a'))).toContain(`Your offer was accepted: ${newInquiry.description.slice(0, 57)}…`);
    expect(to(rep('b'))).toContain(`Thank you for your offer: ${newInquiry.description.slice(0, 57)}…`);
    expect(to(rep('b', 1)).filter((subject) => subject.startsWith('Thank you for your offer'))).toHaveLength(1);
    expect(to(reviewer).filter((subject) => subject.startsWith('New offer from'))).toHaveLength(3);

    const leadsOf = async (key: 'a' | 'b') =>
      leadsSchema
        .parse(
          (
            await app.inject({ url: `/api/companies/${companies[key].id}/leads`, headers: companies[key].manager.auth })
          ).json(),
        )
        .items.filter((lead) => lead.inquiry?.id === inquiry.id);
    expect((await leadsOf('a')).map((lead) => [lead.source, lead.state])).toEqual([['applied', 'won']]);
    expect((await leadsOf('b')).map((lead) => [lead.source, lead.state])).toEqual([['applied', 'lost']]);

    const reviews = (await app.inject({ url: `/api/companies/${companies.a.id}/reviews` })).json();
    expect(
      reviews.items.find((item: { author: { userId: string } }) => item.author.userId === reviewer.user.id),
    ).toMatchObject({
      verifiedClient: true,
    });
    expect(reviews.rating.verifiedCount).toBeGreaterThanOrEqual(1);
  });

  it('closing tells every company with a pending offer, and deleting does too', async () => {
    const closedOne = await publish();
    await post(rep('a'), `/api/orders/${closedOne.id}/applications`, offer());
    const closed = inquirySchema.parse((await post(client, `/api/orders/${closedOne.id}/closure`)).json());
    expect(closed).toMatchObject({ state: 'closed', outcome: 'closed' });
    expect(closed.applications[0]?.state).toBe('notChosen');
    expect((await find(rep('a'))).items.map((item) => item.id)).not.toContain(closedOne.id);
    const deletedOne = await publish();
    await post(rep('b', 2), `/api/orders/${deletedOne.id}/applications`, offer());
    const removed = await app.inject({ method: 'DELETE', url: `/api/orders/${deletedOne.id}`, headers: client.auth });
    expect(removed.statusCode).toBe(204);
    expect((await app.inject({ url: `/api/orders/${deletedOne.id}`, headers: client.auth })).statusCode).toBe(404);
    const mail = await listMailbox(database.db, 300);
    expect(
      mail.some(
        (message) =>
          message.to === rep('b', 2).user.email && message.text.includes('The client has withdrawn the inquiry'),
      ),
    ).toBe(true);
  });
});

describe('finding and expiry', () => {
  it('shows open inquiries in full to providers and a teaser to others, filtered by service, category and city', async () => {
    const payroll = await publish({ ...newInquiry, services: ['payroll'], city: 'krakow' });
    const full = await find(rep('a'), 'service=payroll');
    expect(full.access).toBe('full');
    expect(full.items.map((item) => item.id)).toContain(payroll.id);
    expect(full.items.every((item) => item.services.includes('payroll'))).toBe(true);
    expect((await find(rep('a'), 'city=krakow')).items.map((item) => item.id)).toEqual([payroll.id]);
    expect((await find(rep('a'), 'category=accounting-payroll')).total).toBeGreaterThan(1);
    expect((await find(rep('a'), 'category=legal-services&city=krakow')).total).toBe(0);
    for (const reader of [null, otherClient]) {
      const teaser = await find(reader, 'city=krakow');
      expect(teaser).toMatchObject({ access: 'teaser', total: 1 });
      expect(teaser.items[0]).toMatchObject({ id: payroll.id, description: null, client: null, budget: null });
    }
  });

  it('drops an inquiry from /orders/find the moment its end date passes; the client sees it expired and extends it', async () => {
    const inquiry = await publish({ ...newInquiry, visibilityDays: 3, city: 'gdansk' });
    expect((await find(rep('a'), 'city=gdansk')).total).toBe(1);
    setOffsetMs(3 * dayMs + 60_000);
    try {
      expect((await find(rep('a'), 'city=gdansk')).total).toBe(0);
      const mine = myInquiriesSchema.parse((await app.inject({ url: '/api/orders/my', headers: client.auth })).json());
      expect(mine.items.find((item) => item.id === inquiry.id)).toMatchObject({ state: 'expired', daysLeft: 0 });
      const late = await post(rep('a'), `/api/orders/${inquiry.id}/applications`, offer());
      expect(late.statusCode).toBe(409);
      expect(late.json().message).toBe('This inquiry is no longer open');
      const edit = await app.inject({
        method: 'PUT',
        url: `/api/orders/${inquiry.id}`,
        headers: client.auth,
        payload: newInquiry,
      });
      expect(edit.statusCode).toBe(409);
      const extended = inquirySchema.parse(
        (await post(client, `/api/orders/${inquiry.id}/extension`, { days: 7 })).json(),
      );
      expect(extended).toMatchObject({ state: 'open', daysLeft: 7 });
      expect((await find(rep('a'), 'city=gdansk')).total).toBe(1);
    } finally {
      setOffsetMs(0);
    }
  });
});

describe('leads', () => {
  it('lets the manager set state and rep, exports CSV in the reader’s language, and nobody else', async () => {
    const url = `/api/companies/${companies.a.id}/leads`;
    const list = leadsSchema.parse((await app.inject({ url, headers: companies.a.manager.auth })).json());
    const lead = list.items[0];
    expect(lead).toBeDefined();
    const changed = await app.inject({
      method: 'PUT',
      url: `${url}/${lead?.id}`,
      headers: companies.a.manager.auth,
      payload: { state: 'contacted', repId: rep('a', 2).user.id },
    });
    expect(changed.json()).toMatchObject({ state: 'contacted', rep: { id: rep('a', 2).user.id } });
    const foreignRep = await app.inject({
      method: 'PUT',
      url: `${url}/${lead?.id}`,
      headers: companies.a.manager.auth,
      payload: { repId: rep('b').user.id },
    });
    expect(foreignRep.statusCode).toBe(400);
    for (const person of [companies.b.manager, rep('a'), client]) {
      expect((await app.inject({ url, headers: person.auth })).statusCode).toBe(403);
      expect((await app.inject({ url: `${url}.csv`, headers: person.auth })).statusCode).toBe(403);
    }
    // Lead export is part of Premium: refused on the free plan, open once an admin grants Premium.
    const free = await app.inject({ url: `${url}.csv`, headers: companies.a.manager.auth });
    expect(free.json()).toMatchObject({ code: 'FORBIDDEN', reason: 'PREMIUM_REQUIRED' });
    await app.inject({
      method: 'PUT',
      url: '/api/companies/premium',
      headers: admin.auth,
      payload: { hasPremium: true, email: companies.a.manager.user.email },
    });
    const csv = await app.inject({
      url: `${url}.csv`,
      headers: { ...companies.a.manager.auth, 'accept-language': 'pl' },
    });
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    // Columns for Polish Excel (';'), times as it reads them, in the company's zone (Warsaw).
    expect(lines[0]).toContain('Stan;Źródło;Klient');
    expect(lines).toHaveLength(list.items.length + 1);
    expect(csv.body).toContain('W kontakcie');
    expect(lines[1]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2};/);
    const english = await app.inject({ url: `${url}.csv`, headers: companies.a.manager.auth });
    expect(english.body.replace(/^\uFEFF/, '').split('\n')[0]).toContain('State,Source,Client');
  });

  it('counts a favourite and a review as leads of the company', async () => {
    const fan = await signedInUser(app, accounts, { role: 'CLIENT', prefix: 'fan' });
    await post(fan, `/api/companies/${companies.b.id}/reviews`, { rating: 4, text: 'Helpful and quick answers.' });
    const leads = leadsSchema.parse(
      (await app.inject({ url: `/api/companies/${companies.b.id}/leads`, headers: companies.b.manager.auth })).json(),
    );
    expect(leads.items.find((lead) => lead.client.id === fan.user.id)).toMatchObject({
      source: 'review',
      inquiry: null,
      state: 'new',
    });
  });

  it('drops the "reviewed us" lead when an admin removes the review, and keeps a favourite one', async () => {
    const leadsOfB = async () =>
      leadsSchema.parse(
        (await app.inject({ url: `/api/companies/${companies.b.id}/leads`, headers: companies.b.manager.auth })).json(),
      ).items;
    const offerOfB = await post(companies.b.manager, `/api/companies/${companies.b.id}/offers`, {
      name: 'Monthly books',
      description: 'Bookkeeping for small companies.',
    });
    expect(offerOfB.statusCode).toBe(201);
    const reviewer = await signedInUser(app, accounts, { role: 'CLIENT', prefix: 'critic' });
    const fan = await signedInUser(app, accounts, { role: 'CLIENT', prefix: 'fanreviewer' });
    const reviewIds: string[] = [];
    for (const person of [reviewer, fan]) {
      const review = await post(person, `/api/companies/${companies.b.id}/reviews`, {
        rating: 1,
        text: 'Spam spam spam.',
      });
      reviewIds.push(review.json().id);
    }
    const favourite = await post(fan, `/api/users/${fan.user.id}/favourites/${rep('b').user.id}/${offerOfB.json().id}`);
    expect(favourite.statusCode).toBeLessThan(300);
    expect((await leadsOfB()).find((lead) => lead.client.id === reviewer.user.id)?.source).toBe('review');

    for (const reviewId of reviewIds) {
      const removed = await post(admin, `/api/reviews/${reviewId}/removal`, { reason: 'Not a real client.' });
      expect(removed.statusCode).toBe(204);
    }
    const after = await leadsOfB();
    expect(after.find((lead) => lead.client.id === reviewer.user.id)).toBeUndefined();
    expect(after.find((lead) => lead.client.id === fan.user.id)?.source).toBe('favourite');
  });
});
