import { catalogSchema } from '@tendero/contracts';
import { describe, expect, it } from 'vitest';
import { catalogue, findService, isKnownServiceSlug, serviceNames } from './index';

const kebabCase = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const categories = catalogue.categories;
const services = categories.flatMap((category) => category.services);
const everything = [...categories, ...services];

describe('the service catalogue', () => {
  it('is large enough to search by: at least 16 categories of 6 to 10 services, 130 in all', () => {
    expect(categories.length).toBeGreaterThanOrEqual(16);
    expect(services.length).toBeGreaterThanOrEqual(130);
    for (const category of categories) {
      expect(category.services.length, category.slug).toBeGreaterThanOrEqual(6);
      expect(category.services.length, category.slug).toBeLessThanOrEqual(10);
    }
  });

  it('has kebab-case slugs, unique across categories and services', () => {
    const slugs = everything.map((entry) => entry.slug);
    for (const slug of slugs) expect(slug).toMatch(kebabCase);
    const duplicates = slugs.filter((slug, index) => slugs.indexOf(slug) !== index);
    expect(duplicates).toEqual([]);
  });

  it('names everything in both languages, trimmed, and really translated', () => {
    for (const { slug, names } of everything) {
      for (const name of [names.en, names.pl]) {
        expect(name.length, slug).toBeGreaterThan(0);
        expect(name, slug).toBe(name.trim());
      }
    }
    const translated = everything.filter(({ names }) => names.pl.toLowerCase() !== names.en.toLowerCase());
    expect(translated.length / everything.length).toBeGreaterThanOrEqual(0.8);
  });

  it('uses Polish diacritics in Polish names (a sign they were not typed without them)', () => {
    const withDiacritics = everything.filter(({ names }) => /[ąćęłńóśźż]/i.test(names.pl));
    expect(withDiacritics.length).toBeGreaterThan(everything.length / 4);
    expect(findService('bookkeeping')?.service.names.pl).toBe('Biuro rachunkowe');
    expect(findService('corporate-legal-services')?.service.names.pl).toBe('Obsługa prawna firm');
  });

  it('has no two services with the same name within a category, in either language', () => {
    for (const category of categories) {
      for (const locale of ['en', 'pl'] as const) {
        const names = category.services.map((service) => service.names[locale].toLowerCase());
        expect(new Set(names).size, `${category.slug} (${locale})`).toBe(names.length);
      }
    }
    for (const locale of ['en', 'pl'] as const) {
      const names = categories.map((category) => category.names[locale].toLowerCase());
      expect(new Set(names).size, locale).toBe(names.length);
    }
  });

  it('covers what the marketplace promises buyers', () => {
    const slugs = categories.map((category) => category.slug);
    expect(slugs).toEqual(
      expect.arrayContaining([
        'software-development',
        'web-ecommerce',
        'mobile-apps',
        'it-support',
        'cloud-devops',
        'cybersecurity',
        'data-ai',
        'marketing-advertising',
        'seo-content',
        'design-branding',
        'accounting-payroll',
        'legal-services',
        'hr-recruitment',
        'consulting-strategy',
        'logistics-transport',
        'facility-services',
        'training-courses',
        'translation-localisation',
        'printing-promotional',
        'events',
      ]),
    );
  });

  it('is valid by its contract, which refuses a duplicate or malformed slug', () => {
    expect(catalogSchema.safeParse(catalogue).success).toBe(true);
    const [first, second] = categories;
    const taken = first?.services[0];
    if (!first || !second || !taken) throw new Error('the catalogue has fewer than two categories');
    const duplicate = { ...second, services: [...second.services, taken] };
    expect(catalogSchema.safeParse({ categories: [first, duplicate] }).success).toBe(false);
    const shouting = { ...first, slug: 'Software Development' };
    expect(catalogSchema.safeParse({ categories: [shouting] }).success).toBe(false);
  });
});

describe('looking services up', () => {
  it('knows service slugs, and only service slugs', () => {
    expect(isKnownServiceSlug('website-development')).toBe(true);
    expect(isKnownServiceSlug('web-ecommerce')).toBe(false);
    expect(isKnownServiceSlug('no-such-service')).toBe(false);
    expect(isKnownServiceSlug('')).toBe(false);
  });

  it('finds a service with its category', () => {
    const match = findService('sworn-translation');
    expect(match?.category.slug).toBe('translation-localisation');
    expect(match?.service.names).toEqual({ en: 'Sworn translation', pl: 'Tłumaczenia przysięgłe' });
    expect(findService('translation-localisation')).toBeNull();
    expect(findService('no-such-service')).toBeNull();
  });

  it('names services in the asked language and order, leaving unknown slugs out', () => {
    const slugs = ['payroll', 'no-such-service', 'website-development'];
    expect(serviceNames(slugs, 'en')).toEqual(['Payroll and HR administration', 'Website development']);
    expect(serviceNames(slugs, 'pl')).toEqual(['Obsługa kadrowo-płacowa', 'Tworzenie stron internetowych']);
    expect(serviceNames([], 'pl')).toEqual([]);
  });
});
