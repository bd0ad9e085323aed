import { z } from 'zod';
import { defineEndpoint } from '../shared/endpoint';

export const chatTranslationSchema = z.object({
  text: z.string().describe("The message in the reader's language"),
  language: z.enum(['en', 'pl']).describe('The language it was translated into'),
});
export type ChatTranslation = z.infer<typeof chatTranslationSchema>;

/** Chat runs over socket.io (SPEC §7 events); attachments and translations are fetched over HTTP. */
export const chatEndpoints = {
  translation: defineEndpoint({
    method: 'GET',
    path: '/api/chat/messages/:messageId/translation',
    access: 'signed-in',
    tags: ['chat'],
    summary:
      "A message in the reader's language (its conversation's participants only); 503 without a model configured",
    params: z.object({ messageId: z.uuid() }),
    answer: chatTranslationSchema,
    errors: ['NOT_FOUND', 'SERVICE_UNAVAILABLE'],
  }),
  attachment: defineEndpoint({
    method: 'GET',
    path: '/api/chat/attachments/:messageId',
    access: 'signed-in',
    tags: ['chat'],
    summary: "A message's attachment (its conversation's participants only)",
    params: z.object({ messageId: z.uuid() }),
    format: 'binary',
    answer: z.unknown(),
    errors: ['NOT_FOUND'],
  }),
};
