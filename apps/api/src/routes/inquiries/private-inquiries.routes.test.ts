import { randomUUID } from 'node:crypto';
import { companyApplicationsSchema, inquirySchema, leadsSchema } from '@tendero/contracts';
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

/** What only the companies that accepted the terms may read. */
const secret = 'SECRET-PLAN: we move the warehouse to Szczecin in March, tell no one yet.';
const terms =
  'The company keeps the description and files confidential, uses them only for its offer and deletes them on request.';
const privateInquiry = (companyIds: string[], nda = true) => ({
  ...newInquiry,
  description: secret,
  city: 'szczecin',
  companyIds,
  private: true,
  ...(nda ? { ndaTerms: terms } : {}),
});

const read = (person: Person | null, url: string) => app.inject({ url, headers: person?.auth ?? {} });
const leadsOf = async (key: 'a' | 'b') =>
  leadsSchema.parse((await read(companies[key].manager, `/api/companies/${companies[key].id}/leads`)).json());
const offersOf = async (person: Person) =>
  companyApplicationsSchema.parse((await read(person, '/api/orders/applications')).json());

describe('private inquiries', () => {
  it('are invisible to companies not asked, in every read and list, and to other clients; visible to the asked', async () => {
    const [bBefore, visitorBefore] = await Promise.all([find(rep('b')), find(null)]);
    const asked = await publish(privateInquiry([companies.a.id]));
    expect(asked).toMatchObject({ private: true, askedCompanies: [{ name: 'Alpha Books' }], description: secret });
    const url = `/api/orders/${asked.id}`;

    // Not asked: 404 (never 403) for the other company's reps and manager, other clients and the signed-out.
    for (const outsider of [rep('b'), rep('b', 1), companies.b.manager, otherClient]) {
      expect((await read(outsider, url)).statusCode).toBe(404);
      expect((await post(outsider, `${url}/nda-acceptance`)).statusCode).toBe(outsider === otherClient ? 403 : 404);
    }
    expect((await read(null, url)).statusCode).toBe(401);
    expect((await post(rep('b'), `${url}/applications`, offer())).statusCode).toBe(404);
    for (const action of ['extension', 'closure']) {
      expect((await post(rep('b'), `${url}/${action}`, { days: 7 })).statusCode).toBe(404);
    }
    // Not on /orders/find, not among the counted, not asked of B; for visitors neither.
    const [bAfter, visitorAfter] = await Promise.all([find(rep('b')), find(null)]);
    for (const list of [bAfter, visitorAfter]) {
      expect([...list.items, ...list.asked].map((item) => item.id)).not.toContain(asked.id);
    }
    expect(bAfter.total).toBe(bBefore.total);
    expect(visitorAfter.total).toBe(visitorBefore.total);
    expect((await find(rep('b'), 'service=bookkeeping&city=szczecin')).total).toBe(0);
    // Not a lead of anyone else, no offer of B lists it, no one's list of own inquiries but the client's.
    expect((await leadsOf('b')).items.map((lead) => lead.inquiry?.id)).not.toContain(asked.id);
    expect((await offersOf(companies.b.manager)).items.map((item) => item.inquiryId)).not.toContain(asked.id);
    const others = (await read(otherClient, '/api/orders/my')).json().items as { id: string }[];
    expect(others.map((item) => item.id)).not.toContain(asked.id);

    // The asked company sees it, first among what was asked of it, and has it as a lead.
    const forA = await find(rep('a'));
    expect(forA.items.map((item) => item.id)).not.toContain(asked.id);
    expect(forA.asked.find((item) => item.id === asked.id)).toMatchObject({ private: true, askedOfMyCompany: true });
    expect((await read(rep('a'), url)).statusCode).toBe(200);
    expect((await leadsOf('a')).items.map((lead) => lead.inquiry?.id)).toContain(asked.id);
    // Admins see it; the client sees it among their own.
    expect((await read(admin, url)).statusCode).toBe(200);
    const mine = (await read(client, '/api/orders/my')).json().items as { id: string; private?: boolean }[];
    expect(mine.find((item) => item.id === asked.id)?.private).toBe(true);

    // The digest tells the asked company of it, and no one else (B offers bookkeeping too).
    setOffsetMs(11 * 60_000);
    try {
      await runDueJobs(database.db, clock, {
        [inquiryDigestJob]: createInquiryDigestHandler(domainContext(config, database, clock)),
      });
    } finally {
      setOffsetMs(0);
    }
    const mail = await listMailbox(database.db, 500);
    const told = (person: Person) =>
      mail.some((message) => message.to === person.user.email && message.text.includes('Szczecin'));
    expect(told(rep('a'))).toBe(true);
    expect(told(rep('b'))).toBe(false);
    expect(told(companies.b.manager)).toBe(false);
    expect(mail.some((message) => message.text.includes('SECRET-PLAN'))).toBe(false);
  });

  it('show the details only after the company accepts the terms, recorded with person, time and IP', async () => {
    const asked = await publish(privateInquiry([companies.a.id, companies.b.id]));
    const url = `/api/orders/${asked.id}`;

    // Before: title (services), budget and city, no description anywhere the company reads.
    const before = inquirySchema.parse((await read(rep('a'), url)).json());
    expect(before).toMatchObject({ detailsLocked: true, nda: { terms, acceptances: [] }, city: 'szczecin' });
    expect(before.budget).toMatchObject({ min: 800, max: 1500 });
    expect(before.description).toBeUndefined();
    // Asked of A and B: neither learns of the other.
    expect(before.askedCompanies.map((company) => company.name)).toEqual(['Alpha Books']);
    expect(JSON.stringify((await find(rep('a'))).asked)).not.toContain('SECRET-PLAN');
    expect(JSON.stringify(await leadsOf('a'))).not.toContain('SECRET-PLAN');
    expect((await leadsOf('a')).items.find((lead) => lead.inquiry?.id === asked.id)?.inquiry?.detailsLocked).toBe(true);
    // No offer before reading what it is on.
    const early = await post(rep('a'), `${url}/applications`, offer());
    expect(early.statusCode).toBe(403);
    expect(early.json()).toMatchObject({ reason: 'NDA_NOT_ACCEPTED' });
    const earlyPl = await post(rep('a'), `${url}/applications`, offer(), 'pl');
    expect(earlyPl.json().message).toBe(
      'Zanim wyślesz ofertę, zaakceptuj warunki poufności klienta i przeczytaj szczegóły',
    );

    // One rep accepts for the company: they, a colleague and the manager read it; company B still does not.
    const accepted = await post(rep('a', 1), `${url}/nda-acceptance`);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({ detailsLocked: false, description: secret });
    for (const reader of [rep('a'), rep('a', 1), companies.a.manager]) {
      expect(inquirySchema.parse((await read(reader, url)).json()).description).toBe(secret);
    }
    expect((await find(rep('a'))).asked.find((item) => item.id === asked.id)?.description).toBe(secret);
    expect(inquirySchema.parse((await read(rep('b'), url)).json()).description).toBeUndefined();
    expect(JSON.stringify(await leadsOf('b'))).not.toContain('SECRET-PLAN');

    // The company offers now, and its list of offers shows the description.
    expect((await post(rep('a'), `${url}/applications`, offer())).statusCode).toBe(201);
    const listed = (await offersOf(rep('a'))).items.find((item) => item.inquiryId === asked.id);
    expect(listed?.inquiry.description).toBe(secret);

    // The client sees who accepted and when; admins see the IP too; a company sees its own acceptance only.
    const forClient = inquirySchema.parse((await read(client, url)).json());
    expect(forClient.nda?.acceptances).toEqual([
      {
        company: { id: companies.a.id, name: 'Alpha Books' },
        person: { id: rep('a', 1).user.id, name: 'Jan Nowak' },
        acceptedAt: expect.any(String),
      },
    ]);
    const at = Date.parse(forClient.nda?.acceptances[0]?.acceptedAt ?? '');
    expect(Math.abs(at - Date.now())).toBeLessThan(60_000);
    const forAdmin = inquirySchema.parse((await read(admin, url)).json());
    expect(forAdmin.nda?.acceptances[0]?.ip).toBe('127.0.0.1');
    expect(inquirySchema.parse((await read(rep('b'), url)).json()).nda?.acceptances).toEqual([]);
  });

  it('refuses more than 10 companies, unverified companies, and NDA terms without privacy, with translated messages', async () => {
    const eleven = Array.from({ length: 11 }, () => randomUUID());
    const tooMany = await post(client, '/api/orders', privateInquiry(eleven));
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().fieldErrors).toContainEqual({
      path: 'companyIds',
      message: 'A private inquiry can be asked of at most 10 companies',
    });
    const none = await post(client, '/api/orders', privateInquiry([]), 'pl');
    expect(none.json().fieldErrors).toContainEqual({
      path: 'companyIds',
      message: 'Zapytanie prywatne trafia tylko do wybranych firm: wybierz co najmniej jedną',
    });
    const ndaOnly = await post(client, '/api/orders', { ...newInquiry, ndaTerms: terms });
    expect(ndaOnly.statusCode).toBe(400);

    const unverified = await signedInUser(app, accounts, {
      role: 'MANAGER',
      companyName: 'Odra Unverified',
      prefix: 'odra',
    });
    const before = (await read(client, '/api/orders/my')).json().items.length;
    for (const locale of ['en', 'pl']) {
      const refused = await post(
        client,
        '/api/orders',
        privateInquiry([companies.a.id, unverified.user.companyId as string]),
        locale,
      );
      expect(refused.statusCode).toBe(400);
      expect(refused.json().fieldErrors).toContainEqual({
        path: 'companyIds',
        message:
          locale === 'en'
            ? 'Only verified companies can be asked privately: remove the unverified ones'
            : 'Prywatnie można zapytać tylko zweryfikowane firmy: usuń te niezweryfikowane',
      });
    }
    expect((await read(client, '/api/orders/my')).json().items.length).toBe(before);
    // Without NDA terms a private inquiry's details are open to the companies asked.
    const open = await publish(privateInquiry([companies.b.id], false));
    expect(inquirySchema.parse((await read(rep('b'), `/api/orders/${open.id}`)).json())).toMatchObject({
      description: secret,
      detailsLocked: false,
    });
    expect((await read(rep('a'), `/api/orders/${open.id}`)).statusCode).toBe(404);
  });

  it('records one acceptance per company when two of its people accept at once', async () => {
    const asked = await publish(privateInquiry([companies.b.id]));
    const both = await Promise.all([
      post(rep('b', 1), `/api/orders/${asked.id}/nda-acceptance`),
      post(rep('b', 2), `/api/orders/${asked.id}/nda-acceptance`),
    ]);
    expect(both.map((response) => response.statusCode)).toEqual([200, 200]);
    const forClient = inquirySchema.parse((await read(client, `/api/orders/${asked.id}`)).json());
    expect(forClient.nda?.acceptances).toHaveLength(1);
    expect([rep('b', 1).user.id, rep('b', 2).user.id]).toContain(forClient.nda?.acceptances[0]?.person.id);
  });
});
