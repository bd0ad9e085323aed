export { addTaxIdentities, readImportedTaxIdentity } from './operations/add-tax-identities';
export {
  companyRegistryOf,
  hasInvoiceableTaxIdentity,
  type InvoiceBuyer,
  invoiceBuyerOf,
} from './operations/invoice-buyer';
export { createTaxIdentities, type TaxIdentities } from './tax-identity.service';
export { hasVatFormat, vatPrefixOf } from './vat-number';
export { createViesClient, type ViesAnswer, type ViesClient } from './vies.gateway';
