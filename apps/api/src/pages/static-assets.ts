import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * The web build's files, answered before any page code runs (decision 0039):
 * - `/_next/static/…` (JavaScript chunks, CSS, fonts, images), by @fastify/static: hashed names that never
 *   change under one build, with the year-long `immutable` caching Next.js gives them;
 * - `/icon.svg`, the site icon (`publicDir`: the build copies `apps/web/app/icon.svg` there), which
 *   Next.js answered through its whole request handler (590 requests a second where `/healthz` answered
 *   4,799, issue 39); see registerPublicFiles.
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
  if (folders.publicDir && existsSync(folders.publicDir)) registerPublicFiles(app, folders.publicDir);
}

const publicTypes: Record<string, string> = { '.svg': 'image/svg+xml', '.ico': 'image/x-icon', '.png': 'image/png' };

/**
 * The few files of `publicDir` (the icon: 241 bytes), read once at start and answered from memory with an
 * ETag. @fastify/static answered the icon at 23–40 % of `/healthz` on the loaded machine: its stat, open,
 * read and close per request, each a turn of libuv's thread pool, cost more than the file itself.
 */
function registerPublicFiles(app: FastifyInstance, publicDir: string): void {
  for (const name of readdirSync(publicDir)) {
    const type = publicTypes[extname(name)];
    if (!type) continue;
    const body = readFileSync(join(publicDir, name));
    const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
    app.route({
      method: ['GET', 'HEAD'],
      url: `/${name}`,
      handler: (request, reply) => {
        // Next's own header for it: the name has no hash, so it is asked again (a 304 when unchanged).
        reply.header('cache-control', 'public, max-age=0, must-revalidate').header('etag', etag);
        if (request.headers['if-none-match'] === etag) return reply.code(304).send();
        return reply.type(type).send(body);
      },
    });
  }
}
