import { existsSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * The web build's files, served by @fastify/static (decision 0039) before any page code runs:
 * - `/_next/static/…` (JavaScript chunks, CSS, fonts, images): hashed names that never change under one
 *   build, with the year-long `immutable` caching Next.js gives them;
 * - `/icon.svg`, the site icon (`publicDir`: the build copies `apps/web/app/icon.svg` there), which
 *   Next.js answered through its whole request handler (590 requests a second where `/healthz` answered
 *   4,799, issue 39); its name has no hash, so it keeps Next's `max-age=0, must-revalidate`, with an ETag.
 * Text files are compressed at build time (`scripts/precompress.mjs`: `.br` and `.gz` beside each one) and
 * the copy the browser accepts is sent as it is (`preCompressed`), with `Vary: Accept-Encoding`. Only the
 * files present at start get a route (`wildcard: false`): any other name is left to the page gateway,
 * which hands it to Next.js (a 404), as before. The compressed copies are not addresses of their own.
 */
export async function registerStaticFiles(
  app: FastifyInstance,
  folders: { staticDir: string; publicDir?: string },
): Promise<void> {
  const vary = (response: { setHeader: (name: string, value: string) => void }) =>
    response.setHeader('vary', 'Accept-Encoding');
  if (existsSync(folders.staticDir)) {
    await app.register(fastifyStatic, {
      root: folders.staticDir,
      prefix: '/_next/static/',
      wildcard: false,
      globIgnore: ['**/*.br', '**/*.gz'],
      preCompressed: true,
      index: false,
      serveDotFiles: false,
      decorateReply: false,
      cacheControl: true,
      maxAge: 31_536_000_000,
      immutable: true,
      // The name is the version: no revalidation to answer.
      etag: false,
      lastModified: false,
      setHeaders: vary,
    });
  }
  if (folders.publicDir && existsSync(folders.publicDir)) {
    await app.register(fastifyStatic, {
      root: folders.publicDir,
      prefix: '/',
      wildcard: false,
      globIgnore: ['**/*.br', '**/*.gz'],
      preCompressed: true,
      index: false,
      serveDotFiles: false,
      decorateReply: false,
      // Names without a hash: cached, but asked again (an ETag makes that a 304).
      cacheControl: false,
      setHeaders: (response) => {
        vary(response);
        response.setHeader('cache-control', 'public, max-age=0, must-revalidate');
      },
    });
  }
}
