#!/usr/bin/env node
// Writes a brotli (`.br`) and a gzip (`.gz`) copy beside every text file of the folders named, once, at build
// time (`npm run build` runs it on the web app's `.next/static` after `next build`): the server's static
// files (apps/api/src/pages/static-assets.ts, from memory) then answer the copy the browser accepts without compressing
// anything per request. Images and fonts are compressed already; files under 1 KB gain less than a header
// costs; a copy no smaller than its file is not written.
//   node scripts/precompress.mjs <folder>…
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';

export const compressible = new Set(['.js', '.mjs', '.css', '.json', '.svg', '.txt', '.html', '.map', '.webmanifest']);
const minBytes = 1024;

function* files(folder) {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (entry.isFile()) yield path;
  }
}

/** Writes the missing or stale copies under `folder`; answers how many files it compressed. */
export function precompress(folder) {
  let count = 0;
  for (const file of files(folder)) {
    if (!compressible.has(extname(file).toLowerCase())) continue;
    const raw = readFileSync(file);
    if (raw.length < minBytes) continue;
    const modified = statSync(file).mtimeMs;
    const fresh = (copy) => {
      try {
        return statSync(copy).mtimeMs >= modified;
      } catch {
        return false;
      }
    };
    if (!fresh(`${file}.br`)) {
      const br = brotliCompressSync(raw, {
        params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: raw.length },
      });
      if (br.length < raw.length) writeFileSync(`${file}.br`, br);
    }
    if (!fresh(`${file}.gz`)) {
      const gz = gzipSync(raw, { level: 9 });
      if (gz.length < raw.length) writeFileSync(`${file}.gz`, gz);
    }
    count++;
  }
  return count;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const folder of process.argv.slice(2)) {
    const count = precompress(folder);
    console.info(`precompressed ${count} files under ${folder} (brotli and gzip)`);
  }
}
