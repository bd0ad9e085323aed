import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/**
 * The import graph of our own TypeScript (every `import`/`export … from`, `import type` too, and `import()`
 * with a literal path), and the import circles in it. Made for a unit test, so it stays fast and needs no
 * compiler: imports are read with a regular expression (comments removed first) and resolved the way our
 * tsconfigs and package exports do (relative paths, `@/` in the web app, `@tendero/<package>[/<entry>]`).
 */

/** Where our code lives, from the repository root; tests are left out (nothing imports them). */
export const sourceRoots = ['apps/api/src', 'apps/web/src', 'apps/web/app', 'packages'];
const extensions = ['.ts', '.tsx'];
const skippedFolders = new Set(['node_modules', '.next', 'migrations', 'dist']);

export type ImportGraph = Map<string, string[]>;

function sourceFiles(dir: string, into: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!skippedFolders.has(entry.name)) sourceFiles(path, into);
    } else if (
      extensions.some((extension) => entry.name.endsWith(extension)) &&
      !entry.name.endsWith('.d.ts') &&
      !/\.test\.tsx?$/.test(entry.name)
    ) {
      into.push(path);
    }
  }
  return into;
}

/** The module specifiers a file names (static, re-exports, side-effect imports and literal `import()`). */
export function importedSpecifiers(code: string): string[] {
  const bare = code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');
  const found: string[] = [];
  const patterns = [
    /^\s*(?:import|export)\s+(?:type\s+)?[^'";]*?\sfrom\s*['"]([^'"]+)['"]/gms,
    /^\s*import\s*['"]([^'"]+)['"]/gm,
    /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g,
  ];
  for (const pattern of patterns) for (const match of bare.matchAll(pattern)) if (match[1]) found.push(match[1]);
  return found;
}

function asFile(path: string): string | null {
  for (const candidate of [
    path,
    ...extensions.map((extension) => path + extension),
    ...extensions.map((extension) => join(path, `index${extension}`)),
  ]) {
    if (existsSync(candidate) && statSync(candidate).isFile() && extensions.some((e) => candidate.endsWith(e)))
      return candidate;
  }
  return null;
}

/** `@tendero/<package>[/<entry>]` through the package's `exports` (or its `main`). */
function packageEntry(root: string, specifier: string): string | null {
  const [, name, entry] = specifier.match(/^@tendero\/([^/]+)(?:\/(.+))?$/) ?? [];
  if (!name) return null;
  const folder = join(root, 'packages', name);
  if (!existsSync(join(folder, 'package.json'))) return null;
  const manifest = JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8')) as {
    exports?: Record<string, string | Record<string, string>>;
    main?: string;
  };
  const key = entry ? `./${entry}` : '.';
  const target = manifest.exports?.[key] ?? (entry ? undefined : manifest.main);
  const path = typeof target === 'string' ? target : (target?.import ?? target?.default);
  return path ? asFile(join(folder, path)) : asFile(join(folder, entry ?? 'src/index'));
}

function resolveSpecifier(root: string, from: string, specifier: string): string | null {
  if (specifier.startsWith('.')) return asFile(resolve(dirname(from), specifier.replace(/\.js$/, '')));
  if (specifier.startsWith('@/') && from.startsWith(join(root, 'apps/web')))
    return asFile(join(root, 'apps/web/src', specifier.slice(2)));
  if (specifier.startsWith('@tendero/')) return packageEntry(root, specifier);
  return null;
}

/** Every source file under `sourceRoots` with the files of ours it imports, paths from `root`. */
export function buildImportGraph(root: string): ImportGraph {
  const graph: ImportGraph = new Map();
  for (const folder of sourceRoots) {
    if (!existsSync(join(root, folder))) continue;
    for (const file of sourceFiles(join(root, folder))) {
      const targets = new Set<string>();
      for (const specifier of importedSpecifiers(readFileSync(file, 'utf8'))) {
        const target = resolveSpecifier(root, file, specifier);
        if (target && target !== file) targets.add(relative(root, target));
      }
      graph.set(relative(root, file), [...targets].sort());
    }
  }
  return graph;
}

/**
 * The circles: each group of files that reach one another through imports (Tarjan's strongly connected
 * components of more than one file), each as one path around it that starts and ends at its first file.
 */
export function findImportCircles(graph: ImportGraph): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  let next = 0;
  const visit = (file: string) => {
    index.set(file, next);
    low.set(file, next);
    next++;
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file) as number, low.get(target) as number));
      } else if (onStack.has(target)) {
        low.set(file, Math.min(low.get(file) as number, index.get(target) as number));
      }
    }
    if (low.get(file) === index.get(file)) {
      const group: string[] = [];
      let member: string | undefined;
      do {
        member = stack.pop() as string;
        onStack.delete(member);
        group.push(member);
      } while (member !== file);
      if (group.length > 1) groups.push(group.sort());
    }
  };
  for (const file of [...graph.keys()].sort()) if (!index.has(file)) visit(file);
  return groups.map((group) => circleThrough(graph, group));
}

/** One shortest way from the group's first file back to itself, inside the group (for the failure message). */
function circleThrough(graph: ImportGraph, group: string[]): string[] {
  const members = new Set(group);
  const start = group[0] as string;
  const cameFrom = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.shift() as string;
    for (const target of graph.get(file) ?? []) {
      if (!members.has(target)) continue;
      if (target === start) {
        const path: string[] = [];
        for (let at: string | undefined = file; at && at !== start; at = cameFrom.get(at)) path.unshift(at);
        return [start, ...path, start];
      }
      if (!cameFrom.has(target)) {
        cameFrom.set(target, file);
        queue.push(target);
      }
    }
  }
  return group;
}
