import type { SellerSettingName } from '@tendero/contracts';
import type { DomainContext } from '../shared/context';
import type { ExchangeRates } from './nbp.gateway';

/** Tendero as the seller of every invoice: the SELLER_* settings. */
export type SellerSettings = {
  name: string;
  nip: string;
  street: string;
  postalCode: string;
  city: string;
  /** IBAN. */
  bankAccount: string;
};

export type InvoicingSettings = {
  /** Null while any SELLER_* setting is missing: no invoice is issued then. */
  seller: SellerSettings | null;
  missingSettings: SellerSettingName[];
  /** The KSeF verification address of the QR code (KOD I), e.g. https://qr-test.ksef.mf.gov.pl. */
  ksefQrUrl: string;
};

export type InvoicingContext = DomainContext & {
  invoicing: InvoicingSettings;
  /** NBP's average rates (table A), for the złoty VAT of euro invoices. */
  rates: ExchangeRates;
};
