import { z } from 'zod';
import { defineEndpoint } from '../shared/endpoint';
import { uploadResultSchema } from './files';

/** Uploads of one's own pictures; stored files are served under /files/ (not the API). */
export const filesEndpoints = {
  uploadUserPhoto: defineEndpoint({
    method: 'POST',
    path: '/api/users/:ownerId/photo/',
    access: 'signed-in',
    tags: ['files'],
    summary: 'Upload my profile photo (multipart field `file`; JPEG, PNG or WebP up to 10,000,000 bytes)',
    params: z.object({ ownerId: z.string().min(1) }),
    upload: 'multipart',
    answer: uploadResultSchema,
    errors: ['FILE_TOO_LARGE'],
  }),
};
