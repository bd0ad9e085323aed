import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  chromiumLaunchOptions,
  journeyLaunchOptions,
  playwrightDisabledFeatures,
  unusedBrowserFeatures,
} from '../e2e/chromium';

/**
 * Chromium reads only the last `--disable-features` switch, so e2e/chromium.ts's switch replaces the one
 * Playwright adds and must repeat its list: this fails when the installed Playwright disables other features.
 */
describe('the journeys’ Chromium switches', () => {
  it('repeat every feature the installed Playwright disables', () => {
    const entry = createRequire(import.meta.url).resolve('playwright-core/package.json');
    const bundle = readFileSync(join(dirname(entry), 'lib', 'coreBundle.js'), 'utf8');
    const list = /disabledFeatures = \[([\s\S]*?)\]\.filter/.exec(bundle)?.[1];
    expect(list, 'Playwright’s disabledFeatures list in lib/coreBundle.js').toBeDefined();
    const theirs = [...(list ?? '').matchAll(/^\s*"([^"]+)"/gm)].map((match) => match[1]);
    expect(theirs.length).toBeGreaterThan(5);
    expect(playwrightDisabledFeatures).toEqual(theirs);
  });

  it('pass one --disable-features switch: Playwright’s features and the unused popups', () => {
    const switches = chromiumLaunchOptions.args.filter((arg) => arg.startsWith('--disable-features='));
    expect(switches).toEqual([
      `--disable-features=${[...playwrightDisabledFeatures, ...unusedBrowserFeatures].join(',')}`,
    ]);
    // The journeys' headless shell starts with the same switches, and V8 compiles its pages' code no further
    // than its baseline compiler, with the GPU process's work in the browser process (e2e/chromium.ts).
    expect(journeyLaunchOptions.args).toEqual([
      ...chromiumLaunchOptions.args,
      '--js-flags=--max-opt=1',
      '--in-process-gpu',
    ]);
  });
});
