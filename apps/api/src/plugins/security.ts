import { randomBytes } from 'node:crypto';
import rateLimit from '@fastify/rate-limit';
import { internalCallHeader, safeInternalPath, splitLocale } from '@tendero/contracts';
import { escapeHtml } from '@tendero/domain/notifications';
import { translate } from '@tendero/i18n';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import helmet from 'helmet';
import { Redis } from 'ioredis';
import type { AppConfig } from '../config';
import { sendError } from './errors';
import { requestLocale } from './request-locale';
import { accessTokenOf } from './session';

/** The WebSocket origin of the app's own origin (http → ws, https → wss), for `connect-src`. */
export function socketOrigin(publicUrl: string): string {
  const url = new URL(publicUrl);
  return `${url.protocol === 'https:' ? 'wss:' : 'ws:'}//${url.host}`;
}

/**
 * The Content-Security-Policy of pages. Scripts need the per-request nonce that Next.js puts on its own
 * inline scripts (it reads the nonce from this header on the request); styles allow inline attributes,
 * which React and toasts use. Pages connect only to their own origin: its WebSocket origin (the chat) is
 * named explicitly (`'self'` covers it in current browsers, not in older ones), never `ws:`/`wss:` to any
 * host.
 */
export function pageCsp(
  scripts: string | { hashes: string[] },
  dev: boolean,
  geolocationUrl: string | undefined,
  publicUrl: string,
): string {
  const geolocation = geolocationUrl ? ` ${new URL(geolocationUrl).origin}` : '';
  // A page rendered once for every visitor (page-cache.ts) carries no nonce: its inline scripts are allowed
  // by their hashes, its script files by 'self' ('strict-dynamic' would refuse files without a nonce).
  const trusted = typeof scripts === 'string' ? `'nonce-${scripts}' 'strict-dynamic'` : scripts.hashes.join(' ');
  return [
    "default-src 'self'",
    `script-src 'self'${trusted ? ` ${trusted}` : ''}${dev ? " 'unsafe-eval'" : ''}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src 'self' ${socketOrigin(publicUrl)}${geolocation}`,
    // The service worker (/sw.js, issue 40): under 'strict-dynamic' script-src would refuse it.
    "worker-src 'self'",
    "manifest-src 'self'",
    "frame-ancestors 'none'",
    "form-action 'self'",
    "base-uri 'self'",
    "object-src 'none'",
  ].join('; ');
}

export function newNonce(): string {
  return randomBytes(16).toString('base64');
}

/** Who a request counts against: the signed-in account (from a valid token), or nobody (anonymous). */
export type RateLimitIdentity = (request: FastifyRequest) => Promise<{ userId: string } | null>;

export async function registerSecurity(
  app: FastifyInstance,
  config: AppConfig,
  limits: { identity: RateLimitIdentity },
): Promise<void> {
  // API answers and the docs get this strict default; pages get pageCsp() from the page gateway. Built
  // once: the Fastify plugin built helmet's middleware again for every request (~5 % of a search's CPU).
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
      },
    },
    hsts: config.mode === 'production' ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    securityHeaders(request.raw, reply.raw, (error?: unknown) => done(error instanceof Error ? error : undefined));
  });
  // With REDIS_URL, every process counts in one place, so several processes keep one limit per person
  // instead of one each. Redis being away must not refuse everyone: the limits then let requests pass.
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { connectTimeout: 2000, maxRetriesPerRequest: 1, enableOfflineQueue: false })
    : null;
  if (redis) {
    redis.on('error', (error) => app.log.warn({ err: error }, 'redis (rate limits) unavailable'));
    app.addHook('onClose', async () => {
      redis.disconnect();
    });
  }
  await app.register(rateLimit, {
    ...(redis ? { redis, nameSpace: 'tendero-rate-limit:', skipOnError: true } : {}),
    // Not every request: routes with their own `config.rateLimit` (sign-in, sign-up, recovery, support,
    // invitations) keep their stricter per-IP limit; every request also passes registerRequestLimits.
    global: false,
    // Thrown into the error handler, which answers the RATE_LIMITED envelope in the user's language.
    errorResponseBuilder: (_request, context) =>
      Object.assign(new Error(`rate limited, retry in ${context.after}`), { statusCode: 429 }),
  });
  registerRequestLimits(app, config, limits.identity);
}

/** Search reads cost a query each; every other GET is a page view, a prefetch or a cheap read. */
const searchPaths = new Set(['/api/companies/search', '/api/companies/compare', '/api/orders/find']);

export type RequestCost = 'free' | 'read' | 'costly';

/**
 * What a request costs: writes (POST, PUT, PATCH, DELETE; sign-in, sign-up and recovery among
 * them) and searches are costly; page views, the page framework's prefetches and other reads are reads;
 * the page renderer's own loopback calls, static files, health checks and /metrics are free (/metrics
 * checks its own token: its `Bearer` header is no session to look up).
 */
