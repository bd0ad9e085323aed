import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../test/test-app';
import { registerPageGateway } from './page-gateway';
import { createStaticAssets } from './static-assets';

/**
 * The web build's files served by the gateway (issue 20): each read and compressed once, then served from
 * memory in the encoding the browser takes, with year-long immutable caching; anything else is Next.js's.
 */
let dir: string;
let app: FastifyInstance;
let renders: string[];
const chunk = `globalThis.chunk = ${JSON.stringify('x'.repeat(5000))};\n`.repeat(4);
const css = 'body{color:red}'.repeat(200);

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'tendero-static-'));
  mkdirSync(join(dir, 'chunks'));
  writeFileSync(join(dir, 'chunks', 'app-1a2b.js'), chunk);
  writeFileSync(join(dir, 'chunks', 'style-3c4d.css'), css);
  writeFileSync(join(dir, 'chunks', 'tiny.js'), 'x=1');
  writeFileSync(join(tmpdir(), 'tendero-outside.txt'), 'outside');
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
    staticAssets: createStaticAssets(dir),
  });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('built files served by the gateway', () => {
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

    const gz = await app.inject({ url: '/_next/static/chunks/style-3c4d.css', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(css);
    expect(gz.headers['content-type']).toBe('text/css; charset=utf-8');

    const plain = await app.inject({ url: '/_next/static/chunks/app-1a2b.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(chunk);
    // A file too small to gain from compression goes as it is.
    const tiny = await app.inject({ url: '/_next/static/chunks/tiny.js', headers: { 'accept-encoding': 'br' } });
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.body).toBe('x=1');
    expect(renders).toEqual([]);
  });

  it('reads a file once, however many ask for it at the same time', async () => {
    writeFileSync(join(dir, 'chunks', 'once-5e6f.js'), chunk);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        app.inject({ url: '/_next/static/chunks/once-5e6f.js', headers: { 'accept-encoding': 'gzip' } }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
    // Changed on disk after it was kept: a built file never changes, so the kept copy is what is served.
    writeFileSync(join(dir, 'chunks', 'once-5e6f.js'), 'changed');
    const again = await app.inject({
      url: '/_next/static/chunks/once-5e6f.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gunzipSync(again.rawPayload).toString()).toBe(chunk);
  });

  it('leaves missing files and odd names to the renderer, and never serves a file outside the folder', async () => {
    const missing = await app.inject({ url: '/_next/static/chunks/missing.js', headers: { 'accept-encoding': 'br' } });
    expect(missing.statusCode).toBe(404);
    expect(renders).toEqual(['/_next/static/chunks/missing.js']);
    for (const url of [
      '/_next/static/chunks/../../../tendero-outside.txt',
      '/_next/static/chunks/%2e%2e/%2e%2e/%2e%2e/tendero-outside.txt',
      '/_next/static/chunks/..%2f..%2f..%2ftendero-outside.txt',
      '/_next/static/chunks//app-1a2b.js',
      '/_next/static/chunks',
    ]) {
      const response = await app.inject({ url, headers: { 'accept-encoding': 'br' } });
      expect(response.body, url).not.toContain('outside');
      expect(String(response.headers['cache-control'] ?? ''), url).not.toContain('immutable');
    }
  });
});
