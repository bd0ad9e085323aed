import { assistantEndpoints as endpoints } from '@tendero/contracts';
import type { Assistant } from '@tendero/domain/assistant';
import type { FastifyPluginAsync } from 'fastify';
import { serveEndpoint } from '../../plugins/endpoint';
import { requestLocale } from '../../plugins/request-locale';
import { requireSession, type SessionResolver } from '../../plugins/session';

/**
 * The AI assistant. Every route needs a session; a conversation is its user's alone (the domain answers
 * "not found" for anyone else's). Asking streams JSON lines as the answer comes; a client that goes away
 * stops the answer, and what was said is kept.
 */
export const assistantRoutes: FastifyPluginAsync<{ assistant: Assistant; resolveSession: SessionResolver }> = async (
  app,
  { assistant, resolveSession },
) => {
  const session = (request: Parameters<SessionResolver>[0]) => requireSession(request, resolveSession);

  serveEndpoint(app, endpoints.status, async (request) => {
    await session(request);
    return assistant.status();
  });
  serveEndpoint(app, endpoints.conversations, async (request) => assistant.conversations(await session(request)));
  serveEndpoint(app, endpoints.start, async (request) => assistant.start(await session(request)));
  serveEndpoint(app, endpoints.conversation, async (request) =>
    assistant.conversation(await session(request), request.params.conversationId),
  );
  serveEndpoint(app, endpoints.remove, async (request) => {
    await assistant.remove(await session(request), request.params.conversationId);
    return null;
  });
  serveEndpoint(app, endpoints.ask, async (request, reply) => {
    const who = await session(request);
    const stop = new AbortController();
    let started = false;
    const write = (line: string) => {
      if (!started) {
        // Refusals (limits, another's conversation) are thrown before the first line: they answer as errors.
        started = true;
        reply.hijack();
        reply.raw.writeHead(200, {
          'content-type': 'application/x-ndjson; charset=utf-8',
          'cache-control': 'no-store',
          'x-accel-buffering': 'no',
        });
      }
      reply.raw.write(`${line}\n`);
    };
    reply.raw.on('close', () => {
      if (!reply.raw.writableFinished) stop.abort();
    });
    await assistant.ask(
      who,
      request.params.conversationId,
      request.body,
      requestLocale(request),
      (event) => write(JSON.stringify(event)),
      stop.signal,
    );
    reply.raw.end();
    return reply;
  });
};
