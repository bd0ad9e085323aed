import { chatEndpoints } from '@tendero/contracts';
import type { Translator } from '@tendero/domain/assistant';
import type { Chat } from '@tendero/domain/chat';
import type { FastifyPluginAsync } from 'fastify';
import { serveEndpoint } from '../../plugins/endpoint';
import { requestLocale } from '../../plugins/request-locale';
import { requireSession, type SessionResolver } from '../../plugins/session';

/** A chat attachment, and a message in the reader's language, for the participants of its conversation only. */
export const chatRoutes: FastifyPluginAsync<{
  chat: Chat;
  translator: Translator;
  resolveSession: SessionResolver;
}> = async (app, { chat, translator, resolveSession }) => {
  serveEndpoint(app, chatEndpoints.translation, async (request) => {
    const session = await requireSession(request, resolveSession);
    const text = await chat.messageText(session, request.params.messageId);
    const language = requestLocale(request);
    return { text: await translator.translate(text, language), language };
  });

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
