import type { EngineSources } from '@tendero/domain/assistant';
import type { CompanyProfiles } from '@tendero/domain/companies';
import type { Inquiries } from '@tendero/domain/inquiries';
import type { Marketplace, Reviews } from '@tendero/domain/marketplace';

/**
 * What the assistant's tools read: the same domain calls the pages' routes make, each with the asker's
 * session, so a tool can show nothing the asker's own page would not.
 */
export function assistantSources(parts: {
  marketplace: Marketplace;
  profiles: CompanyProfiles;
  reviews: Reviews;
  inquiries: Inquiries;
}): EngineSources {
  const { marketplace, profiles, reviews, inquiries } = parts;
  return {
    marketplace,
    company: (asker, companyId, locale) => profiles.company(asker, companyId, locale),
    reviews: (asker, companyId, locale) => reviews.list(companyId, asker, locale),
    inquiry: (asker, inquiryId) => inquiries.get(asker, inquiryId),
    repProfile: (asker, locale) => profiles.salesRepProfile(asker, asker.userId, locale),
  };
}
