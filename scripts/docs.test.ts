import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/** The docs a newcomer reads first must say what the code is: these checks fail when the two drift apart. */
const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const read = (path: string) => readFileSync(join(root, path), 'utf8');

/** The capability map's rows: the first cell names the capability, the third its domain folder(s). */
function capabilityRows(markdown: string) {
  const table = markdown.slice(markdown.indexOf('## The capability map'), markdown.indexOf('## Rules'));
  return table
    .split('\n')
    .filter((line) => line.startsWith('| ') && !line.startsWith('| capability') && !line.startsWith('| ---'))
    .map((line) => {
      const cells = line.split('|').map((cell) => cell.trim());
      return { name: cells[1] ?? '', domain: cells[3] ?? '' };
    });
}

describe('docs/architecture.md', () => {
  const rows = capabilityRows(read('docs/architecture.md'));
  const domainFolders = readdirSync(join(root, 'packages/domain/src'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

  it('names every capability of packages/domain/src in its map, by its folder', () => {
    const named = domainFolders.filter((folder) => rows.some((row) => row.domain.includes(`\`${folder}/\``)));
    expect(named).toEqual(domainFolders);
  });

  it('names no domain folder that does not exist', () => {
    const folders = rows.flatMap((row) => [...row.domain.matchAll(/^`([a-z-]+)\/`/g)].map((match) => match[1]));
    for (const folder of folders) expect(domainFolders).toContain(folder);
  });

  it('calls no shipped capability "next"', () => {
    expect(read('docs/architecture.md')).not.toMatch(/\bare next\b/);
  });
});

describe('README.md', () => {
  const readme = read('README.md');

  it("is the newcomer's page: at most 200 lines, with the two commands and the demo accounts", () => {
    expect(readme.split('\n').length).toBeLessThanOrEqual(200);
    expect(readme).toContain('npm install && npm start');
    expect(readme).toContain('npm test');
    expect(readme).toContain('**Demo accounts**');
  });

  it('states the Node version that package.json requires', () => {
    const engines = JSON.parse(read('package.json')).engines.node as string;
    const version = engines.replace(/^>=\s*/, '');
    expect(readme).toContain(`Node.js ${version} or newer`);
  });
});

describe('links between the docs', () => {
  const docs = ['README.md', ...readdirSync(join(root, 'docs')).filter((name) => name.endsWith('.md'))].map((name) =>
    name === 'README.md' ? name : `docs/${name}`,
  );

  it.each(docs)('%s links only to files that exist', (path) => {
    const links = [...read(path).matchAll(/\]\(([^)#\s]+)(?:#[^)]*)?\)/g)].map((match) => match[1] ?? '');
    const local = links.filter((link) => !/^[a-z]+:/.test(link));
    const missing = local.filter((link) => !existsSync(join(root, dirname(path), link)));
    expect(missing).toEqual([]);
  });
});
