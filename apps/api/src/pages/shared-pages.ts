import type { ServerResponse } from 'node:http';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { type PageContext, policyCookieName } from '@tendero/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config';
import { pageCsp } from '../plugins/security';
import type { Session } from '../plugins/session';
import { chooseEncoding } from './content-encoding';
import { cacheablePageIds, type PageCache } from './page-cache';
import type { ForwardPage } from './page-forward';

/**
 * A response body as sent, decoded: identity, or the encodings Next.js's compression writes. Anything
 * else (or a body that does not decode) gives null: that page is not kept.
 */
function decoded(body: Buffer, encoding: unknown): Buffer | null {
  const name = String(encoding ?? 'identity')
    .trim()
    .toLowerCase();
  try {
    if (name === 'identity' || name === '') return body;
    if (name === 'gzip') return gunzipSync(body);
    if (name === 'deflate') return inflateSync(body);
    if (name === 'br') return brotliDecompressSync(body);
  } catch {
    return null;
  }
  return null;
}

/**
 * Collects what the renderer writes to `raw` and, once it has all gone, hands the decoded body of a plain
 * 200 HTML page that sets no cookie to `keep`.
 */
function keepWhenSent(raw: ServerResponse, keep: (body: Buffer, contentType: string) => void): void {
  const chunks: Buffer[] = [];
  const write = raw.write.bind(raw) as (...args: unknown[]) => boolean;
  const end = raw.end.bind(raw) as (...args: unknown[]) => ServerResponse;
  const collect = (chunk: unknown) => {
    if (typeof chunk === 'string') chunks.push(Buffer.from(chunk, 'utf8'));
    else if (chunk instanceof Uint8Array) chunks.push(Buffer.from(chunk));
  };
  raw.write = ((chunk: unknown, ...rest: unknown[]) => {
    collect(chunk);
    return write(chunk, ...rest);
  }) as typeof raw.write;
  raw.end = ((chunk?: unknown, ...rest: unknown[]) => {
    // Kept once: a response whose `end` writes its last chunk through `write` has kept it there.
    const kept = chunks.length;
    const result = end(chunk, ...rest);
    if (chunks.length === kept && typeof chunk !== 'function') collect(chunk);
    return result;
  }) as typeof raw.end;
  raw.once('finish', () => {
    const type = String(raw.getHeader('content-type') ?? '');
    const fine = raw.statusCode === 200 && type.startsWith('text/html') && !raw.hasHeader('set-cookie');
    const body = fine ? decoded(Buffer.concat(chunks), raw.getHeader('content-encoding')) : null;
    if (body !== null) keep(body, type);
  });
}

/**
 * Anonymous visitors' pages that are the same for everyone (decision 0024): served from the page cache, or
 * rendered for this visitor and kept. The key is the address and whether the cookie banner is answered (the
 * only thing the server renders differently for two visitors); the framework's own navigation requests
 * (RSC) are never kept.
 */
export function createSharedPages(config: AppConfig, cache: PageCache | undefined, forward: ForwardPage) {
  const isShared = (request: FastifyRequest, routeId: string | undefined, session: Session | null) =>
    cache?.enabled === true &&
    session === null &&
    routeId !== undefined &&
    cacheablePageIds.has(routeId) &&
    !request.headers.rsc &&
    !request.headers['next-router-prefetch'] &&
    !request.url.includes('_rsc=');

  const serve = async (request: FastifyRequest, reply: FastifyReply, context: PageContext) => {
    const pages = cache as PageCache;
    const key = `${request.cookies?.[policyCookieName] === undefined ? 'banner' : 'answered'} ${request.url}`;
    const page = pages.get(key);
    if (page) {
      const encoding = chooseEncoding(request.headers['accept-encoding'], ['br', 'gzip']);
      reply
        .header(
          'content-security-policy',
          pageCsp({ hashes: page.scriptHashes }, config.dev, config.phoneGeolocationUrl, config.publicUrl),
        )
        .header('cache-control', 'private, no-store')
        .header('vary', 'Cookie, Accept-Encoding')
        .header('x-tendero-page-cache', 'hit')
        .type(page.contentType);
      if (encoding) reply.header('content-encoding', encoding);
      return reply.send(encoding ? page[encoding] : page.body);
    }
    // Rendered as usual for this visitor (compressed by the renderer when the browser takes it), and kept:
    // what went out is decompressed once it has all gone.
    const renderedAt = pages.version();
    keepWhenSent(reply.raw, (body, type) => pages.set(key, body.toString('utf8'), type, renderedAt));
    reply.header('x-tendero-page-cache', 'miss');
    return forward(request, reply, context);
  };

  return { isShared, serve };
}
