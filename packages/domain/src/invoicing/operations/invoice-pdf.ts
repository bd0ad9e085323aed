import type { Session } from '../../accounts/index';
import { AppError } from '../../shared/app-error';
import { renderInvoicePdf } from '../invoice-pdf';
import { findInvoice } from '../invoices.repository';
import { mayReadInvoice } from '../invoicing.policy';
import type { InvoicingContext } from '../invoicing-context';
import { ksefVerificationUrl } from '../ksef/fa3';

/**
 * One invoice as PDF for its company's manager or an admin (404 for anyone else). With the KSeF number
 * KSeF gave it, the PDF carries that number and the verification QR code (KOD I) of the ministry's guide:
 * `{KSEF_QR_URL}/invoice/{seller NIP}/{issue date DD-MM-YYYY}/{SHA-256 of the FA(3) XML, Base64URL}`.
 */
export async function invoicePdf(
  ctx: InvoicingContext,
  session: Session,
  invoiceId: string,
): Promise<{ name: string; bytes: Buffer }> {
  const invoice = await findInvoice(ctx.db, invoiceId);
  if (!invoice || !mayReadInvoice(session, invoice)) throw new AppError('NOT_FOUND');
  const document = invoice.document;
  const ksef =
    invoice.ksefNumber && invoice.ksefInvoiceHash
      ? {
          number: invoice.ksefNumber,
          url: ksefVerificationUrl({
            qrUrl: ctx.invoicing.ksefQrUrl,
            sellerNip: document.seller.nip,
            issueDate: document.issueDate,
            hash: invoice.ksefInvoiceHash,
          }),
        }
      : null;
  const bytes = await renderInvoicePdf(document, ksef);
  return { name: `${document.number.replaceAll('/', '-')}.pdf`, bytes };
}
