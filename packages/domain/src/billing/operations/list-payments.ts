import type { Payment, PaymentInvoice, PaymentsQuery } from '@tendero/contracts';
import { type AppLocale, translate } from '@tendero/i18n';
import { type Session, timeZoneOf } from '../../accounts/index';
import { invoiceNumbersOfPayments } from '../../invoicing/index';
import { AppError } from '../../shared/app-error';
import { recordAudit } from '../../shared/audit.repository';
import { csvAmount, csvTime, toCsv } from '../../shared/csv';
import { listPayments, type PaymentRow, paymentsPageSize } from '../payments.repository';
import type { BillingContext } from '../premium-rules';

function paymentOut(row: PaymentRow, companyName: string, invoices: PaymentInvoice[]): Payment {
  return {
    id: row.id,
    companyId: row.companyId,
    companyName,
    plan: row.plan,
    amountCents: row.amountCents,
    currency: row.currency,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    invoiceUrl: row.invoiceUrl,
    receiptUrl: row.receiptUrl,
    source: row.source,
    netCents: row.netCents,
    vatCents: row.vatCents,
    method: row.method,
    invoices,
  };
}

/** The rows with Tendero's own invoices of each payment (issue 38). */
async function paymentsOut(ctx: BillingContext, rows: { row: PaymentRow; companyName: string }[]) {
  const invoices = await invoiceNumbersOfPayments(
    ctx.db,
    rows.map(({ row }) => row.id),
  );
  return rows.map(({ row, companyName }) => paymentOut(row, companyName, invoices.get(row.id) ?? []));
}

function adminOnly(session: Session): void {
  if (session.role !== 'ADMIN') throw new AppError('FORBIDDEN');
}

/** The company's own payments and invoices, for its manager. */
export async function listCompanyPayments(ctx: BillingContext, session: Session) {
  if (session.role !== 'MANAGER' || !session.companyId) throw new AppError('FORBIDDEN');
  const { rows, total } = await listPayments(ctx.db, { companyId: session.companyId }, null);
  return { items: await paymentsOut(ctx, rows), total };
}

/** Every payment, filtered, a page at a time (admins). */
export async function listAllPayments(ctx: BillingContext, session: Session, query: PaymentsQuery) {
  adminOnly(session);
  const { rows, total } = await listPayments(ctx.db, query, paymentsPageSize);
  return { items: await paymentsOut(ctx, rows), total };
}

/**
 * Payments as CSV, headers in the reader's language, with Tendero's invoice number and its corrections
 * beside each (issue 38): every filtered payment for an admin, the company's own for its manager.
 */
export async function exportPayments(
  ctx: BillingContext,
  session: Session,
  query: PaymentsQuery,
  locale: AppLocale,
  meta: { ip?: string | null } = {},
): Promise<string> {
  const own = session.role === 'MANAGER' && session.companyId ? session.companyId : null;
  if (!own) adminOnly(session);
  const { rows } = await listPayments(ctx.db, own ? { companyId: own } : query, null);
  await recordAudit(ctx.db, {
    at: ctx.clock.now(),
    actorId: session.userId,
    action: 'export.payments',
    ip: meta.ip ?? null,
    detail: { rows: rows.length, filters: own ? { companyId: own } : query },
  });
  const head = [
    ...(['date', 'company', 'plan', 'amount', 'currency', 'status', 'source', 'invoice'] as const).map((key) =>
      translate(locale, `billing.csv.${key}`),
    ),
    translate(locale, 'invoices.csv.number'),
    translate(locale, 'invoices.csv.corrections'),
  ];
  const invoices = await invoiceNumbersOfPayments(
    ctx.db,
    rows.map(({ row }) => row.id),
  );
  const reader = { locale, timeZone: await timeZoneOf(ctx.db, session.userId) };
  return toCsv(
    [
      head,
      ...rows.map(({ row, companyName }) => {
        const numbers = invoices.get(row.id) ?? [];
        return [
          csvTime(row.createdAt, reader),
          companyName,
          row.plan ?? '',
          csvAmount(row.amountCents / 100, reader),
          row.currency.toUpperCase(),
          row.status,
          row.source,
          row.invoiceUrl ?? '',
          numbers.find((invoice) => invoice.kind === 'VAT')?.number ?? '',
          numbers
            .filter((invoice) => invoice.kind === 'KOR')
            .map((invoice) => invoice.number)
            .join(' '),
        ];
      }),
    ],
    reader,
  );
}
