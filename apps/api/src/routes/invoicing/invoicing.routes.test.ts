import { randomUUID } from 'node:crypto';
import { schema } from '@tendero/db';
import { enqueueCorrectionFor } from '@tendero/domain/invoicing';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { domainContext } from '../../capabilities';
import { testConfig } from '../../test/test-app';
import {
  admin,
  app,
  buy,
  client,
  clock,
  company,
  database,
  invoicing,
  moveClock,
  nbp,
  type Person,
  runJobs,
  standIn,
} from '../billing/billing.fixture';
import { createInvoicingFor } from './create-invoicing';

async function invoicesOf(person: Person) {
  const answer = await app.inject({ method: 'GET', url: '/api/invoices', headers: person.auth });
  expect(answer.statusCode).toBe(200);
  return answer.json().items as {
    id: string;
    kind: string;
    number: string;
    netCents: number;
    vatCents: number;
    grossCents: number;
    currency: string;
    paymentId: string;
    correctsNumber: string | null;
  }[];
}

async function pdfOf(invoiceId: string, person?: Person) {
  return app.inject({ method: 'GET', url: `/api/invoices/${invoiceId}/pdf`, headers: person?.auth ?? {} });
}

async function documentOf(invoiceId: string) {
  const [row] = await database.db.select().from(schema.invoices).where(eq(schema.invoices.id, invoiceId));
  return row?.document;
}

