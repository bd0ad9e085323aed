import { defineEndpoint } from '../shared/endpoint';
import { platformLeadsQuerySchema, platformLeadsSchema } from './platform-leads';

/** The admin console's platform-wide lead figures (SPEC §2 /admin/leads). Admins only. */
export const platformLeadsEndpoints = {
  figures: defineEndpoint({
    method: 'GET',
    path: '/api/admin/leads',
    access: ['ADMIN'],
    tags: ['admin'],
    summary:
      'Platform-wide inquiry and offer figures over the last 7, 30 or 90 days, 12 weeks of counts, top services and companies (admins)',
    query: platformLeadsQuerySchema,
    answer: platformLeadsSchema,
  }),
};
