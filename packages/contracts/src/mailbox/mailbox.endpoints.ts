import { defineEndpoint } from '../shared/endpoint';
import { mailboxSchema } from './mailbox';

/** The dev mailbox, served only in demo mode. */
export const mailboxEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/dev/mailbox',
    tags: ['dev'],
    summary: 'E-mails kept in demo mode',
    answer: mailboxSchema,
  }),
};
