import type { DomainContext } from '@tendero/domain';
import { createInvoicing, createNbpRates, type Invoicing, type InvoicingDeps } from '@tendero/domain/invoicing';
import { enqueueKsefSend } from '@tendero/domain/invoicing/ksef';
import type { AppConfig } from '../../config';

/**
 * Tendero's VAT invoices: the seller from SELLER_*, NBP's rates from NBP_URL. Each invoice issued (and each
 * correction) is queued for KSeF in the issuing transaction; without the KSEF_* settings it waits there, and
 * the admin's Invoices page says so. `onIssued` replaces that (tests watch it).
 */
export function createInvoicingFor(
  ctx: DomainContext,
  config: AppConfig,
  options: { onIssued?: InvoicingDeps['onIssued'] } = {},
): Invoicing {
  return createInvoicing(ctx, {
    settings: config.invoicing,
    rates: createNbpRates(config.nbpUrl),
    onIssued: options.onIssued ?? ((tx, invoice) => enqueueKsefSend({ db: tx, clock: ctx.clock }, invoice.id)),
  });
}
