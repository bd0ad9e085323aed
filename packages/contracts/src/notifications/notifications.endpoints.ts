import { z } from 'zod';
import { unsubscribeInputSchema } from '../accounts/profile';
import { defineEndpoint } from '../shared/endpoint';

/** The unsubscribe link of notification e-mails: no session needed, the e-mail must match the account. */
export const notificationsEndpoints = {
  unsubscribe: defineEndpoint({
    method: 'POST',
    path: '/api/users/:userId/unsubscribe',
    access: 'anyone',
    tags: ['notifications'],
    summary:
      'Stop notification e-mails and newsletters to this e-mail (signed link; the account is unsubscribed when it matches)',
    params: z.object({ userId: z.string().min(1).max(100) }),
    body: unsubscribeInputSchema,
    status: 204,
    answer: z.null(),
    errors: ['NOT_FOUND', 'FORBIDDEN', 'RATE_LIMITED'],
  }),
};
