import { z } from 'zod';
import { defineEndpoint } from '../shared/endpoint';
import {
  mailingLinkQuerySchema,
  newsletterAudienceSchema,
  newsletterDetailSchema,
  newsletterDraftSchema,
  newsletterListSchema,
  newsletterPreviewInputSchema,
  newsletterPreviewSchema,
  newsletterSentSchema,
  newsletterSubscribeAnswerSchema,
  newsletterSubscribeSchema,
} from './newsletter';

const tags = ['newsletter'];

/** Newsletters of reps and managers to their consenting contacts, and the public double opt-in sign-up. */
export const newsletterEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/newsletters',
    access: ['SALES_REP', 'MANAGER'],
    tags,
    summary: "The signed-in rep's or manager's newsletters, newest first, with delivered and failed counts",
    answer: newsletterListSchema,
  }),
  audience: defineEndpoint({
    method: 'GET',
    path: '/api/newsletters/audience',
    access: ['SALES_REP', 'MANAGER'],
    tags,
    summary: "The sender's contacts and tags, each contact with why a newsletter would not reach it",
    answer: newsletterAudienceSchema,
  }),
  preview: defineEndpoint({
    method: 'POST',
    path: '/api/newsletters/preview',
    access: ['SALES_REP', 'MANAGER'],
    tags,
    summary: 'The message rendered as the e-mail will show it (simple formatting, HTML escaped)',
    body: newsletterPreviewInputSchema,
    answer: newsletterPreviewSchema,
  }),
  send: defineEndpoint({
    method: 'POST',
    path: '/api/newsletters',
    access: ['SALES_REP', 'MANAGER'],
    tags,
    summary: 'Send a newsletter to the chosen contacts who consented; says how many were left out and why',
    body: newsletterDraftSchema,
    status: 201,
    answer: newsletterSentSchema,
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/api/newsletters/:newsletterId',
    access: ['SALES_REP', 'MANAGER'],
    tags,
    summary: 'One sent newsletter (its sender only) with each recipient and what became of the e-mail',
    params: z.object({ newsletterId: z.uuid() }),
    answer: newsletterDetailSchema,
    errors: ['NOT_FOUND'],
  }),
  subscribe: defineEndpoint({
    method: 'POST',
    path: '/api/newsletter/subscribe',
    access: 'anyone',
    tags,
    summary: 'Public sign-up, double opt-in: an address gets a confirmation e-mail; its token confirms',
    body: newsletterSubscribeSchema,
    answer: newsletterSubscribeAnswerSchema,
    errors: ['RATE_LIMITED', 'NOT_FOUND'],
  }),
  oneClickUnsubscribe: defineEndpoint({
    method: 'POST',
    path: '/api/newsletter/unsubscribe',
    access: 'anyone',
    tags,
    summary: 'List-Unsubscribe-Post one-click unsubscribe (RFC 8058): the signed link parts in the query',
    query: mailingLinkQuerySchema,
    status: 204,
    answer: z.null(),
    errors: ['FORBIDDEN', 'RATE_LIMITED'],
  }),
};
