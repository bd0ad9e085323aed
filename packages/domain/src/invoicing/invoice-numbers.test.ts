import { type DatabaseHandle, schema } from '@tendero/db';
import { openTestDatabase } from '@tendero/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInvoicing, type Invoicing } from './invoicing.service';
import { RatesUnavailableError } from './nbp.gateway';

/**
 * Numbering under parallel issues: one continuous FV series a year, no gaps, no duplicates, and a failed
 * issue gives its number back. On PostgreSQL (`npm run test:db`) the issues really run at once on several
 * connections; on PGlite they queue on its one connection.
 */
let database: DatabaseHandle;
let invoicing: Invoicing;
let companyId: string;
let failFor: string | null = null;

const seller = {
  name: 'Tendero sp. z o.o.',
  nip: '1111111111',
  street: 'ul. Prosta 51',
  postalCode: '00-838',
  city: 'Warszawa',
  bankAccount: 'PL61109010140000071219812874',
};
const clock = { now: () => new Date('2026-12-07T10:00:00Z') };

async function paidPayments(count: number, prefix: string): Promise<string[]> {
  const rows = await database.db
    .insert(schema.payments)
    .values(
      Array.from({ length: count }, (_, index) => ({
        companyId,
        source: 'stripe' as const,
        stripeInvoiceId: `in_${prefix}_${index}`,
        plan: 'yearly' as const,
        amountCents: 61377,
        netCents: 49900,
        vatCents: 11477,
        currency: 'pln',
        method: 'blik' as const,
        status: 'paid' as const,
        createdAt: new Date('2026-12-06T09:00:00Z'),
      })),
    )
    .returning({ id: schema.payments.id });
  return rows.map((row) => row.id);
}

beforeAll(async () => {
  database = await openTestDatabase();
  const [company] = await database.db
    .insert(schema.companies)
    .values({ name: 'Odra Numbers sp. z o.o.', country: 'PL' })
    .returning({ id: schema.companies.id });
  companyId = company?.id as string;
  invoicing = createInvoicing(
    { db: database.db, clock, settings: { publicUrl: 'http://localhost', supportEmail: 's@t.test', linkSecret: 'x' } },
    {
      settings: { seller, missingSettings: [], ksefQrUrl: 'https://qr-test.ksef.mf.gov.pl' },
      // Złoty invoices need no rate.
      rates: {
        eurRateBefore: async () => {
          throw new RatesUnavailableError('not asked for złoty invoices');
        },
      },
      onIssued: async (_tx, invoice) => {
        if (invoice.paymentId === failFor) throw new Error('the issue fails after taking its number');
      },
    },
  );
});

afterAll(async () => {
  await database?.close();
});

describe('invoice numbers', () => {
  it('gives 50 invoices issued at once the numbers 1 to 50 of the year, each once', async () => {
    const ids = await paidPayments(50, 'parallel');
    const issued = await Promise.all(ids.map((id) => invoicing.issue(id)));
    const sequences = issued.map((row) => row?.sequence).sort((a, b) => (a ?? 0) - (b ?? 0));
    expect(sequences).toEqual(Array.from({ length: 50 }, (_, index) => index + 1));
    expect(new Set(issued.map((row) => row?.number)).size).toBe(50);
    expect(issued.map((row) => row?.number)).toContain('FV/2026/000050');
    const [series] = await database.db.select().from(schema.invoiceSeries).where(eq(schema.invoiceSeries.series, 'FV'));
    expect(series).toMatchObject({ year: 2026, lastNumber: 50 });
  });

  it('issues a payment queued twice (even at once) once, without using a number for the second', async () => {
    const [id] = await paidPayments(1, 'twice');
    const [first, second] = await Promise.all([invoicing.issue(id as string), invoicing.issue(id as string)]);
    expect(first?.id).toBe(second?.id);
    expect(first?.number).toBe('FV/2026/000051');
    const [next] = await paidPayments(1, 'after-twice');
    expect((await invoicing.issue(next as string))?.number).toBe('FV/2026/000052');
  });

  it('gives the number of a failed issue to the next invoice: no gap', async () => {
    const [failing, following] = await paidPayments(2, 'failing');
    failFor = failing as string;
    await expect(invoicing.issue(failing as string)).rejects.toThrow('the issue fails');
    failFor = null;
    expect((await invoicing.issue(following as string))?.number).toBe('FV/2026/000053');
    expect((await invoicing.issue(failing as string))?.number).toBe('FV/2026/000054');
  });

  it('numbers corrections in a continuous series of their own', async () => {
    const [id] = await paidPayments(1, 'refunded');
    const original = await invoicing.issue(id as string);
    const correction = await invoicing.correct({
      paymentId: id as string,
      reference: 'refund:ch_1:61377',
      refundedCents: 61377,
    });
    expect(correction).toMatchObject({
      series: 'KOR',
      number: 'KOR/2026/000001',
      correctsInvoiceId: original?.id,
      grossCents: -61377,
    });
    // The same refund again: the same correction.
    expect(
      (await invoicing.correct({ paymentId: id as string, reference: 'refund:ch_1:61377', refundedCents: 61377 }))?.id,
    ).toBe(correction?.id);
  });
});
