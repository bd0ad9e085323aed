import { catalogSchema } from '@tendero/contracts';
import { describe, expect, it } from 'vitest';
import { testAppPerFile } from '../../test/test-app';

const env = testAppPerFile();

describe('catalog', () => {
  it('answers the whole catalogue to anyone, cacheable for an hour', async () => {
    const response = await env.app.inject('/api/categories');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    const catalog = catalogSchema.parse(response.json());
    expect(catalog.categories.length).toBeGreaterThanOrEqual(16);
    const legal = catalog.categories.find((category) => category.slug === 'legal-services');
    expect(legal?.names.pl).toBe('Usługi prawne');
    expect(legal?.services).toContainEqual({
      slug: 'gdpr-compliance',
      names: { en: 'GDPR implementation and audit', pl: 'Wdrożenie i audyt RODO' },
    });
  });

  it('is documented in the OpenAPI document under the catalog tag', async () => {
    const doc = (await env.app.inject('/api/docs/json')).json();
    expect(doc.paths['/api/categories'].get.tags).toEqual(['catalog']);
  });
});
