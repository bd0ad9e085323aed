import type { Db } from '@tendero/db';
import { AppError } from '@tendero/domain';
import { type FileStorage, isSafeKey, setUserPhoto } from '@tendero/domain/files';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireSession, type SessionResolver } from '../../plugins/session';
import { readUpload, uploadSchemaParts } from '../../plugins/upload';

export const filesRoutes: FastifyPluginAsyncZod<{
  db: Db;
  storage: FileStorage;
  resolveSession: SessionResolver;
}> = async (app, { db, storage, resolveSession }) => {
  app.post(
    '/api/users/:ownerId/photo/',
    {
      schema: {
        tags: ['files'],
        summary: 'Upload my profile photo (multipart field `file`; JPEG, PNG or WebP up to 10,000,000 bytes)',
        ...uploadSchemaParts,
        params: z.object({ ownerId: z.string().min(1) }),
      },
    },
    async (request) => {
      const session = await requireSession(request, resolveSession);
      const bytes = await readUpload(request);
      return setUserPhoto({ db, storage }, session, request.params.ownerId, bytes);
    },
  );

  /** Stored photos (public: they are shown on profiles). Keys are checked, so no path leaves the store. */
  app.get('/files/*', { schema: { hide: true } }, async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    // Chat attachments are private: only their conversation's participants fetch them, through the chat API.
    if (!isSafeKey(key) || key.startsWith('chat/')) throw new AppError('NOT_FOUND');
    const bytes = await storage.get(key);
    if (!bytes) throw new AppError('NOT_FOUND');
    return reply
      .header('content-type', key.endsWith('.webp') ? 'image/webp' : 'application/octet-stream')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .send(bytes);
  });
};
