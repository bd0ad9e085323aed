import 'server-only';

export { CompanyRegistryBlock } from './company-registry-block';
export { TaxIdentityRequiredNote } from './tax-identity-required-note';
export { TaxIdentitySection } from './tax-identity-section';
