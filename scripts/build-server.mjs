#!/usr/bin/env node
// Builds the server once into plain JavaScript: apps/api/src/server.ts (and config.ts, which `npm start`
// checks before a long web build) with the workspace TypeScript they import, one ESM file each, in
// apps/api/dist/. Packages from node_modules stay imports and load as they are (Next.js, PGlite, sharp,
// Better Auth…); only our own code is inlined. `scripts/start.mjs` runs this when the sources changed.
//
// It uses the esbuild that tsx depends on (tsx is a production dependency, esbuild through it is there
// whenever `npm start` can run), in this child process, so the server never loads it.
//
//   node scripts/build-server.mjs                                  the server, into apps/api/dist
//   node scripts/build-server.mjs --out <folder> <name>=<source>…  other entries the same way, into <folder>
//     (the chat tests' and bench:chat's nodes and the journeys' stand-ins: buildAsServer in apps/api/src/test/chat-node-process.ts)
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createRequire, isBuiltin } from 'node:module';
import { dirname, extname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const [flag, out, ...named] = process.argv.slice(2);
const outDir = flag === '--out' ? resolve(out) : join(root, 'apps', 'api', 'dist');
const entries =
  flag === '--out'
    ? Object.fromEntries(named.map((entry) => [entry.split('=')[0], resolve(entry.slice(entry.indexOf('=') + 1))]))
    : {
        server: join(root, 'apps', 'api', 'src', 'server.ts'),
        config: join(root, 'apps', 'api', 'src', 'config.ts'),
      };

const require = createRequire(import.meta.url);
const esbuild = require(createRequire(require.resolve('tsx/package.json')).resolve('esbuild'));

const packageName = (specifier) => specifier.split('/', specifier.startsWith('@') ? 2 : 1).join('/');

/** The folder of a package as Node finds it from `dir`: the nearest node_modules/<name> upwards. */
function packageDir(name, dir) {
  for (let at = dir; ; at = dirname(at)) {
    const candidate = join(at, 'node_modules', name);
    if (existsSync(join(candidate, 'package.json'))) return candidate;
    if (dirname(at) === at) return null;
  }
}

/** Where each external package was imported from: name → the folders that import it. */
const importers = new Map();

/** Bare imports stay imports, except our workspace packages (@tendero/*), which are inlined. */
const keepPackagesExternal = {
  name: 'keep-packages-external',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@tendero/')) return undefined;
      if (isBuiltin(args.path)) return { path: args.path, external: true };
      const name = packageName(args.path);
      if (!importers.has(name)) importers.set(name, new Set());
      importers.get(name).add(args.resolveDir);
      return { path: args.path, external: true };
    });
  },
};

/**
 * Each inlined file keeps its own `import.meta.url` (the migrations folder beside packages/db/src, the web
 * app beside apps/api/src), as a path relative to the built file, so the build still finds them.
 */
const keepFileUrls = {
  name: 'keep-file-urls',
  setup(build) {
    build.onLoad({ filter: /\.[cm]?tsx?$/ }, (args) => {
      const source = readFileSync(args.path, 'utf8');
      if (!source.includes('import.meta.url')) return undefined;
      const fromOutput = relative(outDir, args.path).split(sep).join('/');
      const fileUrl = `new URL(${JSON.stringify(fromOutput)}, import.meta.url).href`;
      return {
        contents: source.replace(/\bimport\.meta\.url\b/g, fileUrl),
        loader: extname(args.path).includes('x') ? 'tsx' : 'ts',
        resolveDir: dirname(args.path),
      };
    });
  },
};

const started = performance.now();
const result = await esbuild.build({
  entryPoints: entries,
  outdir: outDir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  // Error names and stack frames read like the sources (a clash of names would otherwise rename a class).
  keepNames: true,
  sourcemap: 'linked',
  sourcesContent: false,
  logLevel: 'warning',
  write: false,
  plugins: [keepPackagesExternal, keepFileUrls],
});

// A package that npm installed inside a workspace (packages/domain/node_modules/better-auth) is not found
// from apps/api/dist: a link in dist/node_modules points the built file at the copy its importer uses.
rmSync(join(outDir, 'node_modules'), { recursive: true, force: true });
for (const [name, dirs] of importers) {
  const wanted = new Set([...dirs].map((dir) => packageDir(name, dir)));
  if (wanted.size > 1) throw new Error(`${name} is installed in more than one version for the server's code`);
  const [target] = wanted;
  if (target === null || target === packageDir(name, outDir)) continue;
  const link = join(outDir, 'node_modules', name);
  mkdirSync(dirname(link), { recursive: true });
  symlinkSync(relative(dirname(link), target), link, 'junction');
}

// Written beside and renamed over: a server starting at the same time never reads half a file.
mkdirSync(outDir, { recursive: true });
for (const file of result.outputFiles) {
  const temporary = `${file.path}.${process.pid}.tmp`;
  writeFileSync(temporary, file.contents);
  renameSync(temporary, file.path);
}
const size = result.outputFiles.reduce(
  (sum, file) => (file.path.endsWith('.js') ? sum + file.contents.length : sum),
  0,
);
console.info(
  `Server built into ${relative(root, outDir)} (${(size / 1024).toFixed(0)} KB) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
