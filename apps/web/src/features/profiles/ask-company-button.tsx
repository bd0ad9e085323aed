import type { CompanyProfile } from '@tendero/contracts';
import { AskOfferButton, askCompanyRequest } from '@/features/marketplace';

/**
 * The company page's "Ask for an offer" for this company (its services chosen): in the aside, and again in
 * the main card on a phone, where the aside comes later.
 */
export function AskCompanyButton({
  company,
  label,
  className,
}: {
  company: CompanyProfile;
  label: string;
  className: string;
}) {
  return (
    <AskOfferButton
      size="md"
      className={className}
      label={label}
      context={company.name}
      request={askCompanyRequest(company)}
    />
  );
}
