import { z } from 'zod';
import { defineEndpoint } from '../shared/endpoint';
import { dataExportParamsSchema, dataExportSchema, dataExportStatusSchema, ownConsentsSchema } from './personal-data';

const tags = ['personal-data'];

/** A person's own data: the export (GDPR art. 15 and 20) and their consents. Every row is about the caller. */
export const personalDataEndpoints = {
  requestExport: defineEndpoint({
    method: 'POST',
    path: '/api/me/data-export',
    access: 'signed-in',
    tags,
    summary:
      'Request a ZIP of all your data: built by a job, the link e-mailed in your language; at most one a day (recorded in the activity log)',
    status: 201,
    answer: dataExportSchema,
    errors: ['RATE_LIMITED'],
    keepsPublicPages: true,
  }),
  exportStatus: defineEndpoint({
    method: 'GET',
    path: '/api/me/data-export',
    access: 'signed-in',
    tags,
    summary: 'Your newest data export and when another can be requested',
    answer: dataExportStatusSchema,
  }),
  downloadExport: defineEndpoint({
    method: 'GET',
    path: '/api/me/data-export/:id/download',
    access: 'signed-in',
    tags,
    summary: 'Download your data export (ZIP), only by you, for 7 days after it was built',
    params: dataExportParamsSchema,
    format: 'binary',
    answer: z.unknown(),
    errors: ['NOT_FOUND'],
  }),
  consents: defineEndpoint({
    method: 'GET',
    path: '/api/me/consents',
    access: 'signed-in',
    tags,
    summary:
      'Every consent version you accepted (document, version, when, from which address) and your marketing consent',
    answer: ownConsentsSchema,
  }),
  withdrawMarketing: defineEndpoint({
    method: 'DELETE',
    path: '/api/me/consents/marketing',
    access: 'signed-in',
    tags,
    summary:
      'Withdraw your marketing consent: your inquiries no longer carry it and companies can no longer send you newsletters',
    answer: ownConsentsSchema,
  }),
};