export function requestCost(request: FastifyRequest, internalKey: string): RequestCost {
  const path = request.url.split('?', 1)[0] ?? '';
  if (request.headers[internalCallHeader] === internalKey) return 'free';
  if (
    path.startsWith('/_next/static/') ||
    path === '/healthz' ||
    path === '/readyz' ||
    path === '/metrics' ||
    path.startsWith('/socket.io/')
  ) {
    return 'free';
  }
  if (request.method !== 'GET' && request.method !== 'HEAD' && request.method !== 'OPTIONS') return 'costly';
  return searchPaths.has(path) ? 'costly' : 'read';
}

/** A request for a whole page (a browser navigation), which must be answered with a page, never JSON. */
function wantsPage(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (request.url.startsWith('/api/') || request.headers.rsc !== undefined) return false;
  const accept = request.headers.accept ?? '';
  return request.headers['sec-fetch-dest'] === 'document' || accept.includes('text/html');
}

/**
 * The limits of every request, counted per person rather than per address (one brisk user was
 * refused by the page framework's own prefetches, and an office shares one address):
 * - costly requests: RATE_LIMIT_PER_MINUTE per account when signed in, per IP when anonymous; and
 *   RATE_LIMIT_PER_IP_PER_MINUTE for everyone behind one IP together;
 * - reads (page views, prefetches): RATE_LIMIT_READS_PER_MINUTE per account, or per IP when anonymous, a
 *   backstop no person reaches by browsing; signed-in people never count against each other.
 * A refused page is a translated error page, a refused API call the RATE_LIMITED envelope; both say
 * when to retry (`Retry-After`, seconds).
 */
function registerRequestLimits(app: FastifyInstance, config: AppConfig, identity: RateLimitIdentity): void {
  const minute = 60_000;
  const keys = new WeakMap<FastifyRequest, string>();
  const limiter = (max: number) =>
    app.createRateLimit({ max, timeWindow: minute, keyGenerator: (request) => keys.get(request) ?? request.ip });
  const costlyPerPerson = limiter(config.rateLimitPerMinute);
  const costlyPerIp = limiter(config.rateLimitPerIpPerMinute);
  const readsPerPerson = limiter(config.rateLimitReadsPerMinute);

  const check = async (request: FastifyRequest, limit: ReturnType<typeof limiter>, key: string) => {
    keys.set(request, key);
    const result = await limit(request);
    return result.isAllowed || !result.isExceeded ? null : Math.max(1, result.ttlInSeconds);
  };

  app.addHook('onRequest', async (request, reply) => {
    const cost = requestCost(request, config.internalKey);
    if (cost === 'free') return;
    const person = accessTokenOf(request) ? await identity(request) : null;
    const who = person ? `user:${person.userId}` : `ip:${request.ip}`;
    const retryAfter =
      cost === 'read'
        ? await check(request, readsPerPerson, `read:${who}`)
        : ((await check(request, costlyPerPerson, `costly:${who}`)) ??
          (await check(request, costlyPerIp, `costly-ip:${request.ip}`)));
    if (retryAfter === null) return;
    reply.header('retry-after', String(retryAfter));
    request.log.info({ cost, signedIn: person !== null }, 'rate limited');
    if (wantsPage(request)) return sendLimitedPage(request, reply);
    return sendError(request, reply, 'RATE_LIMITED');
  });
}

/** The refused page: small, translated, and in the page's own language. */
function sendLimitedPage(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const path = request.url.split('?', 1)[0] ?? '/';
  const locale = splitLocale(path)?.locale ?? requestLocale(request);
  const t = (key: 'rateLimitedTitle' | 'rateLimitedBody' | 'tryAgain') =>
    escapeHtml(translate(locale, `errors.${key}`));
  const again = escapeHtml(safeInternalPath(request.url, `/${locale}`));
  const html = `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${t('rateLimitedTitle')} · Tendero</title><meta name="robots" content="noindex">
<style>body{font-family:system-ui,sans-serif;margin:0;background:#f8fafc;color:#0f172a}main{max-width:560px;margin:15vh auto 0;padding:0 16px}
p.code{color:#0f766e;font-weight:700;margin:0}h1{margin:8px 0 12px}p{color:#475569;line-height:1.5}a{display:inline-block;margin-top:12px;padding:10px 16px;border-radius:8px;background:#0f766e;color:#fff;text-decoration:none}</style></head>
<body><main><p class="code">429</p><h1>${t('rateLimitedTitle')}</h1><p>${t('rateLimitedBody')}</p><a href="${again}">${t('tryAgain')}</a></main></body></html>`;
  return reply.code(429).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
}
