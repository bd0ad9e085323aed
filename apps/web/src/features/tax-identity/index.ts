export { AdminTaxIdentityPanel } from './admin-tax-identity-panel';
export { TaxIdentityForm } from './tax-identity-form';
