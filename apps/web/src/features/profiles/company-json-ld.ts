import type { CompanyProfile } from '@tendero/contracts';

export type JsonLd = Record<string, unknown>;

/**
 * schema.org Organization of a company page: name, page URL, logo, locality and country, its legal name and
 * tax numbers once it gave its tax identity (issue 38), and an AggregateRating of its verified reviews only
 * when it has some (an empty rating is invalid for search engines).
 */
export function buildCompanyJsonLd(
  company: Pick<
    CompanyProfile,
    'name' | 'description' | 'image' | 'website' | 'country' | 'place' | 'city' | 'rating' | 'registry'
  >,
  options: { pageUrl: string; publicUrl: string; cityName: string | null },
): JsonLd {
  const logo = company.image ? new URL(company.image, options.publicUrl).toString() : undefined;
  const address =
    options.cityName || company.country
      ? {
          '@type': 'PostalAddress',
          ...(options.cityName ? { addressLocality: options.cityName } : {}),
          ...(company.country ? { addressCountry: company.country } : {}),
        }
      : undefined;
  // Only the rating that counts: verified clients' reviews (the average is theirs alone).
  const { average, verifiedCount } = company.rating;
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': `${options.pageUrl}#organization`,
    name: company.name,
    url: options.pageUrl,
    ...(company.description ? { description: company.description.slice(0, 500) } : {}),
    ...(logo ? { logo } : {}),
    ...(company.website ? { sameAs: [company.website] } : {}),
    ...(address ? { address } : {}),
    ...(company.registry
      ? {
          legalName: company.registry.legalName,
          ...(company.registry.nip ? { taxID: company.registry.nip } : {}),
          ...(company.registry.vatNumber ? { vatID: company.registry.vatNumber } : {}),
        }
      : {}),
    ...(verifiedCount > 0 && average !== null
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: Math.round(average * 10) / 10,
            reviewCount: verifiedCount,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
}

/** JSON for a `<script type="application/ld+json">`: `<` is escaped, so no company text can close the tag. */
export function serializeJsonLd(data: JsonLd): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
