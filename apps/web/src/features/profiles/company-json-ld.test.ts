import { describe, expect, it } from 'vitest';
import { buildCompanyJsonLd, serializeJsonLd } from './company-json-ld';

const company = {
  name: 'Nordwind Software sp. z o.o.',
  description: 'Logistics software.',
  image: '/uploads/logo.webp',
  website: 'https://nordwind.example',
  country: 'PL',
  city: 'gdansk',
  place: { slug: 'gdansk', country: 'PL', names: { en: 'Gdańsk', pl: 'Gdańsk' } },
  // The average of its 3 verified reviews; 5 reviews in all.
  rating: { average: 4.333, count: 5, verifiedCount: 3 },
};
const options = {
  pageUrl: 'https://tendero.example/en/marketplace/company/1',
  publicUrl: 'https://tendero.example',
  cityName: 'Gdańsk',
};

describe('buildCompanyJsonLd', () => {
  it('describes the company as an Organization with its rating', () => {
    expect(buildCompanyJsonLd(company, options)).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Nordwind Software sp. z o.o.',
      url: options.pageUrl,
      logo: 'https://tendero.example/uploads/logo.webp',
      sameAs: ['https://nordwind.example'],
      address: { '@type': 'PostalAddress', addressLocality: 'Gdańsk', addressCountry: 'PL' },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.3, reviewCount: 3 },
    });
  });

  it('gives no rating from reviews that are not verified', () => {
    const data = buildCompanyJsonLd({ ...company, rating: { average: null, count: 4, verifiedCount: 0 } }, options);
    expect(data).not.toHaveProperty('aggregateRating');
  });

  it('leaves the rating out without reviews, and the logo and address when unknown', () => {
    const data = buildCompanyJsonLd(
      { ...company, image: null, country: null, rating: { average: null, count: 0, verifiedCount: 0 } },
      { ...options, cityName: null },
    );
    expect(data).not.toHaveProperty('aggregateRating');
    expect(data).not.toHaveProperty('logo');
    expect(data).not.toHaveProperty('address');
  });

  it('cannot be broken out of its script tag', () => {
    const json = serializeJsonLd(
      buildCompanyJsonLd({ ...company, name: '</script><script>alert(1)</script>' }, options),
    );
    expect(json).not.toContain('</script>');
    expect(JSON.parse(json).name).toBe('</script><script>alert(1)</script>');
  });
});
