import { z } from 'zod';
import { defineEndpoint } from '../shared/endpoint';
import {
  createSavedSearchSchema,
  savedSearchListSchema,
  savedSearchParamsSchema,
  savedSearchSchema,
  savedSearchUnsubscribedSchema,
  savedSearchUnsubscribeSchema,
  updateSavedSearchSchema,
} from './saved-searches';

const tags = ['saved-searches'];

/** Saved marketplace searches and their alerts (issue 40): the caller's own rows only (another's is 404). */
export const savedSearchesEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/saved-searches',
    access: 'signed-in',
    tags,
    summary: 'My saved searches, newest first, each with its count of new matches',
    answer: savedSearchListSchema,
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/api/saved-searches',
    access: 'signed-in',
    tags,
    summary: 'Save a marketplace search (its query as the search contract reads it) with a name and a frequency',
    body: createSavedSearchSchema,
    status: 201,
    answer: savedSearchSchema,
    errors: ['CONFLICT'],
  }),
  update: defineEndpoint({
    method: 'PATCH',
    path: '/api/saved-searches/:savedSearchId',
    access: 'signed-in',
    tags,
    summary: 'Rename a saved search or change how often it alerts',
    params: savedSearchParamsSchema,
    body: updateSavedSearchSchema,
    answer: savedSearchSchema,
    errors: ['NOT_FOUND'],
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/api/saved-searches/:savedSearchId',
    access: 'signed-in',
    tags,
    summary: 'Delete a saved search',
    params: savedSearchParamsSchema,
    status: 204,
    answer: z.null(),
    errors: ['NOT_FOUND'],
  }),
  open: defineEndpoint({
    method: 'POST',
    path: '/api/saved-searches/:savedSearchId/open',
    access: 'signed-in',
    tags,
    summary: 'Open a saved search: marks its matches seen (the "new" count starts again)',
    params: savedSearchParamsSchema,
    answer: savedSearchSchema,
    errors: ['NOT_FOUND'],
  }),
  unsubscribe: defineEndpoint({
    method: 'POST',
    path: '/api/saved-searches/unsubscribe',
    access: 'anyone',
    tags,
    summary: "Stop one saved search's alerts with the signed link of its e-mail (no sign-in)",
    query: savedSearchUnsubscribeSchema,
    answer: savedSearchUnsubscribedSchema,
    errors: ['NOT_FOUND'],
  }),
};
