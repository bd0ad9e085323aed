import { chatEndpoints } from '@tendero/contracts';
import type { Chat } from '@tendero/domain/chat';
import type { FastifyPluginAsync } from 'fastify';
import { serveEndpoint } from '../../plugins/endpoint';
import { requireSession, type SessionResolver } from '../../plugins/session';

/** A chat attachment, for the participants of its conversation only. */
export const chatRoutes: FastifyPluginAsync<{ chat: Chat; resolveSession: SessionResolver }> = async (
  app,
  { chat, resolveSession },
) => {
  serveEndpoint(app, chatEndpoints.attachment, async (request, reply) => {
    const session = await requireSession(request, resolveSession);
    const file = await chat.attachment(session, request.params.messageId);
    const inline = file.mimeType.startsWith('image/') || file.mimeType === 'application/pdf';
    return reply
      .header('content-type', file.mimeType)
      .header(
        'content-disposition',
        `${inline ? 'inline' : 'attachment'}; filename*=UTF-8''${encodeURIComponent(file.name)}`,
      )
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .send(file.bytes);
  });
};
