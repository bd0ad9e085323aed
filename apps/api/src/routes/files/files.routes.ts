import { filesEndpoints } from '@tendero/contracts';
import type { Db } from '@tendero/db';
import { AppError } from '@tendero/domain';
import { type FileStorage, isSafeKey, setUserPhoto } from '@tendero/domain/files';
import type { FastifyPluginAsync } from 'fastify';
import { serveEndpoint } from '../../plugins/endpoint';
import { requireSession, type SessionResolver } from '../../plugins/session';
import { readUpload } from '../../plugins/upload';

export const filesRoutes: FastifyPluginAsync<{
  db: Db;
  storage: FileStorage;
  resolveSession: SessionResolver;
}> = async (app, { db, storage, resolveSession }) => {
  serveEndpoint(app, filesEndpoints.uploadUserPhoto, async (request) => {
    const session = await requireSession(request, resolveSession);
    const bytes = await readUpload(request);
    return setUserPhoto({ db, storage }, session, request.params.ownerId, bytes);
  });

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
