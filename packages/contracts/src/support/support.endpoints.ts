import { defineEndpoint } from '../shared/endpoint';
import { supportRequestCreatedSchema, supportRequestSchema } from './support-request';

/** The support centre: anyone may write; a signed-in writer is linked to the request. */
export const supportEndpoints = {
  submitRequest: defineEndpoint({
    method: 'POST',
    path: '/api/support/requests',
    access: 'anyone',
    tags: ['support'],
    summary: 'Send a message to the support centre (answered within 24 hours)',
    body: supportRequestSchema,
    status: 201,
    answer: supportRequestCreatedSchema,
    errors: ['RATE_LIMITED'],
  }),
};
