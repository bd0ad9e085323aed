import type { IncomingMessage, ServerResponse } from 'node:http';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import {
  decidePageAccess,
  isLocale,
  localeCookieName,
  matchRoute,
  type PageContext,
  pageContextHeader,
  policyCookieName,
  splitLocale,
  withLocale,
} from '@tendero/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config';
import { sendError } from '../plugins/errors';
import { requestLocale } from '../plugins/request-locale';
import { newNonce, pageCsp } from '../plugins/security';
import type { Session, SessionResolver } from '../plugins/session';
import { chooseEncoding } from './content-encoding';
import { cacheablePageIds, type PageCache } from './page-cache';
import type { StaticAssets } from './static-assets';

/** Renders a page (Next.js's request handler in the server; a stub in gateway tests). */
export type PageRenderer = (request: IncomingMessage, response: ServerResponse) => Promise<void>;

/**
 * Makes the renderer's answer carry `status`: the gateway already knows the route is unknown and the page
 * renders the 404 view. Next.js sets `statusCode` and wraps `writeHead` (compression), so the status is
 * pinned on the property every path reads.
 */
function forceStatus(response: ServerResponse, status: number): void {
  Object.defineProperty(response, 'statusCode', { get: () => status, set: () => {}, configurable: true });
}

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

/** Files Next.js serves as they are: no locale, no guard. */
const publicFiles = new Set(['/favicon.ico', '/icon.svg', '/robots.txt', '/sitemap.xml', '/manifest.webmanifest']);

function isAsset(pathname: string): boolean {
  return pathname.startsWith('/_next/') || publicFiles.has(pathname);
}

/**
 * The path the page renderer may end up routing: every segment percent-decoded, again until nothing changes
 * (the catch-all page decodes the segments Next.js hands it, which may already be decoded once), so
 * `/en/admin/%70rofiles` is guarded as `/en/admin/profiles`. Null when a segment is not valid
 * percent-encoding or keeps decoding.
 */
export function decodePagePath(pathname: string): string | null {
  let path = pathname;
  for (let round = 0; round < 4; round++) {
    let decoded: string;
    try {
      decoded = path
        .split('/')
        .map((segment) => decodeURIComponent(segment))
        .join('/');
    } catch {
      return null;
    }
    if (decoded === path) return path;
    path = decoded;
  }
  return null;
}

/** Where a 404 is rendered: a path of no route, so the renderer shows the plain 404 page and no layout. */
export const notFoundPagePath = '/page-not-found';

/**
 * Every request that is not API, socket or health goes through here: locale prefix, then the route table's
 * decision for the viewer (allow, 301 redirect, not found), then the page renderer with a trusted page
 * context. This is the only place that decides who may open a page.
 */
