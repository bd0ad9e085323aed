import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** Every .tsx file under apps/web (pages and features). */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name.startsWith('.') ? [] : sources(path);
    return entry.name.endsWith('.tsx') ? [path] : [];
  });
}

const web = join(import.meta.dirname, '..', '..');

describe('forms sent by script', () => {
  it('are <Form> (an early press is held and replayed), never a plain <form onSubmit>', () => {
    const plain = sources(web)
      .filter((file) => !file.endsWith(join('lib', 'form.tsx')))
      .flatMap((file) =>
        [...readFileSync(file, 'utf8').matchAll(/<form\b[^>]*?\bonSubmit=/gs)].map(() => file.slice(web.length + 1)),
      );
    expect(plain).toEqual([]);
  });

  it('give a radio button its value through choice(), which register() cannot', () => {
    const misuse = sources(web).filter((file) =>
      /type="radio"[^>]*\{\.\.\.register\(/.test(readFileSync(file, 'utf8')),
    );
    expect(misuse).toEqual([]);
  });
});
