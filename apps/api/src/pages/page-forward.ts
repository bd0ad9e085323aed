import type { IncomingMessage, ServerResponse } from 'node:http';
import { type PageContext, pageContextHeader } from '@tendero/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config';
import { newNonce, pageCsp } from '../plugins/security';

/** Renders a page (Next.js's request handler in the server; a stub in gateway tests). */
export type PageRenderer = (request: IncomingMessage, response: ServerResponse) => Promise<void>;

/** Hands a request to the page renderer: with a trusted page context, or none (a plain file). */
export type ForwardPage = (
  request: FastifyRequest,
  reply: FastifyReply,
  context: PageContext | null,
  options?: { isPage?: boolean; status?: number },
) => Promise<void>;

/**
 * Makes the renderer's answer carry `status`: the gateway already knows the route is unknown and the page
 * renders the 404 view. Next.js sets `statusCode` and wraps `writeHead` (compression), so the status is
 * pinned on the property every path reads.
 */
function forceStatus(response: ServerResponse, status: number): void {
  Object.defineProperty(response, 'statusCode', { get: () => status, set: () => {}, configurable: true });
}

/**
 * The hand-over to the renderer: the page context header is replaced by the gateway's own (never the
 * browser's), a page gets its nonce-based CSP and is never cached by the browser, and the reply's headers
 * so far go out with what the renderer writes.
 */
export function createForwardPage(config: AppConfig, render: PageRenderer): ForwardPage {
  return async (request, reply, context, options = {}) => {
    const isPage = options.isPage ?? true;
    const raw = request.raw;
    delete raw.headers[pageContextHeader];
    if (context) raw.headers[pageContextHeader] = encodeURIComponent(JSON.stringify(context));
    if (isPage) {
      const nonce = newNonce();
      const csp = pageCsp(nonce, config.dev, config.phoneGeolocationUrl, config.publicUrl);
      raw.headers['content-security-policy'] = csp;
      reply.header('content-security-policy', csp);
      reply.header('cache-control', 'private, no-store');
      if (!reply.hasHeader('vary')) reply.header('vary', 'Cookie');
    } else {
      delete raw.headers['content-security-policy'];
    }
    for (const [name, value] of Object.entries(reply.getHeaders())) {
      if (value !== undefined) reply.raw.setHeader(name, value as string | string[] | number);
    }
    reply.hijack();
    if (options.status) forceStatus(reply.raw, options.status);
    await render(raw, reply.raw);
  };
}
