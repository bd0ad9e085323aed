import { z } from 'zod';
import { unsubscribeInputSchema } from '../accounts/profile';
import { mailingLinkSchema } from '../newsletter/newsletter';
import { defineEndpoint } from '../shared/endpoint';

/**
 * The unsubscribe link of notification e-mails and newsletters: no session needed, the link's signature
 * (`sig`, over the address, the user id and the company a newsletter's link names) is the proof.
 */
export const notificationsEndpoints = {
  unsubscribeLink: defineEndpoint({
    method: 'GET',
    path: '/api/users/:userId/unsubscribe',
    access: 'anyone',
    tags: ['notifications'],
    summary: 'What a signed unsubscribe link is about: the company it names and what the address already stopped',
    params: z.object({ userId: z.string().min(1).max(100) }),
    query: z.object({ email: z.string().trim().max(254), company: z.uuid().optional(), sig: z.string().max(200) }),
    answer: mailingLinkSchema,
    errors: ['FORBIDDEN', 'RATE_LIMITED'],
  }),
  unsubscribe: defineEndpoint({
    method: 'POST',
    path: '/api/users/:userId/unsubscribe',
    access: 'anyone',
    tags: ['notifications'],
    summary: "Stop one company's newsletters (a link naming it), or all Tendero e-mails to this address (signed link)",
    params: z.object({ userId: z.string().min(1).max(100) }),
    body: unsubscribeInputSchema,
    status: 204,
    answer: z.null(),
    errors: ['NOT_FOUND', 'FORBIDDEN', 'RATE_LIMITED', 'VALIDATION_ERROR'],
  }),
};
