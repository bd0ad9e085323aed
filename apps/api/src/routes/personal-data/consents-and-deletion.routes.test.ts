import type { InvoiceDocument } from '@tendero/contracts';
import { schema } from '@tendero/db';
import { acceptCurrentConsents } from '@tendero/domain/consents';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { domainContext } from '../../capabilities';
import { testConfig } from '../../test/test-app';
import { clock, dayMs, env, person } from './personal-data.fixture';

const { contacts, inquiries, invoices, payments, users, consentAcceptances, favouriteCompanies, companies } = schema;

const accept = (userId: string, kinds: ('terms' | 'privacy' | 'marketing')[], ip: string) =>
  acceptCurrentConsents(domainContext(testConfig(), env.database, clock), userId, kinds, { ip });

describe('my consents', () => {
  it('lists every version accepted with when and from which address; marketing is withdrawn and enforced', async () => {
    const client = await person('CLIENT');
    const rep = await person('SALES_REP', { companyId: (await person('MANAGER')).user.companyId as string });
    const bystander = await person('CLIENT');
    await accept(client.user.id, ['terms', 'privacy'], '203.0.113.7');
    await accept(client.user.id, ['marketing'], '203.0.113.8');
    const [inquiry] = await env.database.db
      .insert(inquiries)
      .values({
        clientId: client.user.id,
        services: ['bookkeeping'],
        description: 'Inquiry with marketing consent',
        visibleUntil: new Date(Date.now() + 7 * dayMs),
        marketingConsent: true,
      })
      .returning();
    // The rep's record of the client, and of someone else, both with marketing consent.
    await env.database.db.insert(contacts).values([
      {
        ownerId: rep.user.id,
        personId: client.user.id,
        name: 'Klient',
        source: 'inquiry',
        marketingConsentAt: new Date(),
      },
      {
        ownerId: rep.user.id,
        name: 'Inny',
        email: bystander.user.email,
        source: 'manual',
        marketingConsentAt: new Date(),
      },
    ]);

    // Tendero's own newsletter, confirmed for the client's address.
    await env.database.db.insert(schema.newsletterSubscriptions).values({
      email: client.user.email.toUpperCase(),
      locale: 'pl',
      confirmedAt: new Date(),
    });
    const listed = await env.app.inject({ method: 'GET', url: '/api/me/consents', headers: client.auth });
    expect(listed.statusCode).toBe(200);
    const body = listed.json();
    expect(body.items.map((item: { kind: string }) => item.kind).sort()).toEqual(['marketing', 'privacy', 'terms']);
    expect(body.items.find((item: { kind: string }) => item.kind === 'terms')).toMatchObject({
      version: 1,
      ip: '203.0.113.7',
      current: true,
    });
    expect(body.marketing).toMatchObject({ given: true, withdrawnAt: null, newsletterSince: expect.any(String) });

    const withdrawn = await env.app.inject({
      method: 'DELETE',
      url: '/api/me/consents/marketing',
      headers: client.auth,
    });
    expect(withdrawn.statusCode).toBe(200);
    expect(withdrawn.json().marketing).toMatchObject({
      given: false,
      withdrawnAt: expect.any(String),
      newsletterSince: null,
    });
    // The history stays: the acceptance is still listed, with the withdrawal beside it.
    expect(withdrawn.json().items).toHaveLength(3);
    const items = withdrawn.json().items as { kind: string; withdrawnAt: string | null }[];
    expect(items.find((item) => item.kind === 'marketing')?.withdrawnAt).toEqual(expect.any(String));
    expect(items.find((item) => item.kind === 'terms')?.withdrawnAt).toBeNull();
    const [after] = await env.database.db
      .select()
      .from(inquiries)
      .where(eq(inquiries.id, inquiry?.id as string));
    expect(after?.marketingConsent).toBe(false);
    const records = await env.database.db.select().from(contacts).where(eq(contacts.ownerId, rep.user.id));
    expect(records.find((row) => row.personId === client.user.id)?.marketingConsentAt).toBeNull();
    expect(records.find((row) => row.email === bystander.user.email)?.marketingConsentAt).not.toBeNull();
    // The rep cannot tick it again for them: only the person gives it again.
    const record = records.find((row) => row.personId === client.user.id);
    const retick = await env.app.inject({
      method: 'PUT',
      url: `/api/users/${rep.user.id}/contacts/${record?.id}`,
      headers: rep.auth,
      payload: { marketingConsent: true, consentConfirmed: true },
    });
    expect(retick.statusCode).toBe(409);
    expect(retick.json().reason).toBe('MARKETING_WITHDRAWN');
    // Ticking the box again (an inquiry) gives it again, with its new time and address.
    await accept(client.user.id, ['marketing'], '203.0.113.9');
    const again = (await env.app.inject({ method: 'GET', url: '/api/me/consents', headers: client.auth })).json();
    expect(again.marketing).toMatchObject({ given: true, withdrawnAt: expect.any(String) });
    expect(again.items.find((item: { kind: string }) => item.kind === 'marketing')).toMatchObject({
      ip: '203.0.113.9',
      withdrawnAt: null,
    });
    // Terms accepted again keep their first acceptance.
    await accept(client.user.id, ['terms'], '203.0.113.10');
    const terms = (await env.app.inject({ method: 'GET', url: '/api/me/consents', headers: client.auth })).json();
    expect(terms.items.find((item: { kind: string }) => item.kind === 'terms').ip).toBe('203.0.113.7');
    // Another person's consents are their own.
    const theirs = await env.app.inject({ method: 'GET', url: '/api/me/consents', headers: bystander.auth });
    expect(theirs.json()).toEqual({
      items: [],
      marketing: { given: false, givenAt: null, withdrawnAt: null, newsletterSince: null },
    });
  });

  it('needs a session', async () => {
    expect((await env.app.inject({ method: 'GET', url: '/api/me/consents' })).statusCode).toBe(401);
    expect((await env.app.inject({ method: 'DELETE', url: '/api/me/consents/marketing' })).statusCode).toBe(401);
  });
});

