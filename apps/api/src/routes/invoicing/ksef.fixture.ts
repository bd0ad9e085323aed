import type { InvoiceDocument } from '@tendero/contracts';
import { type DatabaseHandle, schema } from '@tendero/db';
import { type Clock, runDueJobs } from '@tendero/domain';
import { type Accounts, createAccounts } from '@tendero/domain/accounts';
import { type Ksef, ksefSendJob, ksefSweepJob } from '@tendero/domain/invoicing/ksef';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { createKsefFor, domainContext } from '../../capabilities';
import type { AppConfig } from '../../config';
import { KsefStandIn } from '../../test/ksef-stand-in';
import { buildTestApp, openTestDatabase, signedInUser, testConfig } from '../../test/test-app';
import { testPasswordHasher } from '../../test/test-password-hasher';

/**
 * The app with KSeF configured against the loopback stand-in (which knows the seller's token), a clock the
 * tests move (the queue's backoff passes without waiting), and invoices inserted as the invoicing capability
 * would issue them.
 */
export const sellerNip = '1234563218';
export const ksefToken = 'ksef-token-of-the-seller';

let offsetMs = 0;
export const clock: Clock = { now: () => new Date(Date.now() + offsetMs) };
export function moveClock(ms: number) {
  offsetMs += ms;
}

export let standIn: KsefStandIn;
export let config: AppConfig;
export let database: DatabaseHandle;
export let accounts: Accounts;
export let ksef: Ksef;
export let app: FastifyInstance;
export type Person = Awaited<ReturnType<typeof signedInUser>>;

/** Runs the jobs due now (KSeF's sends and status reads), as the worker of a process would. */
export async function runJobs(): Promise<number> {
  return runDueJobs(database.db, clock, { [ksefSendJob]: ksef.sendHandler, [ksefSweepJob]: ksef.sweepHandler });
}

let sequence = 0;

/** An issued invoice waiting for KSeF, as the invoicing capability leaves it. */
export async function insertInvoice(
  document: InvoiceDocument,
  values: Partial<typeof schema.invoices.$inferInsert> = {},
) {
  sequence++;
  const number = `${document.kind === 'KOR' ? 'KOR' : 'FV'}/2026/${String(sequence).padStart(6, '0')}`;
  const [row] = await database.db
    .insert(schema.invoices)
    .values({
      series: document.kind === 'KOR' ? 'KOR' : 'FV',
      year: 2026,
      sequence,
      number,
      currency: document.currency,
      netCents: document.totals.netCents,
      vatCents: document.totals.vatCents,
      grossCents: document.totals.grossCents,
      language: document.language,
      issuedAt: new Date('2026-12-06T10:15:00Z'),
      document: { ...document, number, seller: { ...document.seller, nip: sellerNip } },
      ...values,
    })
    .returning();
  if (!row) throw new Error('invoice not inserted');
  return row;
}

export async function invoiceRow(id: string) {
  const [row] = await database.db.select().from(schema.invoices).where(eq(schema.invoices.id, id));
  if (!row) throw new Error(`no invoice ${id}`);
  return row;
}

export function ksefAppPerFile(options: { configured?: boolean } = {}) {
  beforeAll(async () => {
    standIn = new KsefStandIn({ tokens: { [ksefToken]: sellerNip } });
    const base = await standIn.listen();
    config = testConfig({
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
      SELLER_NIP: sellerNip,
      ...(options.configured === false ? {} : { KSEF_URL: base, KSEF_TOKEN: ksefToken }),
    });
    database = await openTestDatabase();
    const ctx = domainContext(config, database, clock);
    accounts = createAccounts(ctx, {
      passwordHasher: testPasswordHasher,
      secret: config.sessionSecret,
      failedSignInsPerHour: 100,
    });
    ksef = createKsefFor(ctx, config);
    app = await buildTestApp({ database, config, accounts, clock });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    await standIn?.close();
  });
}

export { signedInUser };
