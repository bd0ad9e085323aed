import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { requestLocale } from '../plugins/request-locale';
import { accessTokenOf, type SessionResolver } from '../plugins/session';
import { type ContentEncoding, chooseEncoding, compressedCopies } from './content-encoding';

/**
 * The public reads a page also shows (SPEC §7: a company, a rep's profile, a company's reviews, the
 * categories, the cities, a search), as Fastify route patterns. Their answer to an anonymous caller depends
 * on the address and the language only.
 */
export const publicReadRoutes = new Set([
  '/api/companies/:companyId',
  '/api/companies/salesreps/:repId',
  '/api/companies/:companyId/reviews',
  '/api/categories',
  '/api/companies/cities',
  '/api/companies/search',
]);

type KeptRead = {
  body: string | Buffer;
  /** Brotli and gzip copies, made when it was kept, of an answer of at least `compressFromBytes`. */
  copies?: Record<ContentEncoding, Buffer>;
  /** The answer's own headers (content type, language…), as the route set them. */
  headers: [string, string | number | string[]][];
  etag: string;
  storedAt: number;
  version: number;
};

/** Headers each answer gets anew: its length, and anything per request set before the route ran. */
const notKept = new Set(['content-length', 'set-cookie', 'etag', 'x-tendero-read-cache']);

/** Smaller answers gain less from compression than its header costs. */
const compressFromBytes = 1024;

/**
 * The body to send in the encoding the caller takes (`Accept-Encoding`), with `Vary` saying so: the categories
 * (the whole catalogue in both languages, 23 KB) go out in 6 KB of brotli.
 */
function encoded(request: FastifyRequest, reply: FastifyReply, read: KeptRead): string | Buffer {
  if (!read.copies) return read.body;
  const vary = reply.getHeader('vary');
  reply.header('vary', typeof vary === 'string' && vary !== '' ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
  const encoding = chooseEncoding(request.headers['accept-encoding'], ['br', 'gzip']);
  if (!encoding) return read.body;
  reply.header('content-encoding', encoding);
  return read.copies[encoding];
}

/** Marks a request whose answer may be kept (its key), and the data version it was read at. */
const pending = new WeakMap<FastifyRequest, { key: string; version: number }>();

/**
 * Anonymous callers' answers of `publicReadRoutes` kept per address and language, under the page cache's
 * rule (decision 0039): valid until any successful write through the API in this process (`version()`
 * moves) or `ttlMs` (what a job or another process changed). A request that carries a token (a valid one or
 * not) or has a session is never answered from here and its answer never kept, so a signed-in person's variant cannot reach anyone else.
 * Each kept answer has an ETag; `If-None-Match` gets 304.
 */
export function registerPublicReadCache(
  app: FastifyInstance,
  options: {
    ttlMs: number;
    maxEntries: number;
    version: () => number;
    resolveSession: SessionResolver;
    /** Larger answers (a search's page of results is ~20 KB) are not kept. */
    maxBodyBytes?: number;
    now?: () => number;
  },
): { size: () => number } {
  const now = options.now ?? Date.now;
  const maxBodyBytes = options.maxBodyBytes ?? 512 * 1024;
  const kept = new Map<string, KeptRead>();
  if (options.ttlMs <= 0 || options.maxEntries <= 0) return { size: () => 0 };

  const find = (key: string): KeptRead | null => {
    const read = kept.get(key);
    if (!read) return null;
    if (read.version !== options.version() || now() - read.storedAt > options.ttlMs) {
      kept.delete(key);
      return null;
    }
    kept.delete(key);
    kept.set(key, read);
    return read;
  };

  const answer = (request: FastifyRequest, reply: FastifyReply, read: KeptRead) => {
    for (const [name, value] of read.headers) if (!reply.hasHeader(name)) reply.header(name, value);
    reply.header('etag', read.etag).header('x-tendero-read-cache', 'hit');
    if (request.headers['if-none-match'] === read.etag) return reply.code(304).send();
    return reply.send(encoded(request, reply, read));
  };

  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' || !publicReadRoutes.has(request.routeOptions.url ?? '')) return;
    // A request with a token (even one that names no session) is answered as today, never from here; the
    // lookup is the one the rate limits and the route share.
    if (accessTokenOf(request) !== null || (await options.resolveSession(request)) !== null) return;
    const key = `${requestLocale(request)} ${request.url}`;
    const read = find(key);
    if (read) return answer(request, reply, read);
    pending.set(request, { key, version: options.version() });
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const miss = pending.get(request);
    if (!miss) return payload;
    pending.delete(request);
    const body = typeof payload === 'string' || Buffer.isBuffer(payload) ? payload : null;
    if (
      body === null ||
      reply.statusCode !== 200 ||
      reply.hasHeader('set-cookie') ||
      Buffer.byteLength(body) > maxBodyBytes ||
      // A write overtook this read: what it read may be stale already.
      miss.version !== options.version()
    ) {
      return payload;
    }
    const etag = `W/"${createHash('sha1').update(body).digest('base64url')}"`;
    const headers = Object.entries(reply.getHeaders()).filter(
      (entry): entry is [string, string | number | string[]] => entry[1] !== undefined && !notKept.has(entry[0]),
    );
    const bytes = Buffer.isBuffer(body) ? body : Buffer.from(body, 'utf8');
    const read: KeptRead = {
      body,
      copies: bytes.length >= compressFromBytes ? compressedCopies(bytes) : undefined,
      headers,
      etag,
      storedAt: now(),
      version: miss.version,
    };
    kept.delete(miss.key);
    kept.set(miss.key, read);
    while (kept.size > options.maxEntries) {
      const oldest = kept.keys().next().value;
      if (oldest === undefined) break;
      kept.delete(oldest);
    }
    reply.header('etag', etag).header('x-tendero-read-cache', 'miss');
    return encoded(request, reply, read);
  });

  return { size: () => kept.size };
}