describe('deleting an account keeps only what the law keeps', () => {
  it('a manager’s invoices survive (with the buyer as issued), everything else about them goes', async () => {
    const manager = await person('MANAGER');
    const companyId = manager.user.companyId as string;
    const db = env.database.db;
    await accept(manager.user.id, ['terms', 'privacy', 'marketing'], '198.51.100.4');
    await env.database.db
      .insert(contacts)
      .values({ ownerId: manager.user.id, name: 'Klient Menedżera', email: 'klient-m@example.test', source: 'manual' });
    await env.database.db.insert(favouriteCompanies).values({ userId: manager.user.id, companyId });
    const [payment] = await env.database.db
      .insert(payments)
      .values({
        companyId,
        source: 'stripe',
        amountCents: 61_377,
        currency: 'pln',
        status: 'paid',
        createdAt: new Date(),
      })
      .returning();
    const document = {
      number: 'FV/2026/000201',
      buyer: { name: 'Firma Menedżera sp. z o.o.', nip: '5260250274' },
    } as unknown as InvoiceDocument;
    const [invoice] = await env.database.db
      .insert(invoices)
      .values({
        series: 'FV',
        year: 2026,
        sequence: 201,
        number: 'FV/2026/000201',
        companyId,
        paymentId: payment?.id,
        currency: 'PLN',
        netCents: 49_900,
        vatCents: 11_477,
        grossCents: 61_377,
        language: 'pl',
        document,
      })
      .returning();
    await env.app.inject({ method: 'POST', url: '/api/me/data-export', headers: manager.auth });
    // An inquiry for the company's own needs, and a message written to a client.
    await db.insert(inquiries).values({
      clientId: manager.user.id,
      services: ['bookkeeping'],
      description: 'Manager’s own inquiry',
      visibleUntil: new Date(Date.now() + 7 * dayMs),
    });
    const client = await person('CLIENT');
    const [chat] = await db
      .insert(schema.chats)
      .values({ pairKey: [manager.user.id, client.user.id].sort().join(':') })
      .returning();
    await db.insert(schema.chatMessages).values([
      {
        chatId: chat?.id as string,
        senderId: manager.user.id,
        receiverId: client.user.id,
        clientMessageId: crypto.randomUUID(),
        text: 'Manager wrote this',
      },
      {
        chatId: chat?.id as string,
        senderId: client.user.id,
        receiverId: manager.user.id,
        clientMessageId: crypto.randomUUID(),
        text: 'Client wrote this',
      },
    ]);

    const deleted = await env.app.inject({
      method: 'POST',
      url: '/api/users/me/delete',
      headers: manager.auth,
      payload: { password: 'Mocne!Haslo9' },
    });
    expect(deleted.statusCode).toBe(200);
    await env.accounts.eraseAccountHandler({ userId: manager.user.id });

    const [user] = await db.select().from(users).where(eq(users.id, manager.user.id));
    expect(user?.email).not.toBe(manager.user.email);
    expect(user?.erasedAt).not.toBeNull();
    expect(await db.select().from(contacts).where(eq(contacts.ownerId, manager.user.id))).toEqual([]);
    expect(await db.select().from(consentAcceptances).where(eq(consentAcceptances.userId, manager.user.id))).toEqual(
      [],
    );
    expect(await db.select().from(favouriteCompanies).where(eq(favouriteCompanies.userId, manager.user.id))).toEqual(
      [],
    );
    expect(await db.select().from(schema.dataExports).where(eq(schema.dataExports.userId, manager.user.id))).toEqual(
      [],
    );
    expect(await db.select().from(inquiries).where(eq(inquiries.clientId, manager.user.id))).toEqual([]);
    const messages = await db
      .select()
      .from(schema.chatMessages)
      .where(eq(schema.chatMessages.chatId, chat?.id as string));
    expect(messages.map((message) => message.text)).toEqual(['Client wrote this']);
    // The invoice is kept as issued.
    const [kept] = await db
      .select()
      .from(invoices)
      .where(eq(invoices.id, invoice?.id as string));
    expect(kept?.document).toMatchObject({ buyer: { name: 'Firma Menedżera sp. z o.o.', nip: '5260250274' } });

    // Even when the company itself goes, the invoice stays: its company link is cleared (the cascade).
    await db.update(users).set({ companyId: null }).where(eq(users.companyId, companyId));
    await db.delete(companies).where(eq(companies.id, companyId));
    const [orphan] = await db
      .select()
      .from(invoices)
      .where(eq(invoices.id, invoice?.id as string));
    expect(orphan).toMatchObject({ companyId: null, paymentId: null, number: 'FV/2026/000201' });
    expect(orphan?.document).toMatchObject({ buyer: { name: 'Firma Menedżera sp. z o.o.' } });
    expect(
      await db
        .select()
        .from(payments)
        .where(and(eq(payments.companyId, companyId))),
    ).toEqual([]);
  });
});
