import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { chooseEncoding } from './content-encoding';

/**
 * The web build's files, read once at start and answered from memory before any page code runs (decision
 * 0039 and its amendment):
 * - `/_next/static/…` (JavaScript chunks, CSS, fonts, images): hashed names that never change under one
 *   build, with the year-long `immutable` caching Next.js gives them, no ETag (nothing to revalidate);
 * - `/icon.svg`, the site icon (`publicDir`: the build copies `apps/web/app/icon.svg` there), with Next's own
 *   `public, max-age=0, must-revalidate` (its name has no hash) and an ETag (a 304 when unchanged).
 * Text files are compressed at build time (`scripts/precompress.mjs`: `.br` and `.gz` beside each one) and
 * the copy the browser accepts is sent as it is, with `Vary: Accept-Encoding`. Only the files present at
 * start get a route: any other name is left to the page gateway, which hands it to Next.js (a 404), as
 * before; the compressed copies are not addresses of their own.
 *
 * Why from memory and not @fastify/static: a built file never changes while the process runs, and the whole
 * folder is a few MB (3.4 MB of JavaScript, 2.1 MB of compressed copies). @fastify/static's stat, open, read
 * and close per request (each a turn of libuv's thread pool) held the largest chunk at 2,486 requests a
 * second where a bare Node server sends the same 62 KB from memory 14,091 times (`bench:pages`, 7 Dec 2026).
 */
export async function registerStaticFiles(
  app: FastifyInstance,
  folders: { staticDir: string; publicDir?: string },
): Promise<void> {
  if (existsSync(folders.staticDir)) {
    for (const [name, file] of readBuiltFiles(folders.staticDir)) serve(app, `/_next/static/${name}`, file, immutable);
  }
  if (folders.publicDir && existsSync(folders.publicDir)) {
    for (const [name, file] of readBuiltFiles(folders.publicDir, { depth: 'top' })) {
      serve(app, `/${name}`, file, revalidated(file));
    }
  }
}

interface BuiltFile {
  type: string;
  body: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

const types: Record<string, string> = {
  '.js': 'application/javascript; charset=utf-8',
  '.mjs': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
};

/** Every file under `root` (its `.br`/`.gz` copies beside it, not as files), by its name relative to `root`. */
function readBuiltFiles(root: string, options: { depth?: 'top' } = {}): Map<string, BuiltFile> {
  const files = new Map<string, BuiltFile>();
  const entries = readdirSync(root, { withFileTypes: true, recursive: options.depth !== 'top' });
  for (const entry of entries) {
    const extension = extname(entry.name).toLowerCase();
    if (!entry.isFile() || extension === '.br' || extension === '.gz' || entry.name.startsWith('.')) continue;
    const path = join(entry.parentPath, entry.name);
    const copy = (suffix: string) => (existsSync(`${path}${suffix}`) ? readFileSync(`${path}${suffix}`) : undefined);
    files.set(relative(root, path).split(sep).join('/'), {
      type: types[extension] ?? 'application/octet-stream',
      body: readFileSync(path),
      br: copy('.br'),
      gzip: copy('.gz'),
    });
  }
  return files;
}

type CachePolicy = (request: FastifyRequest, reply: FastifyReply) => boolean;

/** Hashed names: a year, never asked again. */
const immutable: CachePolicy = (_request, reply) => {
  reply.header('cache-control', 'public, max-age=31536000, immutable');
  return false;
};

/** A name without a hash: asked again each time, a 304 while its ETag holds. */
function revalidated(file: BuiltFile): CachePolicy {
  const etag = `"${createHash('sha1').update(file.body).digest('base64url')}"`;
  return (request, reply) => {
    reply.header('cache-control', 'public, max-age=0, must-revalidate').header('etag', etag);
    return request.headers['if-none-match'] === etag;
  };
}

function serve(app: FastifyInstance, url: string, file: BuiltFile, cache: CachePolicy): void {
  const offered = (['br', 'gzip'] as const).filter((encoding) => file[encoding]);
  // GET only: Fastify answers HEAD from it with the same headers and no body.
  app.route({
    method: 'GET',
    url,
    handler: (request, reply) => {
      if (cache(request, reply)) return reply.code(304).send();
      reply.type(file.type);
      if (offered.length === 0) return reply.send(file.body);
      const encoding = chooseEncoding(request.headers['accept-encoding'], offered);
      reply.header('vary', 'Accept-Encoding');
      if (!encoding) return reply.send(file.body);
      return reply.header('content-encoding', encoding).send(file[encoding]);
    },
  });
}
