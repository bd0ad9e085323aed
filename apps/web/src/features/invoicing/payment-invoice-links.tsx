import { endpointUrl, invoicingEndpoints, type PaymentInvoice } from '@tendero/contracts';

/**
 * A payment's own invoices in the payments lists: each number a link to its PDF (the VAT invoice, then its
 * corrections), or a dash before the invoice is issued.
 */
export function PaymentInvoiceLinks({
  invoices,
  none,
  label,
}: {
  invoices: PaymentInvoice[];
  /** What the cell says while there is no invoice. */
  none: string;
  /** The accessible name of a link ("Download invoice FV/2026/000001 (PDF)"). */
  label: (number: string) => string;
}) {
  if (invoices.length === 0) return <span className="text-slate-500">{none}</span>;
  return (
    <ul className="space-y-1">
      {invoices.map((invoice) => (
        <li key={invoice.id}>
          <a
            href={endpointUrl(invoicingEndpoints.invoicePdf, { params: { invoiceId: invoice.id } })}
            download
            aria-label={label(invoice.number)}
            data-invoice-number={invoice.number}
            className="font-medium text-brand-700 underline tabular-nums md:whitespace-nowrap"
          >
            {invoice.number}
          </a>
        </li>
      ))}
    </ul>
  );
}
