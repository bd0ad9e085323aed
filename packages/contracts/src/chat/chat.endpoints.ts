import { z } from 'zod';
import { defineEndpoint } from '../shared/endpoint';

/** Chat runs over socket.io (SPEC §7 events); only attachments are fetched over HTTP. */
export const chatEndpoints = {
  attachment: defineEndpoint({
    method: 'GET',
    path: '/api/chat/attachments/:messageId',
    tags: ['chat'],
    summary: "A message's attachment (its conversation's participants only)",
    params: z.object({ messageId: z.uuid() }),
    format: 'binary',
    answer: z.unknown(),
    errors: ['NOT_FOUND'],
  }),
};
