import { schema } from '@tendero/db';
import { enqueueKsefSend } from '@tendero/domain/invoicing/ksef';
import { euReverseCharge, polishBuyerPln } from '@tendero/domain/invoicing/ksef/fixtures';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  accounts,
  app,
  clock,
  database,
  insertInvoice,
  invoiceRow,
  ksefAppPerFile,
  type Person,
  runJobs,
  signedInUser,
  standIn,
} from './ksef.fixture';

ksefAppPerFile();

let admin: Person;
let manager: Person;
let rep: Person;
let client: Person;

beforeAll(async () => {
  admin = await signedInUser(app, accounts, { role: 'ADMIN', prefix: 'admin' });
  manager = await signedInUser(app, accounts, { role: 'MANAGER', prefix: 'mgr', companyName: 'Nordwind' });
  rep = await signedInUser(app, accounts, {
    role: 'SALES_REP',
    prefix: 'rep',
    companyId: manager.user.companyId as string,
  });
  client = await signedInUser(app, accounts, { role: 'CLIENT', prefix: 'client' });
});

const list = (person: Person, query = '') =>
  app.inject({ method: 'GET', url: `/api/admin/invoices${query}`, headers: person.auth });
const resend = (person: Person, id: string) =>
  app.inject({ method: 'POST', url: `/api/admin/invoices/${id}/ksef/resend`, headers: person.auth });

describe('only admins see the invoices and send one again', () => {
  it('refuses managers, reps and clients (403, still signed in) and visitors (401)', async () => {
    const row = await insertInvoice(polishBuyerPln);
    for (const person of [manager, rep, client]) {
      expect((await list(person)).statusCode).toBe(403);
      expect((await resend(person, row.id)).statusCode).toBe(403);
      const still = await app.inject({ method: 'GET', url: '/api/auth/session', headers: person.auth });
      expect(still.statusCode).toBe(200);
    }
    expect((await app.inject({ method: 'GET', url: '/api/admin/invoices' })).statusCode).toBe(401);
    expect((await app.inject({ method: 'POST', url: `/api/admin/invoices/${row.id}/ksef/resend` })).statusCode).toBe(
      401,
    );
    // Nothing was sent again by the refused calls.
    expect((await invoiceRow(row.id)).ksefAttempts).toBe(0);
  });
});

describe('the admin’s list', () => {
  it('shows each invoice with number, buyer, date, gross, its KSeF state and number, newest first', async () => {
    const accepted = await insertInvoice(euReverseCharge, { issuedAt: new Date('2026-12-07T08:00:00Z') });
    await enqueueKsefSend({ db: database.db, clock }, accepted.id);
    await runJobs();
    const answer = await list(admin, `?q=${encodeURIComponent('Kranich')}`);
    expect(answer.statusCode).toBe(200);
    const body = answer.json();
    expect(body.configured).toBe(true);
    expect(body.items).toHaveLength(1);
    const [item] = body.items;
    expect(item).toMatchObject({
      id: accepted.id,
      number: accepted.number,
      companyName: 'Kranich Logistik GmbH',
      issueDate: '2026-12-06',
      currency: 'EUR',
      grossCents: 49900,
      ksefState: 'accepted',
      canResend: false,
      pdfUrl: `/api/invoices/${accepted.id}/pdf`,
    });
    expect(item.ksefNumber).toMatch(/^1234563218-\d{8}-[0-9A-F]{12}-[0-9A-F]{2}$/);
    const accepted2 = await list(admin, '?state=accepted');
    expect(accepted2.json().items.every((one: { ksefState: string }) => one.ksefState === 'accepted')).toBe(true);
  });

  it('refuses a filter that is not a KSeF state, with the field named', async () => {
    const answer = await list(admin, '?state=lost');
    expect(answer.statusCode).toBe(400);
    expect(answer.json().code).toBe('VALIDATION_ERROR');
  });
});

describe('Resend', () => {
  it('sends a rejected invoice again once the cause is gone, recorded in the activity log', async () => {
    standIn.refusedNips.add('7010000005');
    const row = await insertInvoice(polishBuyerPln);
    await enqueueKsefSend({ db: database.db, clock }, row.id);
    await runJobs();
    standIn.refusedNips.clear();
    const rejected = (await list(admin, `?q=${encodeURIComponent(row.number)}`)).json().items[0];
    expect(rejected).toMatchObject({ ksefState: 'rejected', canResend: true });
    expect(rejected.ksefError).toContain('7010000005');

    const answer = await resend(admin, row.id);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ ksefState: 'waiting', ksefError: null });
    await runJobs();
    const after = await invoiceRow(row.id);
    expect(after.ksefState).toBe('accepted');
    expect(after.ksefAttempts).toBe(2);

    const audit = await database.db
      .select()
      .from(schema.auditLog)
      .where(and(eq(schema.auditLog.action, 'invoice.ksef-resend'), eq(schema.auditLog.targetId, row.id)));
    expect(audit).toHaveLength(1);
    expect(audit[0]?.actorId).toBe(admin.user.id);
    expect(audit[0]?.detail).toMatchObject({ number: row.number, previousState: 'rejected' });
  });

  it('refuses to send again an accepted invoice (409) or one that does not exist (404), changing nothing', async () => {
    const row = await insertInvoice(polishBuyerPln);
    await enqueueKsefSend({ db: database.db, clock }, row.id);
    await runJobs();
    const accepted = await invoiceRow(row.id);
    expect(accepted.ksefState).toBe('accepted');
    const conflict = await resend(admin, row.id);
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json().message).toBeTruthy();
    expect(await invoiceRow(row.id)).toEqual(accepted);
    const missing = await resend(admin, '00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
  });

  it('lets a stuck invoice go again: one still waiting after KSeF failed', async () => {
    standIn.unreachable = true;
    const row = await insertInvoice(polishBuyerPln);
    try {
      await enqueueKsefSend({ db: database.db, clock }, row.id);
      await runJobs();
    } finally {
      standIn.unreachable = false;
    }
    const stuck = (await list(admin, `?q=${encodeURIComponent(row.number)}`)).json().items[0];
    expect(stuck).toMatchObject({ ksefState: 'waiting', canResend: true, ksefAttempts: 1 });
    expect((await resend(admin, row.id)).statusCode).toBe(200);
    await runJobs();
    expect((await invoiceRow(row.id)).ksefState).toBe('accepted');
  });
});
