import type { InvoiceDocument, KsefInvoicesQuery } from '@tendero/contracts';
import { type Db, schema } from '@tendero/db';
import { and, desc, eq, inArray, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import { containsPattern } from '../../shared/like-pattern';
import { findPageOfRows } from '../../shared/page.repository';

const { invoices, invoiceSeries, jobs } = schema;

/** The only file of KSeF's part that touches the `invoices` table (and the jobs queued for them). */
export type KsefInvoiceRow = typeof invoices.$inferSelect;
export const ksefInvoicesPageSize = 25;

export async function findInvoice(db: Db, id: string): Promise<KsefInvoiceRow | null> {
  const [row] = await db.select().from(invoices).where(eq(invoices.id, id));
  return row ?? null;
}

/**
 * Takes an invoice to send it: waiting, or left `sending` since before `staleBefore` (a process that died while
 * sending). One sender wins; the try is counted.
 */
export async function claimForSending(
  db: Db,
  id: string,
  now: Date,
  staleBefore: Date,
): Promise<KsefInvoiceRow | null> {
  const [row] = await db
    .update(invoices)
    .set({ ksefState: 'sending', ksefSentAt: now, ksefAttempts: sql`${invoices.ksefAttempts} + 1` })
    .where(
      and(
        eq(invoices.id, id),
        or(
          eq(invoices.ksefState, 'waiting'),
          and(eq(invoices.ksefState, 'sending'), or(isNull(invoices.ksefSentAt), lt(invoices.ksefSentAt, staleBefore))),
        ),
      ),
    )
    .returning();
  return row ?? null;
}

/** The hash of the XML about to be sent (the PDF's verification link carries it). */
export async function recordHash(db: Db, id: string, hash: string): Promise<void> {
  await db.update(invoices).set({ ksefInvoiceHash: hash }).where(eq(invoices.id, id));
}

/** Sending failed (KSeF unreachable, or refused the request): the invoice waits again with the error. */
export async function recordSendFailure(db: Db, id: string, error: string): Promise<void> {
  await db
    .update(invoices)
    .set({ ksefState: 'waiting', ksefError: error })
    .where(and(eq(invoices.id, id), eq(invoices.ksefState, 'sending')));
}

export async function recordSent(
  db: Db,
  id: string,
  sent: { sessionReference: string; invoiceReference: string; at: Date },
): Promise<KsefInvoiceRow | null> {
  const [row] = await db
    .update(invoices)
    .set({
      ksefState: 'sent',
      ksefSessionReference: sent.sessionReference,
      ksefReference: sent.invoiceReference,
      ksefSentAt: sent.at,
      ksefError: null,
    })
    .where(and(eq(invoices.id, id), eq(invoices.ksefState, 'sending')))
    .returning();
  return row ?? null;
}

/** Reading a sent invoice's status failed: it stays sent, with the error shown. */
export async function recordStatusError(db: Db, id: string, error: string): Promise<void> {
  await db
    .update(invoices)
    .set({ ksefError: error })
    .where(and(eq(invoices.id, id), eq(invoices.ksefState, 'sent')));
}

export async function recordAccepted(
  db: Db,
  id: string,
  accepted: { ksefNumber: string; upo: string; sessionReference: string; decidedAt: Date },
): Promise<void> {
  await db
    .update(invoices)
    .set({
      ksefState: 'accepted',
      ksefNumber: accepted.ksefNumber,
      ksefUpo: accepted.upo,
      ksefSessionReference: accepted.sessionReference,
      ksefDecidedAt: accepted.decidedAt,
      ksefError: null,
    })
    .where(and(eq(invoices.id, id), eq(invoices.ksefState, 'sent')));
}

export async function recordRejected(db: Db, id: string, rejected: { reason: string; decidedAt: Date }): Promise<void> {
  await db
    .update(invoices)
    .set({ ksefState: 'rejected', ksefError: rejected.reason, ksefDecidedAt: rejected.decidedAt })
    .where(and(eq(invoices.id, id), eq(invoices.ksefState, 'sent')));
}

/** An admin's resend: the invoice waits again, its previous try forgotten (its attempts stay counted). */
export async function reopenForSending(
  db: Db,
  id: string,
  states: KsefInvoiceRow['ksefState'][],
): Promise<KsefInvoiceRow | null> {
  const [row] = await db
    .update(invoices)
    .set({
      ksefState: 'waiting',
      ksefError: null,
      ksefReference: null,
      ksefSessionReference: null,
      ksefDecidedAt: null,
    })
    .where(and(eq(invoices.id, id), inArray(invoices.ksefState, states)))
    .returning();
  return row ?? null;
}

/** Invoices still on their way: waiting, left sending since before `staleBefore`, or sent and not decided. */
export async function invoicesOnTheirWay(db: Db, staleBefore: Date): Promise<string[]> {
  const rows = await db
    .select({ id: invoices.id })
    .from(invoices)
    .where(
      or(
        inArray(invoices.ksefState, ['waiting', 'sent']),
        and(eq(invoices.ksefState, 'sending'), or(isNull(invoices.ksefSentAt), lt(invoices.ksefSentAt, staleBefore))),
      ),
    )
    .orderBy(invoices.issuedAt)
    .limit(500);
  return rows.map((row) => row.id);
}

/** The invoices that a job of `kind` (waiting or running) is already for. */
export async function invoicesWithPendingJob(db: Db, kind: string): Promise<Set<string>> {
  const rows = await db
    .select({ invoiceId: sql<string>`${jobs.payload} ->> 'invoiceId'` })
    .from(jobs)
    .where(and(eq(jobs.kind, kind), isNull(jobs.doneAt), isNull(jobs.failedAt)));
  return new Set(rows.map((row) => row.invoiceId));
}

function filters(query: Partial<KsefInvoicesQuery>): SQL | undefined {
  const parts: SQL[] = [];
  if (query.state) parts.push(eq(invoices.ksefState, query.state));
  if (query.q) {
    const pattern = containsPattern(query.q);
    parts.push(
      sql`(lower(${invoices.number}) like ${pattern} or lower(${invoices.document} -> 'buyer' ->> 'name') like ${pattern})`,
    );
  }
  return parts.length > 0 ? and(...parts) : undefined;
}

/** Invoices newest first, a page at a time. */
export async function listInvoices(
  db: Db,
  query: KsefInvoicesQuery,
): Promise<{ rows: KsefInvoiceRow[]; total: number }> {
  const where = filters(query);
  return findPageOfRows(db, invoices, where, [desc(invoices.issuedAt), desc(invoices.number)], {
    page: query.page,
    size: ksefInvoicesPageSize,
  });
}

export async function hasAnyInvoice(db: Db): Promise<boolean> {
  const [row] = await db.select({ id: invoices.id }).from(invoices).limit(1);
  return row !== undefined;
}

/**
 * Demo data only (the invoicing capability issues the real ones): an invoice with the next number of the FV
 * series of its year, so the series stays continuous after it.
 */
export async function insertDemoInvoice(
  db: Db,
  input: { document: Omit<InvoiceDocument, 'number'>; issuedAt: Date },
): Promise<string> {
  const year = input.issuedAt.getUTCFullYear();
  const [series] = await db
    .insert(invoiceSeries)
    .values({ series: 'FV', year, lastNumber: 1 })
    .onConflictDoUpdate({
      target: [invoiceSeries.series, invoiceSeries.year],
      set: { lastNumber: sql`${invoiceSeries.lastNumber} + 1` },
    })
    .returning();
  if (!series) throw new Error('invoice series not numbered');
  const number = `FV/${year}/${String(series.lastNumber).padStart(6, '0')}`;
  const { document } = input;
  const [row] = await db
    .insert(invoices)
    .values({
      series: 'FV',
      year,
      sequence: series.lastNumber,
      number,
      currency: document.currency,
      netCents: document.totals.netCents,
      vatCents: document.totals.vatCents,
      grossCents: document.totals.grossCents,
      language: document.language,
      issuedAt: input.issuedAt,
      document: { ...document, number },
    })
    .returning({ id: invoices.id });
  if (!row) throw new Error('demo invoice not inserted');
  return row.id;
}