describe("Tendero's VAT invoices", () => {
  it('issues one per paid payment; its manager and admins download the PDF, nobody else', async () => {
    const odra = await company('Odra Invoices', { taxIdentity: 'DE' });
    const other = await company('Other Invoices');
    await buy(odra.manager, 'monthly');
    const items = await invoicesOf(odra.manager);
    // A German company whose VAT number VIES has not confirmed, paying in euro: 23 % VAT on the 49 € net.
    expect(items).toEqual([
      expect.objectContaining({
        kind: 'VAT',
        currency: 'EUR',
        netCents: 4900,
        vatCents: 1127,
        grossCents: 6027,
        correctsNumber: null,
      }),
    ]);
    const invoice = items[0] as (typeof items)[number];
    expect(invoice.number).toMatch(/^FV\/\d{4}\/\d{6}$/);
    expect((await documentOf(invoice.id))?.exchange).toMatchObject({ table: expect.stringMatching(/\/A\/NBP\//) });

    const own = await pdfOf(invoice.id, odra.manager);
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('application/pdf');
    expect(own.headers['content-disposition']).toContain(`${invoice.number.replaceAll('/', '-')}.pdf`);
    expect(own.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await pdfOf(invoice.id, admin)).statusCode).toBe(200);
    // Another company's manager is told it does not exist; other roles may not ask at all.
    expect((await pdfOf(invoice.id, other.manager)).statusCode).toBe(404);
    expect((await pdfOf(invoice.id, odra.reps[0])).statusCode).toBe(403);
    expect((await pdfOf(invoice.id, client)).statusCode).toBe(403);
    expect((await pdfOf(invoice.id)).statusCode).toBe(401);
    expect((await pdfOf(randomUUID(), admin)).statusCode).toBe(404);
    expect(await invoicesOf(other.manager)).toEqual([]);

    // The payments lists carry the number; the same payment issued again stays one invoice.
    const payments = (
      await app.inject({ method: 'GET', url: '/api/billing/payments', headers: odra.manager.auth })
    ).json();
    expect(payments.items[0].invoices).toEqual([{ id: invoice.id, kind: 'VAT', number: invoice.number }]);
    const adminPayments = (
      await app.inject({ method: 'GET', url: '/api/admin/payments?q=Odra%20Invoices', headers: admin.auth })
    ).json();
    expect(adminPayments.items[0].invoices[0].number).toBe(invoice.number);
    expect((await invoicing.issue(invoice.paymentId))?.id).toBe(invoice.id);
    expect(await invoicesOf(odra.manager)).toHaveLength(1);
  });

  it('lists the invoice numbers in the payments CSVs of the admin and of the manager', async () => {
    const warta = await company('Warta Csv');
    await buy(warta.manager, 'yearly');
    const [invoice] = await invoicesOf(warta.manager);
    const adminCsv = await app.inject({
      method: 'GET',
      url: '/api/admin/payments.csv?q=Warta%20Csv&locale=pl',
      headers: admin.auth,
    });
    expect(adminCsv.statusCode).toBe(200);
    const [head, row] = adminCsv.body.replace('\uFEFF', '').trim().split('\n');
    expect(head).toContain('Numer faktury;Faktury korygujące');
    expect(row).toContain(`;${invoice?.number};`);
    const managerCsv = await app.inject({
      method: 'GET',
      url: '/api/billing/payments.csv?locale=en',
      headers: warta.manager.auth,
    });
    expect(managerCsv.statusCode).toBe(200);
    expect(managerCsv.body).toContain('Invoice number,Corrective invoices');
    expect(managerCsv.body).toContain(invoice?.number);
    expect(managerCsv.body).not.toContain('Odra Invoices');
    expect(
      (await app.inject({ method: 'GET', url: '/api/billing/payments.csv', headers: admin.auth })).statusCode,
    ).toBe(403);
  });

  it('waits while NBP is away and issues with its rate once it answers, never a guessed one', async () => {
    const bug = await company('Bug Rates', { taxIdentity: 'DE' });
    nbp.down = true;
    await buy(bug.manager, 'monthly');
    expect(await invoicesOf(bug.manager)).toEqual([]);
    const status = await app.inject({ method: 'GET', url: '/api/admin/invoicing', headers: admin.auth });
    expect(status.json()).toEqual({ missingSettings: [], waitingPayments: expect.any(Number) });
    expect(status.json().waitingPayments).toBeGreaterThanOrEqual(1);
    nbp.down = false;
    moveClock(10 * 60_000);
    await runJobs();
    const [invoice] = await invoicesOf(bug.manager);
    expect(invoice).toMatchObject({ kind: 'VAT', vatCents: 1127 });
    expect((await documentOf(invoice?.id as string))?.exchange?.vatPlnGrosze).toBeGreaterThan(0);
  });

  it('reverses the charge for an EU company whose VAT number VIES confirmed, in its manager’s language', async () => {
    const nordwind = await company('Nordwind Reverse', { taxIdentity: false });
    await database.db.insert(schema.companyTaxIdentities).values({
      companyId: nordwind.id,
      country: 'DE',
      legalName: 'Nordwind Reverse GmbH',
      vatNumber: 'DE123456789',
      street: 'Hafenstraße 5',
      postalCode: '20457',
      city: 'Hamburg',
      vatCheck: 'confirmed',
    });
    await buy(nordwind.manager, 'monthly');
    const [invoice] = await invoicesOf(nordwind.manager);
    expect(invoice).toMatchObject({ netCents: 4900, vatCents: 0, grossCents: 4900 });
    const document = await documentOf(invoice?.id as string);
    expect(document).toMatchObject({
      language: 'en',
      treatment: 'REVERSE_CHARGE',
      exchange: null,
      buyer: { name: 'Nordwind Reverse GmbH', vatNumber: 'DE123456789', nip: null },
    });
    expect(document?.notes[0]).toContain('odwrotne obciążenie');
  });

  it('issues a correcting invoice for each refund Stripe reports, referring to the original, negative', async () => {
    const prosna = await company('Prosna Refund', { taxIdentity: 'DE' });
    await buy(prosna.manager, 'monthly');
    const [original] = await invoicesOf(prosna.manager);
    const stripeInvoice = [...standIn.invoices.values()].at(-1)?.id as string;
    // Part of the payment back, then the rest: two corrections, the second bringing the invoice to zero.
    await standIn.refund(stripeInvoice, 2000);
    await runJobs();
    const [partial] = await invoicesOf(prosna.manager);
    expect(partial).toMatchObject({ kind: 'KOR', correctsNumber: original?.number, grossCents: -2000 });
    expect(partial?.number).toMatch(/^KOR\/\d{4}\/\d{6}$/);
    await standIn.refund(stripeInvoice);
    await runJobs();
    const all = await invoicesOf(prosna.manager);
    expect(all).toHaveLength(3);
    const corrections = all.filter((invoice) => invoice.kind === 'KOR');
    expect(corrections.reduce((sum, invoice) => sum + invoice.grossCents, 0)).toBe(-6027);
    expect(corrections.reduce((sum, invoice) => sum + invoice.vatCents, 0)).toBe(-1127);
    // The same refund reported again corrects nothing more.
    await enqueueCorrectionFor(
      { db: database.db, clock },
      { paymentId: original?.paymentId as string, reference: 'refund:again:4900', refundedCents: 4900 },
    );
    await runJobs();
    expect(await invoicesOf(prosna.manager)).toHaveLength(3);
    expect((await pdfOf(partial?.id as string, prosna.manager)).statusCode).toBe(200);
    const payments = (
      await app.inject({ method: 'GET', url: '/api/billing/payments', headers: prosna.manager.auth })
    ).json();
    expect(payments.items[0].invoices.map((row: { number: string }) => row.number)).toEqual([
      original?.number,
      ...corrections.map((invoice) => invoice.number).reverse(),
    ]);
  });

  it('never invoices a payment charged before Tendero issued its own invoices (its receipt was Stripe’s)', async () => {
    const older = await company('Older Receipt');
    const waitingBefore = (await app.inject({ method: 'GET', url: '/api/admin/invoicing', headers: admin.auth })).json()
      .waitingPayments;
    // As billing stored payments before issue 38: the gross only, no net, VAT or way of paying.
    await database.db.insert(schema.payments).values({
      companyId: older.id,
      source: 'stripe',
      stripeInvoiceId: `in_before_invoices_${randomUUID()}`,
      plan: 'monthly',
      amountCents: 4900,
      currency: 'eur',
      status: 'paid',
      createdAt: new Date(clock.now().getTime() - 90 * 86_400_000),
    });
    // Not waiting for an invoice (the hourly sweep issues exactly the payments this count counts).
    const status = await app.inject({ method: 'GET', url: '/api/admin/invoicing', headers: admin.auth });
    expect(status.json().waitingPayments).toBe(waitingBefore);
    await runJobs();
    expect(await invoicesOf(older.manager)).toEqual([]);
  });

  it('says which seller settings are missing, and issues nothing without them', async () => {
    const partialConfig = testConfig({ SELLER_NAME: 'Tendero sp. z o.o.' });
    const partial = createInvoicingFor(domainContext(partialConfig, database, clock), partialConfig);
    const session = { userId: admin.user.id, role: 'ADMIN' as const };
    const status = await partial.status(session);
    expect(status.missingSettings).toEqual([
      'SELLER_NIP',
      'SELLER_STREET',
      'SELLER_POSTAL_CODE',
      'SELLER_CITY',
      'SELLER_BANK_ACCOUNT',
    ]);
    const warsaw = await company('Missing Seller');
    const [payment] = await database.db
      .insert(schema.payments)
      .values({
        companyId: warsaw.id,
        source: 'stripe',
        stripeInvoiceId: 'in_missing_seller',
        plan: 'monthly',
        amountCents: 6027,
        currency: 'eur',
        status: 'paid',
        createdAt: clock.now(),
      })
      .returning();
    expect(await partial.issue(payment?.id as string)).toBeNull();
    expect(await invoicesOf(warsaw.manager)).toEqual([]);
  });
});
