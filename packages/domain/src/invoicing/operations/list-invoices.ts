import type { InvoiceSummary, InvoicingStatus } from '@tendero/contracts';
import type { Session } from '../../accounts/index';
import { countPaymentsWithoutInvoice } from '../invoice-payments.repository';
import { type InvoiceRow, listCompanyInvoices } from '../invoices.repository';
import { adminOnly, managerCompanyOf } from '../invoicing.policy';
import type { InvoicingContext } from '../invoicing-context';

export function invoiceSummaryOf(row: InvoiceRow): InvoiceSummary {
  return {
    id: row.id,
    kind: row.series === 'FV' ? 'VAT' : 'KOR',
    number: row.number,
    issueDate: row.document.issueDate,
    saleDate: row.document.saleDate,
    currency: row.currency,
    netCents: row.netCents,
    vatCents: row.vatCents,
    grossCents: row.grossCents,
    paymentId: row.paymentId,
    correctsNumber: row.document.correction?.ofNumber ?? null,
    ksefState: row.ksefState,
    ksefNumber: row.ksefNumber,
  };
}

/** The company's own invoices and corrections, newest first (its manager). */
export async function listOwnInvoices(ctx: InvoicingContext, session: Session): Promise<{ items: InvoiceSummary[] }> {
  const companyId = managerCompanyOf(session);
  return { items: (await listCompanyInvoices(ctx.db, companyId)).map(invoiceSummaryOf) };
}

/** Whether this server issues invoices: the seller settings it lacks, the paid payments waiting (admins). */
export async function invoicingStatus(ctx: InvoicingContext, session: Session): Promise<InvoicingStatus> {
  adminOnly(session);
  return {
    missingSettings: ctx.invoicing.missingSettings,
    waitingPayments: await countPaymentsWithoutInvoice(ctx.db),
  };
}
