import { randomBytes } from 'node:crypto';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import { internalCallHeader } from '@tendero/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config';

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
 * host (issue 13).
 */
export function pageCsp(nonce: string, dev: boolean, geolocationUrl: string | undefined, publicUrl: string): string {
  const geolocation = geolocationUrl ? ` ${new URL(geolocationUrl).origin}` : '';
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${dev ? " 'unsafe-eval'" : ''}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src 'self' ${socketOrigin(publicUrl)}${geolocation}`,
    "frame-ancestors 'none'",
    "form-action 'self'",
    "base-uri 'self'",
    "object-src 'none'",
  ].join('; ');
}

export function newNonce(): string {
  return randomBytes(16).toString('base64');
}

export async function registerSecurity(app: FastifyInstance, config: AppConfig): Promise<void> {
  await app.register(helmet, {
    // API answers and the docs get this strict default; pages get pageCsp() from the page gateway.
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
  await app.register(rateLimit, {
    global: true,
    max: config.rateLimitPerMinute,
    timeWindow: '1 minute',
    allowList: (request) =>
      request.url.startsWith('/_next/static/') ||
      request.url === '/healthz' ||
      request.headers[internalCallHeader] === config.internalKey,
    // Thrown into the error handler, which answers the RATE_LIMITED envelope in the user's language.
    errorResponseBuilder: (_request, context) =>
      Object.assign(new Error(`rate limited, retry in ${context.after}`), { statusCode: 429 }),
  });
}
