import { inquirySchema, leadsSchema, teamSchema } from '@tendero/contracts';
import { runDueJobs } from '@tendero/domain';
import { createInquiryDigestHandler, inquiryDigestJob } from '@tendero/domain/inquiries';
import { listMailbox } from '@tendero/domain/notifications';
import { beforeAll, describe, expect, it } from 'vitest';
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
  find,
  newInquiry,
  offer,
  type Person,
  post,
  publish,
  rep,
  setOffsetMs,
  verify,
} from './inquiries.fixture';

/**
 * Issue 35: only verified companies take part (inquiry e-mails, full inquiries, offers), a withdrawn
 * verification hides the company's pending offers from their clients and tells them, and a one-person
 * firm's manager answers inquiries themselves.
 */
type Company = { id: string; manager: Person; reps: Person[] };
let unverified: Company;
let solo: Company;

async function company(name: string, options: { reps: number; verified: boolean }): Promise<Company> {
  const manager = await signedInUser(app, accounts, { role: 'MANAGER', companyName: name, prefix: 'mx' });
  const id = manager.user.companyId as string;
  const reps: Person[] = [];
  for (let i = 0; i < options.reps; i++) {
    reps.push(await signedInUser(app, accounts, { role: 'SALES_REP', companyId: id, prefix: 'rx' }));
  }
  const profile = await app.inject({
    method: 'PUT',
    url: `/api/companies/${id}`,
    headers: manager.auth,
    payload: {
      name,
      description: `${name} keeps the books of small companies.`,
      email: '',
      website: '',
      country: 'PL',
      city: 'krakow',
      postalCode: '',
      address: '',
      teamSize: '1',
      foundedYear: '',
      services: ['bookkeeping'],
      languages: ['pl'],
      tags: [],
    },
  });
  expect(profile.statusCode).toBe(200);
  if (options.verified) await verify(id);
  return { id, manager, reps };
}

async function setAnswering(manager: Person, on: boolean, as: Person = manager) {
  return app.inject({
    method: 'PUT',
    url: `/api/managers/${manager.user.id}/answering`,
    headers: as.auth,
    payload: { answersInquiries: on },
  });
}

async function read(person: Person, inquiryId: string) {
  const response = await app.inject({ url: `/api/orders/${inquiryId}`, headers: person.auth });
  expect(response.statusCode).toBe(200);
  return inquirySchema.parse(response.json());
}

async function withdraw(companyId: string) {
  const response = await post(admin, `/api/companies/${companyId}/verification/withdrawal`, {
    note: 'The portfolio links no longer work',
  });
  expect(response.statusCode).toBe(200);
  return undefined;
}

beforeAll(async () => {
  unverified = await company('Odra Testowa', { reps: 1, verified: false });
  solo = await company('Jednoosobowa Księgowość', { reps: 0, verified: true });
});