export function registerPageGateway(
  app: FastifyInstance,
  options: {
    config: AppConfig;
    render: PageRenderer;
    resolveSession: SessionResolver;
    pageCache?: PageCache;
    staticAssets?: StaticAssets;
  },
): void {
  const { config, render, resolveSession, pageCache } = options;
  const contextOf = (path: string, session: Session | null): PageContext => ({
    path,
    mode: config.mode,
    publicUrl: config.publicUrl,
    supportEmail: config.supportEmail,
    apiOrigin: `http://127.0.0.1:${config.port}`,
    internalKey: config.internalKey,
    phoneGeolocationUrl: config.phoneGeolocationUrl ?? null,
    session,
  });

  const forward = async (
    request: FastifyRequest,
    reply: FastifyReply,
    context: PageContext | null,
    pageOptions: { isPage?: boolean; status?: number } = {},
  ) => {
    const isPage = pageOptions.isPage ?? true;
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
    if (pageOptions.status) forceStatus(reply.raw, pageOptions.status);
    await render(raw, reply.raw);
  };

  /**
   * An anonymous visitor's page that is the same for everyone: served from the cache, or rendered and kept.
   * Its key is the address and whether the cookie banner is answered (the only thing the server renders
   * differently for two visitors); the framework's own navigation requests (RSC) are never kept.
   */
  const forwardShared = async (request: FastifyRequest, reply: FastifyReply, context: PageContext) => {
    const cache = pageCache as PageCache;
    const key = `${request.cookies?.[policyCookieName] === undefined ? 'banner' : 'answered'} ${request.url}`;
    const page = cache.get(key);
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
    const renderedAt = cache.version();
    const chunks: Buffer[] = [];
    const raw = reply.raw;
    const write = raw.write.bind(raw) as (...args: unknown[]) => boolean;
    const end = raw.end.bind(raw) as (...args: unknown[]) => ServerResponse;
    const keep = (chunk: unknown) => {
      if (typeof chunk === 'string') chunks.push(Buffer.from(chunk, 'utf8'));
      else if (chunk instanceof Uint8Array) chunks.push(Buffer.from(chunk));
    };
    raw.write = ((chunk: unknown, ...rest: unknown[]) => {
      keep(chunk);
      return write(chunk, ...rest);
    }) as typeof raw.write;
    raw.end = ((chunk?: unknown, ...rest: unknown[]) => {
      // Kept once: a response whose `end` writes its last chunk through `write` has kept it there.
      const kept = chunks.length;
      const result = end(chunk, ...rest);
      if (chunks.length === kept && typeof chunk !== 'function') keep(chunk);
      return result;
    }) as typeof raw.end;
    raw.once('finish', () => {
      const type = String(raw.getHeader('content-type') ?? '');
      const fine = raw.statusCode === 200 && type.startsWith('text/html') && !raw.hasHeader('set-cookie');
      const body = fine ? decoded(Buffer.concat(chunks), raw.getHeader('content-encoding')) : null;
      if (body !== null) cache.set(key, body.toString('utf8'), type, renderedAt);
    });
    reply.header('x-tendero-page-cache', 'miss');
    return forward(request, reply, context);
  };

  const isShared = (request: FastifyRequest, routeId: string | undefined, session: Session | null) =>
    pageCache?.enabled === true &&
    session === null &&
    routeId !== undefined &&
    cacheablePageIds.has(routeId) &&
    !request.headers.rsc &&
    !request.headers['next-router-prefetch'] &&
    !request.url.includes('_rsc=');

  const redirect = (reply: FastifyReply, status: 301 | 307 | 308, location: string) =>
    reply.code(status).header('cache-control', 'no-store').header('location', location).send();

  app.route({
    method: ['GET', 'HEAD'],
    url: '/*',
    handler: async (request, reply) => {
      // The request target is a path: `//host/x` resolved against a base would be read as another host
      // ("//%EF%BF%BF/pl" threw Invalid URL: a 500), so the base's origin is written before it instead.
      const url = URL.parse(`http://gateway.invalid${request.url.startsWith('/') ? '' : '/'}${request.url}`);
      if (!url) return sendError(request, reply, 'NOT_FOUND');
      const { pathname, search } = url;
      if (pathname.startsWith('/api/') || pathname === '/api' || pathname.startsWith('/socket.io')) {
        return sendError(request, reply, 'NOT_FOUND');
      }
      if (isAsset(pathname)) {
        const asset = await options.staticAssets?.find(pathname, request.headers['accept-encoding']);
        if (asset) {
          reply
            .header('cache-control', 'public, max-age=31536000, immutable')
            .header('vary', 'Accept-Encoding')
            .type(asset.contentType);
          if (asset.encoding) reply.header('content-encoding', asset.encoding);
          return reply.send(asset.body);
        }
        // sitemap.xml and robots.txt need the public origin; other files need nothing.
        const needsContext = pathname === '/sitemap.xml' || pathname === '/robots.txt';
        return forward(request, reply, needsContext ? contextOf(pathname, null) : null, {
          isPage: false,
        });
      }

      // An address without a locale gets the stored choice, else the browser's language (Accept-Language).
      const cookieLocale = request.cookies?.[localeCookieName];
      const preferred = isLocale(cookieLocale) ? cookieLocale : requestLocale(request);
      if (pathname === '/') return redirect(reply, 307, `/${preferred}${search}`);

      // Decisions are made on the decoded path; a 404 renders a path of no route, whatever the URL decodes to.
      const decoded = decodePagePath(pathname);
      const notFound = async (locale: string, session?: Session | null) => {
        request.raw.url = `/${locale}${notFoundPagePath}`;
        const viewer = session === undefined ? await resolveSession(request) : session;
        return forward(request, reply, contextOf(pathname, viewer), { status: 404 });
      };
      const localized = decoded === null ? null : splitLocale(decoded);
      if (decoded === null || !localized) {
        // A known page without its locale ("/marketplace") gets one; anything else is a 404 page.
        if (decoded !== null && matchRoute(decoded)) {
          return redirect(reply, 308, `${withLocale(preferred, pathname)}${search}`);
        }
        return notFound(preferred);
      }

      const session = await resolveSession(request);
      const decision = decidePageAccess(localized.path, session?.role ?? null);
      if (decision.kind === 'redirect') {
        return redirect(reply, decision.status, withLocale(localized.locale, decision.location));
      }
      if (decision.kind === 'sign-in') {
        // Not permanent (after signing in the same address opens); back to exactly this address.
        const back = encodeURIComponent(`${pathname}${search}`);
        return redirect(reply, 307, `${withLocale(localized.locale, '/login')}?next=${back}`);
      }
      if (decision.kind === 'not-found') return notFound(localized.locale, session);
      if (isShared(request, matchRoute(localized.path)?.route.id, session)) {
        return forwardShared(request, reply, contextOf(pathname, session));
      }
      return forward(request, reply, contextOf(pathname, session));
    },
  });

  // Pages are read-only over HTTP: writes go through /api.
  app.route({
    method: ['POST', 'PUT', 'PATCH', 'DELETE'],
    url: '/*',
    handler: async (request, reply) => sendError(request, reply, 'NOT_FOUND'),
  });
}
