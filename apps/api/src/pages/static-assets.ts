import { readFile } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlib } from 'node:zlib';
import { type ContentEncoding, chooseEncoding } from './content-encoding';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * The web app's built files (`/_next/static/…`), served by the gateway from memory, each compressed once.
 *
 * Next.js serves them through its request handler and compresses every response anew: the 234 KB React
 * chunk came at ~96 requests a second (p50 79 ms) on this machine, and a first visit asks for about eleven
 * such files. Their names carry a content hash and never change under one build, so each is read and
 * compressed (brotli and gzip, off the event loop) the first time it is asked for, then served as it is,
 * with the year-long `immutable` caching Next.js gives them. A name that is not a file of the folder (or
 * not one of ours) is left to Next.js, which answers 404.
 */
export type StaticAssets = {
  /** The file's answer for this `Accept-Encoding`, or null to let Next.js answer. */
  find: (pathname: string, acceptEncoding: string | undefined) => Promise<StaticAnswer | null>;
};

export type StaticAnswer = {
  body: Buffer;
  contentType: string;
  /** `br`, `gzip`, or undefined for the file as it is. */
  encoding?: 'br' | 'gzip';
};

type Kept = { raw: Buffer; contentType: string; br?: Buffer; gzip?: Buffer };

const prefix = '/_next/static/';

const types: Record<string, string> = {
  '.js': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
};

/** Text worth compressing; images and fonts are compressed already. */
const compressible = new Set(['.js', '.css', '.json', '.svg', '.txt']);

/** Below this a compressed copy saves less than its header costs. */
const minCompressBytes = 1024;

export function createStaticAssets(staticDir: string, options: { maxBytes?: number } = {}): StaticAssets {
  const root = resolve(staticDir);
  // Every file of one build is a few megabytes in all; the bound guards against a folder that is not that.
  const maxBytes = options.maxBytes ?? 64 * 1024 * 1024;
  const kept = new Map<string, Promise<Kept | null>>();
  let keptBytes = 0;

  async function load(file: string): Promise<Kept | null> {
    let raw: Buffer;
    try {
      raw = await readFile(file);
    } catch {
      return null;
    }
    const extension = extname(file).toLowerCase();
    const entry: Kept = { raw, contentType: types[extension] ?? 'application/octet-stream' };
    if (compressible.has(extension) && raw.length >= minCompressBytes) {
      const [br, gz] = await Promise.all([
        brotliAsync(raw, {
          params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: raw.length },
        }),
        gzipAsync(raw, { level: 9 }),
      ]);
      if (br.length < raw.length) entry.br = br;
      if (gz.length < raw.length) entry.gzip = gz;
    }
    return entry;
  }

  return {
    async find(pathname, acceptEncoding) {
      if (!pathname.startsWith(prefix)) return null;
      const name = pathname.slice(prefix.length);
      // Built names only: no dot segments, no encoded characters, no empty segments.
      if (
        !/^[A-Za-z0-9_\-.~]+(\/[A-Za-z0-9_\-.~]+)*$/.test(name) ||
        name.split('/').some((part) => /^\.+$/.test(part))
      ) {
        return null;
      }
      const file = join(root, name);
      if (!file.startsWith(root + sep)) return null;
      let pending = kept.get(file);
      if (!pending) {
        pending = load(file);
        kept.set(file, pending);
        const entry = await pending;
        if (!entry) {
          kept.delete(file);
          return null;
        }
        keptBytes += entry.raw.length + (entry.br?.length ?? 0) + (entry.gzip?.length ?? 0);
        if (keptBytes > maxBytes) {
          // Not one build's worth of files: start over rather than grow.
          kept.clear();
          keptBytes = 0;
        }
      }
      const entry = await pending;
      if (!entry) return null;
      const offered: ContentEncoding[] = [];
      if (entry.br) offered.push('br');
      if (entry.gzip) offered.push('gzip');
      const encoding = chooseEncoding(acceptEncoding, offered);
      const body = encoding ? entry[encoding] : undefined;
      return body
        ? { body, contentType: entry.contentType, encoding }
        : { body: entry.raw, contentType: entry.contentType };
    },
  };
}