describe('only verified companies take part', () => {
  it('refuses an offer from a rep of an unverified company with 403 COMPANY_NOT_VERIFIED, in both languages, and keeps the session', async () => {
    const inquiry = await publish();
    const url = `/api/orders/${inquiry.id}/applications`;
    const refused = await post(unverified.reps[0] as Person, url, offer());
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      reason: 'COMPANY_NOT_VERIFIED',
      message:
        'Only verified companies can send offers. Your company is not verified yet: your manager can see what is missing on the company profile.',
    });
    const inPolish = await post(unverified.reps[0] as Person, url, offer(), 'pl');
    expect(inPolish.json().message).toContain('Oferty mogą wysyłać tylko zweryfikowane firmy');
    const still = await app.inject({ url: '/api/auth/session', headers: (unverified.reps[0] as Person).auth });
    expect(still.statusCode).toBe(200);
    expect(JSON.stringify(still.json())).toContain((unverified.reps[0] as Person).user.id);

    // Its manager, even answering inquiries themselves, is refused the same way; a verified rep's offer passes.
    expect((await setAnswering(unverified.manager, true)).statusCode).toBe(200);
    const byManager = await post(unverified.manager, url, offer());
    expect(byManager.statusCode).toBe(403);
    expect(byManager.json().reason).toBe('COMPANY_NOT_VERIFIED');
    expect((await post(rep('a'), url, offer())).statusCode).toBe(201);
    const seen = await read(client, inquiry.id);
    expect(seen.applications.map((application) => application.company.name)).toEqual(['Alpha Books']);
    expect(seen.applicationCount).toBe(1);
  });

  it('shows an unverified company the teaser of /orders/find, saying where it stands, and not the inquiries themselves', async () => {
    const inquiry = await publish({ ...newInquiry, companyIds: [unverified.id, companies.b.id] });
    for (const person of [unverified.reps[0] as Person, unverified.manager]) {
      const result = await find(person);
      expect(result.access).toBe('teaser');
      expect(result.provider).toEqual({ verified: false, mayOffer: false });
      expect(result.asked).toEqual([]);
      expect(result.items.every((item) => item.description === null || item.description === '')).toBe(true);
      const direct = await app.inject({ url: `/api/orders/${inquiry.id}`, headers: person.auth });
      expect(direct.statusCode).toBe(403);
      expect(direct.json().reason).toBe('COMPANY_NOT_VERIFIED');
    }
    const verifiedRep = await find(rep('b'));
    expect(verifiedRep.access).toBe('full');
    expect(verifiedRep.provider).toEqual({ verified: true, mayOffer: true });
    expect(verifiedRep.asked.map((item) => item.id)).toContain(inquiry.id);
    // A verified company's manager reads in full but sends no offers unless they answer inquiries themselves.
    expect((await find(companies.b.manager)).provider).toEqual({ verified: true, mayOffer: false });
    expect((await find(client)).provider).toBeNull();
    // Asked directly, the unverified company is not asked at all: no lead.
    const leads = await app.inject({ url: `/api/companies/${unverified.id}/leads`, headers: unverified.manager.auth });
    expect(leadsSchema.parse(leads.json()).items).toEqual([]);
  });

  it('does not e-mail the people of an unverified company about new inquiries', async () => {
    const ctx = domainContext(config, database, clock);
    const handlers = { [inquiryDigestJob]: createInquiryDigestHandler(ctx) };
    await publish({ ...newInquiry, city: 'gdansk' });
    setOffsetMs(11 * 60_000);
    try {
      await runDueJobs(database.db, clock, handlers);
    } finally {
      setOffsetMs(0);
    }
    const mail = await listMailbox(database.db, 1000);
    const digestsTo = (person: Person) =>
      mail.filter((message) => message.to === person.user.email && message.subject.includes('new inquir'));
    expect(digestsTo(rep('a')).length).toBeGreaterThan(0);
    expect(digestsTo(unverified.reps[0] as Person)).toEqual([]);
    expect(digestsTo(unverified.manager)).toEqual([]);
  });

  it("hides a company's pending offers when its verification is withdrawn, tells each client, and shows them again once verified", async () => {
    const listed = await company('Wisła Rachunkowość', { reps: 1, verified: true });
    const polishClient = await signedInUser(app, accounts, { role: 'CLIENT', prefix: 'pk', locale: 'pl' });
    const answer = await post(polishClient, '/api/orders', newInquiry, 'pl');
    expect(answer.statusCode).toBe(201);
    const inquiry = inquirySchema.parse(answer.json());
    const url = `/api/orders/${inquiry.id}/applications`;
    const hidden = await post(listed.reps[0] as Person, url, offer(900));
    expect(hidden.statusCode).toBe(201);
    expect((await post(rep('a', 1), url, offer(1100))).statusCode).toBe(201);
    expect((await read(polishClient, inquiry.id)).applicationCount).toBe(2);

    await withdraw(listed.id);
    const after = await read(polishClient, inquiry.id);
    expect(after.applications.map((application) => application.price.min)).toEqual([1100]);
    expect(after.applicationCount).toBe(1);
    const mine = await app.inject({ url: '/api/orders/my', headers: polishClient.auth });
    expect(mine.json().items.find((item: { id: string }) => item.id === inquiry.id).applicationCount).toBe(1);
    // Kept, not deleted: its rep still sees it; the client cannot accept what they cannot see.
    const kept = (await read(listed.reps[0] as Person, inquiry.id)).applications;
    expect(kept.map((application) => application.hiddenFromClient)).toEqual([true]);
    const ofCompany = await app.inject({ url: '/api/orders/applications', headers: listed.manager.auth });
    expect(ofCompany.json().items.map((item: { hiddenFromClient: boolean }) => item.hiddenFromClient)).toEqual([true]);
    const accept = await post(polishClient, `${url}/${hidden.json().id}/acceptance`);
    expect(accept.statusCode).toBe(404);
    const told = (await listMailbox(database.db, 1000)).filter(
      (message) => message.to === polishClient.user.email && message.subject.startsWith('Oferta na Twoje zapytanie'),
    );
    expect(told).toHaveLength(1);
    expect(told[0]?.text).toContain('Wisła Rachunkowość nie jest już zweryfikowana');
    // The rep is refused a new offer now.
    const other = await publish();
    const refused = await post(listed.reps[0] as Person, `/api/orders/${other.id}/applications`, offer());
    expect(refused.json().reason).toBe('COMPANY_NOT_VERIFIED');

    await verify(listed.id);
    const restored = await read(polishClient, inquiry.id);
    expect(restored.applications.map((application) => application.price.min)).toEqual([900, 1100]);
    expect(restored.applicationCount).toBe(2);
    expect(restored.applications.every((application) => !application.hiddenFromClient)).toBe(true);
  });
});

