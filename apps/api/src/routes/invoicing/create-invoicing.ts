import type { DomainContext } from '@tendero/domain';
import { createInvoicing, createNbpRates, type Invoicing, type InvoicingDeps } from '@tendero/domain/invoicing';
import type { AppConfig } from '../../config';

/**
 * Tendero's VAT invoices: the seller from SELLER_*, NBP's rates from NBP_URL. `onIssued` is where KSeF's
 * part queues the sending of each invoice issued (in the issuing transaction).
 */
export function createInvoicingFor(
  ctx: DomainContext,
  config: AppConfig,
  options: { onIssued?: InvoicingDeps['onIssued'] } = {},
): Invoicing {
  return createInvoicing(ctx, {
    settings: config.invoicing,
    rates: createNbpRates(config.nbpUrl),
    onIssued: options.onIssued,
  });
}
