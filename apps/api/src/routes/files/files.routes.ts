import multipart from '@fastify/multipart';
import { errorEnvelopeSchema } from '@tendero/contracts';
import type { Db } from '@tendero/db';
import { AppError } from '@tendero/domain';
import { type FileStorage, isSafeKey, maxUploadBytes, setUserPhoto } from '@tendero/domain/files';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireSession, type SessionResolver } from '../../plugins/session';

const uploadResultSchema = z.object({ fileUrl: z.string() });

export const filesRoutes: FastifyPluginAsyncZod<{
  db: Db;
  storage: FileStorage;
  resolveSession: SessionResolver;
}> = async (app, { db, storage, resolveSession }) => {
  // One byte over the limit is enough to know the file is too large.
  await app.register(multipart, { limits: { fileSize: maxUploadBytes + 1, files: 1, fields: 5 } });

  app.post(
    '/api/users/:ownerId/photo/',
    {
      schema: {
        tags: ['files'],
        summary: 'Upload my profile photo (multipart field `file`; JPEG, PNG or WebP up to 10,000,000 bytes)',
        consumes: ['multipart/form-data'],
        params: z.object({ ownerId: z.string().min(1) }),
        response: {
          200: uploadResultSchema,
          400: errorEnvelopeSchema,
          401: errorEnvelopeSchema,
          403: errorEnvelopeSchema,
          413: errorEnvelopeSchema,
        },
      },
    },
    async (request) => {
      const session = await requireSession(request, resolveSession);
      const part = request.isMultipart() ? await request.file() : undefined;
      if (part?.fieldname !== 'file') {
        throw new AppError('VALIDATION_ERROR', { reason: 'NO_FILE', messageKey: 'files.errors.noFile' });
      }
      const bytes = await part.toBuffer().catch((error: { code?: string }) => {
        if (error.code === 'FST_REQ_FILE_TOO_LARGE') {
          throw new AppError('FILE_TOO_LARGE', { reason: 'FILE_TOO_LARGE', messageKey: 'files.errors.imageTooLarge' });
        }
        throw error;
      });
      return setUserPhoto({ db, storage }, session, request.params.ownerId, bytes);
    },
  );

  /** Stored photos (public: they are shown on profiles). Keys are checked, so no path leaves the store. */
  app.get('/files/*', { schema: { hide: true } }, async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    if (!isSafeKey(key)) throw new AppError('NOT_FOUND');
    const bytes = await storage.get(key);
    if (!bytes) throw new AppError('NOT_FOUND');
    return reply
      .header('content-type', key.endsWith('.webp') ? 'image/webp' : 'application/octet-stream')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .send(bytes);
  });
};