describe('an offer racing a withdrawal', () => {
  it('is either refused or stored and then hidden: the client never sees an offer of an unverified company', async () => {
    const racing = await company('Warta Księgi', { reps: 2, verified: true });
    for (let round = 0; round < 4; round++) {
      const inquiry = await publish();
      const url = `/api/orders/${inquiry.id}/applications`;
      const [first, , second] = await Promise.all([
        post(racing.reps[0] as Person, url, offer(800 + round)),
        withdraw(racing.id),
        post(racing.reps[1] as Person, url, offer(900 + round)),
      ]);
      for (const answer of [first, second]) {
        expect([201, 403]).toContain(answer?.statusCode);
        if (answer?.statusCode === 403) expect(answer.json().reason).toBe('COMPANY_NOT_VERIFIED');
      }
      const seen = await read(client, inquiry.id);
      expect(seen.applications).toEqual([]);
      expect(seen.applicationCount).toBe(0);
      await verify(racing.id);
    }
  });
});

describe('one-person firms', () => {
  it('lets only the manager themselves switch on "I answer inquiries myself"', async () => {
    expect((await setAnswering(solo.manager, true, companies.a.manager)).statusCode).toBe(403);
    expect((await setAnswering(solo.manager, true, rep('a'))).statusCode).toBe(403);
    expect((await setAnswering(solo.manager, true, client)).statusCode).toBe(403);
    const bad = await app.inject({
      method: 'PUT',
      url: `/api/managers/${solo.manager.user.id}/answering`,
      headers: solo.manager.auth,
      payload: { answersInquiries: 'yes' },
    });
    expect(bad.statusCode).toBe(400);
    const team = teamSchema.parse(
      (await app.inject({ url: `/api/managers/${solo.manager.user.id}/team`, headers: solo.manager.auth })).json(),
    );
    expect(team.answersInquiries).toBe(false);
  });

  it('a manager who answers inquiries offers like a rep: team list, rep profile, find, offers, leads', async () => {
    const inquiry = await publish();
    const url = `/api/orders/${inquiry.id}/applications`;
    const before = await post(solo.manager, url, offer());
    expect(before.statusCode).toBe(403);
    expect(before.json().reason).toBe('ONLY_SALES_REPS');
    expect((await find(solo.manager)).provider).toEqual({ verified: true, mayOffer: false });
    expect(
      (await app.inject({ url: `/api/companies/salesreps/${solo.manager.user.id}`, headers: client.auth })).statusCode,
    ).toBe(404);

    const switched = await setAnswering(solo.manager, true);
    expect(switched.statusCode).toBe(200);
    const team = teamSchema.parse(switched.json());
    expect(team.answersInquiries).toBe(true);
    expect(team.members).toEqual([
      expect.objectContaining({ userId: solo.manager.user.id, role: 'MANAGER', answersInquiries: true }),
    ]);
    expect((await find(solo.manager)).provider).toEqual({ verified: true, mayOffer: true });
    const profile = await app.inject({ url: `/api/companies/salesreps/${solo.manager.user.id}`, headers: client.auth });
    expect(profile.statusCode).toBe(200);
    expect(profile.json().companyData.name).toBe('Jednoosobowa Księgowość');

    const sent = await post(solo.manager, url, offer(1000));
    expect(sent.statusCode).toBe(201);
    expect(sent.json().rep.id).toBe(solo.manager.user.id);
    expect((await post(solo.manager, url, offer(1000))).statusCode).toBe(409);
    const seen = await read(client, inquiry.id);
    expect(seen.applications.map((application) => application.company.name)).toContain('Jednoosobowa Księgowość');
    const found = await find(solo.manager);
    expect(found.items.find((item) => item.id === inquiry.id)?.myApplication?.id).toBe(sent.json().id);

    const leads = leadsSchema.parse(
      (await app.inject({ url: `/api/companies/${solo.id}/leads`, headers: solo.manager.auth })).json(),
    );
    expect(leads.items.find((lead) => lead.inquiry?.id === inquiry.id)?.rep?.id).toBe(solo.manager.user.id);
    expect(leads.reps.map((each) => each.id)).toEqual([solo.manager.user.id]);
  });

  it('switching it off keeps the offers sent, and sends no new ones', async () => {
    expect((await setAnswering(solo.manager, true)).statusCode).toBe(200);
    const inquiry = await publish();
    const sent = await post(solo.manager, `/api/orders/${inquiry.id}/applications`, offer(1300));
    expect(sent.statusCode).toBe(201);
    const off = teamSchema.parse((await setAnswering(solo.manager, false)).json());
    expect(off.answersInquiries).toBe(false);
    expect(off.members[0]?.answersInquiries).toBe(false);

    expect((await read(client, inquiry.id)).applications.map((application) => application.id)).toContain(
      sent.json().id,
    );
    const own = await app.inject({ url: '/api/orders/applications', headers: solo.manager.auth });
    expect(own.json().items.map((item: { id: string }) => item.id)).toContain(sent.json().id);
    const next = await publish();
    const refused = await post(solo.manager, `/api/orders/${next.id}/applications`, offer());
    expect(refused.statusCode).toBe(403);
    expect(refused.json().reason).toBe('ONLY_SALES_REPS');
    // The client can still accept the offer the manager sent.
    const accepted = await post(client, `/api/orders/${inquiry.id}/applications/${sent.json().id}/acceptance`);
    expect(accepted.statusCode).toBe(200);
  });
});
