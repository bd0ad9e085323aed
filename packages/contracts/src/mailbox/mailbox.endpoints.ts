import { z } from 'zod';
import { defineEndpoint } from '../shared/endpoint';
import { mailAttachmentParamsSchema, mailboxSchema } from './mailbox';

/** The dev mailbox, served only in demo mode. */
export const mailboxEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/dev/mailbox',
    access: 'anyone',
    tags: ['dev'],
    summary: 'E-mails kept in demo mode',
    answer: mailboxSchema,
  }),
  attachment: defineEndpoint({
    method: 'GET',
    path: '/api/dev/mailbox/:mailId/attachments/:index',
    access: 'anyone',
    tags: ['dev'],
    summary: "One file of a kept e-mail (a meeting's .ics), as a download",
    params: mailAttachmentParamsSchema,
    format: 'binary',
    answer: z.unknown(),
    errors: ['NOT_FOUND'],
  }),
};
