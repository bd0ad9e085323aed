import type { PaymentsQuery } from '@tendero/contracts';
import { type Db, schema } from '@tendero/db';
import { and, count, desc, eq, gte, isNull, lt, type SQL, sql } from 'drizzle-orm';
import { containsPattern } from '../shared/like-pattern';

const { payments, companies } = schema;

export type PaymentRow = typeof payments.$inferSelect;
export const paymentsPageSize = 25;

/** Stores an invoice once by its Stripe id; a later state of the same invoice (paid after failed) replaces it. */
export async function upsertInvoicePayment(
  db: Db,
  values: Omit<typeof payments.$inferInsert, 'id' | 'source' | 'failureMailedAt'> & { stripeInvoiceId: string },
): Promise<PaymentRow> {
  const [row] = await db
    .insert(payments)
    .values({ ...values, source: 'stripe' })
    .onConflictDoUpdate({
      target: payments.stripeInvoiceId,
      set: {
        status: values.status,
        amountCents: values.amountCents,
        currency: values.currency,
        plan: values.plan,
        invoiceUrl: values.invoiceUrl,
        receiptUrl: values.receiptUrl,
        netCents: values.netCents,
        vatCents: values.vatCents,
        method: values.method,
      },
    })
    .returning();
  if (!row) throw new Error('payment not stored');
  return row;
}

/** The payment of a Stripe invoice (or Checkout session), by its Stripe id. */
export async function findPaymentByStripeId(db: Db, stripeInvoiceId: string): Promise<PaymentRow | null> {
  const [row] = await db.select().from(payments).where(eq(payments.stripeInvoiceId, stripeInvoiceId));
  return row ?? null;
}

/**
 * Stores a year paid at once by its Checkout session id (`stripe_invoice_id`), paid; answers null when it
 * was already stored (the same payment told again by another event), so a year is granted once per payment.
 */
export async function insertOneTimePayment(
  db: Db,
  values: Omit<typeof payments.$inferInsert, 'id' | 'source' | 'status' | 'failureMailedAt'> & {
    stripeInvoiceId: string;
  },
): Promise<PaymentRow | null> {
  const [row] = await db
    .insert(payments)
    .values({ ...values, source: 'stripe', status: 'paid' })
    .onConflictDoNothing({ target: payments.stripeInvoiceId })
    .returning();
  return row ?? null;
}

export async function insertManualPayment(db: Db, values: { companyId: string; createdAt: Date }): Promise<void> {
  await db.insert(payments).values({ ...values, source: 'manual', amountCents: 0, status: 'paid', plan: null });
}

/** Marks the failure e-mail of an invoice sent; answers false when it was already (sent once). */
export async function claimFailureMail(db: Db, paymentId: string, now: Date): Promise<boolean> {
  const [row] = await db
    .update(payments)
    .set({ failureMailedAt: now })
    .where(and(eq(payments.id, paymentId), isNull(payments.failureMailedAt)))
    .returning({ id: payments.id });
  return row !== undefined;
}

function filters(query: Partial<PaymentsQuery> & { companyId?: string }): SQL | undefined {
  const parts: SQL[] = [];
  if (query.companyId) parts.push(eq(payments.companyId, query.companyId));
  if (query.status) parts.push(eq(payments.status, query.status));
  if (query.plan) parts.push(eq(payments.plan, query.plan));
  if (query.from) parts.push(gte(payments.createdAt, new Date(`${query.from}T00:00:00Z`)));
  if (query.to) parts.push(lt(payments.createdAt, new Date(new Date(`${query.to}T00:00:00Z`).getTime() + 86_400_000)));
  if (query.q) parts.push(sql`lower(${companies.name}) like ${containsPattern(query.q)}`);
  return parts.length > 0 ? and(...parts) : undefined;
}

/** Payments newest first with their company's name; `limit` null for every row (the CSV export). */
export async function listPayments(
  db: Db,
  query: Partial<PaymentsQuery> & { companyId?: string },
  limit: number | null,
) {
  const where = filters(query);
  const base = db
    .select({ row: payments, companyName: companies.name })
    .from(payments)
    .innerJoin(companies, eq(companies.id, payments.companyId))
    .where(where)
    .orderBy(desc(payments.createdAt), desc(payments.id));
  const page = Math.max(1, query.page ?? 1);
  const rows = limit === null ? await base : await base.limit(limit).offset((page - 1) * limit);
  const [total] = await db
    .select({ n: count() })
    .from(payments)
    .innerJoin(companies, eq(companies.id, payments.companyId))
    .where(where);
  return { rows, total: total?.n ?? 0 };
}
