import { defineEndpoint } from '../shared/endpoint';
import { catalogSchema } from './catalog';

/** The catalog's endpoints: read-only and public. */
export const catalogEndpoints = {
  /** SPEC §7 `GET /categories`. */
  categories: defineEndpoint({
    method: 'GET',
    path: '/api/categories',
    access: 'anyone',
    tags: ['catalog'],
    summary: 'The service catalogue: categories with their services, named in English and Polish',
    answer: catalogSchema,
  }),
};
