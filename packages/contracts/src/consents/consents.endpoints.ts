import { z } from 'zod';
import { defineEndpoint } from '../shared/endpoint';
import {
  consentAcceptancesQuerySchema,
  consentAcceptancesSchema,
  consentKindSchema,
  consentPublishSchema,
  consentTextsSchema,
  consentVersionParamsSchema,
  consentVersionSchema,
  userConsentsQuerySchema,
  userConsentsSchema,
} from './consents';

const tags = ['consents'];

/** The versioned consent texts and who accepted which version. Every row answers admins only. */
export const consentsEndpoints = {
  texts: defineEndpoint({
    method: 'GET',
    path: '/api/admin/consents',
    access: ['ADMIN'],
    tags,
    summary:
      'Per kind (terms, privacy, marketing): the current version and every version with its acceptances (admins)',
    answer: consentTextsSchema,
  }),
  publish: defineEndpoint({
    method: 'POST',
    path: '/api/admin/consents/:kind/versions',
    access: ['ADMIN'],
    tags,
    summary: 'Publish a new version of a consent text in English and Polish; it becomes the current one (admins)',
    params: z.object({ kind: consentKindSchema }),
    body: consentPublishSchema,
    status: 201,
    answer: consentVersionSchema,
    errors: ['CONFLICT'],
  }),
  acceptances: defineEndpoint({
    method: 'GET',
    path: '/api/admin/consents/:kind/versions/:version/acceptances',
    access: ['ADMIN'],
    tags,
    summary: 'Who accepted one version, newest first, searched in names and e-mails (admins)',
    params: consentVersionParamsSchema,
    query: consentAcceptancesQuerySchema,
    answer: consentAcceptancesSchema,
  }),
  acceptancesCsv: defineEndpoint({
    method: 'GET',
    path: '/api/admin/consents/:kind/versions/:version/acceptances.csv',
    access: ['ADMIN'],
    tags,
    summary:
      'Who accepted one version as CSV, headers in the Accept-Language locale; recorded in the activity log (admins)',
    params: consentVersionParamsSchema,
    query: z.object({ q: consentAcceptancesQuerySchema.shape.q, locale: z.string().max(10).optional() }),
    format: 'csv',
    answer: z.string(),
  }),
  user: defineEndpoint({
    method: 'GET',
    path: '/api/admin/consents/user',
    access: ['ADMIN'],
    tags,
    summary: "One person's accepted consent versions, found by e-mail (admins)",
    query: userConsentsQuerySchema,
    answer: userConsentsSchema,
  }),
};
