import { type DatabaseHandle, schema } from '@tendero/db';
import { openTestDatabase } from '@tendero/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DomainContext } from '../../shared/context';
import { polishBuyerPln } from './fa3.fixtures';
import { createKsef } from './ksef.service';
import { type KsefClient, KsefUnavailableError } from './ksef-client';

/**
 * The claim that lets one process send an invoice (on PostgreSQL too, where two workers really race): KSeF
 * never receives the same invoice twice from two workers, and a failure leaves it waiting with the error.
 */
let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

function context(): DomainContext {
  return {
    db: database.db,
    clock: { now: () => new Date() },
    settings: { publicUrl: 'http://localhost', supportEmail: 'support@tendero.test', linkSecret: 'x'.repeat(32) },
  };
}

/** A KSeF that answers after a moment (so two senders overlap) and accepts everything. */
function slowKsef(sent: string[], fail = false): KsefClient {
  return {
    async sendInvoice(xml) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      if (fail) throw new KsefUnavailableError('KSeF unreachable (POST /sessions/online)');
      sent.push(xml);
      return { sessionReference: `session-${sent.length}`, invoiceReference: `invoice-${sent.length}` };
    },
    async invoiceStatus(where) {
      return {
        kind: 'accepted',
        ksefNumber: '1234563218-20261206-0100001AF629-2D',
        acceptedAt: new Date(),
        sessionReference: where.sessionReference,
      };
    },
    async invoiceUpo() {
      return '<Potwierdzenie/>';
    },
  };
}

let sequence = 0;
async function waitingInvoice() {
  sequence++;
  const [row] = await database.db
    .insert(schema.invoices)
    .values({
      series: 'FV',
      year: 2026,
      sequence,
      number: `FV/2026/${String(sequence).padStart(6, '0')}`,
      currency: 'PLN',
      netCents: polishBuyerPln.totals.netCents,
      vatCents: polishBuyerPln.totals.vatCents,
      grossCents: polishBuyerPln.totals.grossCents,
      language: 'pl',
      document: { ...polishBuyerPln, number: `FV/2026/${String(sequence).padStart(6, '0')}` },
    })
    .returning();
  if (!row) throw new Error('invoice not inserted');
  return row;
}

async function rowOf(id: string) {
  const [row] = await database.db.select().from(schema.invoices).where(eq(schema.invoices.id, id));
  return row;
}

describe('sending an invoice to KSeF', () => {
  it('sends it once when two workers take it at the same time', async () => {
    const sent: string[] = [];
    const ksef = createKsef(context(), { client: slowKsef(sent) });
    const invoice = await waitingInvoice();
    await Promise.all([ksef.advance(invoice.id), ksef.advance(invoice.id), ksef.advance(invoice.id)]);
    expect(sent).toHaveLength(1);
    const row = await rowOf(invoice.id);
    expect(row?.ksefState).toBe('accepted');
    expect(row?.ksefAttempts).toBe(1);
    expect(row?.ksefUpo).toBe('<Potwierdzenie/>');
  });

  it('leaves it waiting with the error and the try counted when KSeF cannot be reached', async () => {
    const ksef = createKsef(context(), { client: slowKsef([], true) });
    const invoice = await waitingInvoice();
    await expect(ksef.advance(invoice.id)).rejects.toThrow('KSeF unreachable');
    const row = await rowOf(invoice.id);
    expect(row).toMatchObject({
      ksefState: 'waiting',
      ksefAttempts: 1,
      ksefError: 'KSeF unreachable (POST /sessions/online)',
    });
    expect(row?.ksefInvoiceHash).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('does nothing without the KSEF_* settings: the invoice waits', async () => {
    const ksef = createKsef(context(), { client: null });
    const invoice = await waitingInvoice();
    await ksef.advance(invoice.id);
    expect(await rowOf(invoice.id)).toMatchObject({ ksefState: 'waiting', ksefAttempts: 0, ksefInvoiceHash: null });
  });
});
