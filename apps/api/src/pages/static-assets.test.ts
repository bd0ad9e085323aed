import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../test/test-app';
import { registerPageGateway } from './page-gateway';
import { registerStaticFiles } from './static-assets';

/**
 * The web build's files (issue 39): compressed at build time by scripts/precompress.mjs, served from
 * memory in the encoding the browser takes, hashed names with year-long immutable caching, the
 * icon revalidated; any other name is left to the renderer (Next.js's 404).
 */
const precompress = fileURLToPath(new URL('../../../../scripts/precompress.mjs', import.meta.url));
let dir: string;
let staticDir: string;
let publicDir: string;
let app: FastifyInstance;
let renders: string[];
const chunk = `globalThis.chunk = ${JSON.stringify('x'.repeat(5000))};\n`.repeat(4);
const css = 'body{color:red}'.repeat(200);
const icon = '<svg xmlns="http://www.w3.org/2000/svg"/>';

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'tendero-static-'));
  staticDir = join(dir, 'static');
  publicDir = join(dir, 'public');
  mkdirSync(join(staticDir, 'chunks'), { recursive: true });
  mkdirSync(join(staticDir, 'media'));
  mkdirSync(publicDir);
  writeFileSync(join(staticDir, 'chunks', 'app-1a2b.js'), chunk);
  writeFileSync(join(staticDir, 'chunks', 'style-3c4d.css'), css);
  writeFileSync(join(staticDir, 'chunks', 'tiny.js'), 'x=1');
  writeFileSync(join(staticDir, 'media', 'font-5e6f.woff2'), Buffer.alloc(4096, 7));
  writeFileSync(join(publicDir, 'icon.svg'), icon);
  writeFileSync(join(dir, 'outside.txt'), 'outside');
  execFileSync(process.execPath, [precompress, staticDir, publicDir]);
  renders = [];
  app = Fastify();
  registerPageGateway(app, {
    config: testConfig(),
    render: async (request, response: ServerResponse) => {
      renders.push(request.url ?? '');
      response.statusCode = 404;
      response.end('not found by the renderer');
    },
    resolveSession: async () => null,
  });
  await registerStaticFiles(app, { staticDir, publicDir });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('built files', () => {
  it('are compressed at build time: brotli and gzip beside text files, none beside small or compressed ones', () => {
    expect(existsSync(join(staticDir, 'chunks', 'app-1a2b.js.br'))).toBe(true);
    expect(existsSync(join(staticDir, 'chunks', 'app-1a2b.js.gz'))).toBe(true);
    expect(existsSync(join(staticDir, 'chunks', 'style-3c4d.css.br'))).toBe(true);
    expect(existsSync(join(staticDir, 'chunks', 'tiny.js.br'))).toBe(false);
    expect(existsSync(join(staticDir, 'media', 'font-5e6f.woff2.br'))).toBe(false);
  });

  it('sends brotli to a browser that takes it, gzip to one that takes only gzip, the file to the rest', async () => {
    const br = await app.inject({
      url: '/_next/static/chunks/app-1a2b.js',
      headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(chunk);
    expect(br.rawPayload.length).toBeLessThan(chunk.length / 10);
    expect(br.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toBe('Accept-Encoding');
    const head = await app.inject({
      method: 'HEAD',
      url: '/_next/static/chunks/app-1a2b.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect([head.statusCode, head.headers['content-encoding'], head.body]).toEqual([200, 'br', '']);
    expect(head.headers['content-length']).toBe(String(br.rawPayload.length));

    const gz = await app.inject({ url: '/_next/static/chunks/style-3c4d.css', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(css);
    expect(gz.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(gz.headers.vary).toBe('Accept-Encoding');

    for (const accept of [undefined, 'identity', 'br;q=0, gzip;q=0']) {
      const plain = await app.inject({
        url: '/_next/static/chunks/app-1a2b.js',
        headers: accept ? { 'accept-encoding': accept } : {},
      });
      expect([accept, plain.headers['content-encoding']]).toEqual([accept, undefined]);
      expect(plain.body).toBe(chunk);
    }
    // A file too small to gain from compression, and a font, go as they are.
    const tiny = await app.inject({ url: '/_next/static/chunks/tiny.js', headers: { 'accept-encoding': 'br' } });
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.body).toBe('x=1');
    const font = await app.inject({ url: '/_next/static/media/font-5e6f.woff2', headers: { 'accept-encoding': 'br' } });
    expect(font.headers['content-type']).toBe('font/woff2');
    expect(font.headers['content-encoding']).toBeUndefined();
    expect(font.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(renders).toEqual([]);
  });

  it('serves the icon without the renderer, revalidated (its name has no hash)', async () => {
    const answer = await app.inject({ url: '/icon.svg', headers: { 'accept-encoding': 'br, gzip' } });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('image/svg+xml');
    expect(answer.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    expect(answer.body).toBe(icon);
    const again = await app.inject({ url: '/icon.svg', headers: { 'if-none-match': String(answer.headers.etag) } });
    expect(again.statusCode).toBe(304);
    expect(renders).toEqual([]);
  });

  it('leaves missing files and odd names to the renderer, and never serves a file outside the folder', async () => {
    const missing = await app.inject({ url: '/_next/static/chunks/missing.js', headers: { 'accept-encoding': 'br' } });
    expect(missing.statusCode).toBe(404);
    expect(renders).toEqual(['/_next/static/chunks/missing.js']);
    expect(String(missing.headers['cache-control'] ?? '')).not.toContain('immutable');
    for (const url of [
      '/_next/static/chunks/app-1a2b.js.br',
      '/_next/static/chunks/app-1a2b.js.gz',
      '/_next/static/../outside.txt',
      '/_next/static/chunks/../../outside.txt',
      '/_next/static/chunks/%2e%2e/%2e%2e/outside.txt',
      '/_next/static/chunks/..%2f..%2foutside.txt',
      '/_next/static/chunks//app-1a2b.js',
      '/_next/static/chunks',
      '/icon.svg.br',
    ]) {
      const response = await app.inject({ url, headers: { 'accept-encoding': 'br' } });
      expect([url, response.statusCode]).toEqual([url, 404]);
      expect(response.body, url).not.toContain('outside');
      expect(String(response.headers['cache-control'] ?? ''), url).not.toContain('immutable');
    }
  });
});
