import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';

export type ContentEncoding = 'br' | 'gzip';

/**
 * The first of `offered` (the server's order of preference) that a request's Accept-Encoding takes, or
 * undefined for the body as it is. `q=0` refuses an encoding; `*` stands for any encoding not named.
 */
export function chooseEncoding(
  acceptEncoding: string | string[] | undefined,
  offered: readonly ContentEncoding[],
): ContentEncoding | undefined {
  const weights = new Map<string, number>();
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : (acceptEncoding ?? '');
  for (const part of header.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    if (!name) continue;
    const q = params.map((param) => /^\s*q=([0-9.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
    weights.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  return offered.find((name) => (weights.get(name) ?? weights.get('*') ?? 0) > 0);
}

/**
 * An answer kept for a while (a page, a public read) compressed once, when it is kept: brotli at quality 6
 * and gzip at level 6, a few ms for a page.
 */
export function compressedCopies(body: Buffer): Record<ContentEncoding, Buffer> {
  return {
    br: brotliCompressSync(body, {
      params: { [zlib.BROTLI_PARAM_QUALITY]: 6, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length },
    }),
    gzip: gzipSync(body, { level: 6 }),
  };
}
