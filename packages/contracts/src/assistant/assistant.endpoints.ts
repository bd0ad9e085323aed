import { z } from 'zod';
import { defineEndpoint } from '../shared/endpoint';
import {
  assistantConversationDetailSchema,
  assistantConversationListSchema,
  assistantConversationParams,
  assistantConversationSchema,
  assistantQuestionSchema,
  assistantStatusSchema,
} from './assistant';

const tags = ['assistant'];

/** The AI assistant: clients, sales reps and managers; each conversation is its user's alone. */
export const assistantEndpoints = {
  status: defineEndpoint({
    method: 'GET',
    path: '/api/assistant',
    access: 'signed-in',
    tags,
    summary: 'Which assistant answers: the configured model, or the offline assistant',
    answer: assistantStatusSchema,
  }),
  conversations: defineEndpoint({
    method: 'GET',
    path: '/api/assistant/conversations',
    access: ['CLIENT', 'SALES_REP', 'MANAGER'],
    tags,
    summary: "The caller's conversations, newest first",
    answer: assistantConversationListSchema,
  }),
  start: defineEndpoint({
    method: 'POST',
    path: '/api/assistant/conversations',
    access: ['CLIENT', 'SALES_REP', 'MANAGER'],
    tags,
    summary: 'A new, empty conversation',
    status: 201,
    answer: assistantConversationSchema,
    keepsPublicPages: true,
  }),
  conversation: defineEndpoint({
    method: 'GET',
    path: '/api/assistant/conversations/:conversationId',
    access: ['CLIENT', 'SALES_REP', 'MANAGER'],
    tags,
    summary: 'One of the caller’s conversations with its messages (404 for anyone else’s)',
    params: assistantConversationParams,
    answer: assistantConversationDetailSchema,
    errors: ['NOT_FOUND'],
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/api/assistant/conversations/:conversationId',
    access: ['CLIENT', 'SALES_REP', 'MANAGER'],
    tags,
    summary: 'Delete one of the caller’s conversations',
    params: assistantConversationParams,
    status: 204,
    answer: z.null(),
    errors: ['NOT_FOUND'],
    keepsPublicPages: true,
  }),
  ask: defineEndpoint({
    method: 'POST',
    path: '/api/assistant/conversations/:conversationId/messages',
    access: ['CLIENT', 'SALES_REP', 'MANAGER'],
    tags,
    summary:
      'Ask: answers a stream of JSON lines (application/x-ndjson, see assistantStreamEventSchema), in the caller’s language',
    params: assistantConversationParams,
    body: assistantQuestionSchema,
    answer: z.string().describe('NDJSON stream of assistantStreamEventSchema events'),
    errors: ['NOT_FOUND', 'RATE_LIMITED'],
    keepsPublicPages: true,
  }),
};
