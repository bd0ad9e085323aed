import { companyApplicationsSchema, inquirySchema, leadsSchema } from '@tendero/contracts';
import { schema } from '@tendero/db';
import { listMailbox } from '@tendero/domain/notifications';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signedInUser } from '../../test/test-app';
import { accounts, app, companies, database, newInquiry, offer, type Person, post, rep } from './inquiries.fixture';

const get = (person: Person, url: string) => app.inject({ url, headers: person.auth });

async function setPhone(person: Person, phone: string) {
  await database.db.update(schema.users).set({ phone }).where(eq(schema.users.id, person.user.id));
}

async function leadOf(inquiryId: string) {
  const response = await get(companies.a.manager, `/api/companies/${companies.a.id}/leads`);
  return leadsSchema.parse(response.json()).items.find((lead) => lead.inquiry?.id === inquiryId);
}

async function offersOf(person: Person) {
  return companyApplicationsSchema.parse((await get(person, '/api/orders/applications')).json()).items;
}

/** Whether the two people share a conversation (chat is a socket protocol: the table says it). */
async function talk(first: Person, second: Person) {
  const rows = await database.db
    .select({ chatId: schema.chatParticipants.chatId, userId: schema.chatParticipants.userId })
    .from(schema.chatParticipants)
    .where(inArray(schema.chatParticipants.userId, [first.user.id, second.user.id]));
  const chats = new Map<string, Set<string>>();
  for (const row of rows) chats.set(row.chatId, (chats.get(row.chatId) ?? new Set()).add(row.userId));
  return [...chats.values()].some((people) => people.size === 2);
}

describe('the award ends in a handshake', () => {
  it('shows each party the other’s name, e-mail and phone, opens their conversation and tells both by e-mail', async () => {
    // A client who shares nothing on their profile (both switches off, as every new account).
    const buyer = await signedInUser(app, accounts, {
      role: 'CLIENT',
      prefix: 'handshake',
      firstName: 'Julia',
      lastName: 'Mazur',
    });
    await setPhone(buyer, '+48601202303');
    await setPhone(rep('a'), '+48500100200');
    const inquiry = inquirySchema.parse((await post(buyer, '/api/orders', newInquiry)).json());
    const url = `/api/orders/${inquiry.id}/applications`;
    const won = (await post(rep('a'), url, offer(1000))).json();
    const lost = (await post(rep('b'), url, offer(900))).json();

    // Before the award nobody sees the other's details, and the pair has no conversation.
    const before = inquirySchema.parse((await get(buyer, `/api/orders/${inquiry.id}`)).json());
    expect(before.applications.every((item) => item.handshake === undefined)).toBe(true);
    expect((await offersOf(rep('a'))).find((item) => item.id === won.id)?.handshake).toBeUndefined();
    expect(await talk(buyer, rep('a'))).toBe(false);

    const accepted = inquirySchema.parse((await post(buyer, `${url}/${won.id}/acceptance`)).json());
    const winner = accepted.applications.find((item) => item.id === won.id);
    expect(winner?.handshake).toEqual({
      companyName: 'Alpha Books',
      client: { id: buyer.user.id, name: 'Julia Mazur', email: buyer.user.email, phone: '+48601202303' },
      rep: {
        id: rep('a').user.id,
        name: expect.any(String),
        email: rep('a').user.email,
        phone: '+48500100200',
      },
    });
    // The offer not chosen carries no one's details.
    expect(accepted.applications.find((item) => item.id === lost.id)?.handshake).toBeUndefined();

    // The winning rep and their manager see the client's details; the other company's do not.
    const repSide = (await offersOf(rep('a'))).find((item) => item.id === won.id);
    expect(repSide?.handshake?.client).toMatchObject({ email: buyer.user.email, phone: '+48601202303' });
    const managerSide = (await offersOf(companies.a.manager)).find((item) => item.id === won.id);
    expect(managerSide?.handshake?.client.email).toBe(buyer.user.email);
    expect((await offersOf(rep('b'))).find((item) => item.id === lost.id)?.handshake).toBeUndefined();
    const lead = await leadOf(inquiry.id);
    expect(lead).toMatchObject({ state: 'won', client: { email: buyer.user.email, phone: '+48601202303' } });

    // The conversation is open for both.
    expect(await talk(buyer, rep('a'))).toBe(true);

    // Both e-mails carry the other party's details.
    const mail = await listMailbox(database.db, 500);
    const toRep = mail.find((m) => m.to === rep('a').user.email && m.subject.startsWith('Your offer was accepted'));
    expect(toRep?.text).toContain('Julia Mazur');
    expect(toRep?.text).toContain(buyer.user.email);
    expect(toRep?.text).toContain('+48601202303');
    const toBuyer = mail.find((m) => m.to === buyer.user.email && m.subject.startsWith('You accepted the offer'));
    expect(toBuyer?.subject).toContain('Alpha Books');
    expect(toBuyer?.text).toContain(rep('a').user.email);
    expect(toBuyer?.text).toContain('+48500100200');
  });

  it('keeps the award’s sharing when the client asks the company again, and hides the client’s details once withdrawn', async () => {
    // A Polish client (the language of their requests is the language of their mail).
    const buyer = await signedInUser(app, accounts, { role: 'CLIENT', prefix: 'withdraws', locale: 'pl' });
    await setPhone(buyer, '+48602303404');
    const inquiry = inquirySchema.parse((await post(buyer, '/api/orders', newInquiry, 'pl')).json());
    const won = (await post(rep('a', 1), `/api/orders/${inquiry.id}/applications`, offer())).json();
    await post(buyer, `/api/orders/${inquiry.id}/applications/${won.id}/acceptance`, undefined, 'pl');
    expect((await leadOf(inquiry.id))?.client.phone).toBe('+48602303404');

    // The client's mail is in their language.
    const mail = await listMailbox(database.db, 500);
    const subjects = mail.filter((m) => m.to === buyer.user.email).map((m) => m.subject);
    expect(subjects.some((subject) => subject.startsWith('Przyjęto ofertę firmy Alpha Books'))).toBe(true);

    // A later inquiry asked of the same company (a narrower share) does not narrow the award's.
    await post(buyer, '/api/orders', { ...newInquiry, companyIds: [companies.a.id] });
    expect((await leadOf(inquiry.id))?.client).toMatchObject({ email: buyer.user.email, phone: '+48602303404' });

    const withdrawn = await app.inject({
      method: 'DELETE',
      url: `/api/users/${buyer.user.id}/contact-shares/${companies.a.id}`,
      headers: buyer.auth,
    });
    expect(withdrawn.statusCode).toBeLessThan(300);
    expect((await leadOf(inquiry.id))?.client).toMatchObject({ email: null, phone: null });
    const repSide = (await offersOf(rep('a', 1))).find((item) => item.id === won.id);
    expect(repSide?.handshake?.client).toMatchObject({ email: null, phone: null });
    // The client still reaches the rep.
    const clientSide = inquirySchema.parse((await get(buyer, `/api/orders/${inquiry.id}`)).json());
    expect(clientSide.applications[0]?.handshake?.rep.email).toBe(rep('a', 1).user.email);
  });
});
