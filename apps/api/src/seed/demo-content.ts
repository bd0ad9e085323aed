import { demoCompanyTwins } from '@tendero/db/seed';
import type { ContentTranslator } from '@tendero/domain';
import { demoMarketplaceTwins } from './demo-marketplace-build';
import { demoSoloFirm } from './demo-solo-firm';

/** Search result cards carry a description's first 240 characters (`left(description, 240)` in search). */
const cardLength = 240;
const headOf = (text: string) => Array.from(text).slice(0, cardLength).join('');

/**
 * Demo mode's content translator (decision 0009): the demo data is written in both languages, each company
 * stores its own, and this knows every demo text's twin, so demo pages show in the page's language. Any
 * other text (whatever a user writes) has no twin and shows as written.
 */
export function createDemoContentTranslator(): ContentTranslator {
  const twins = new Map<string, readonly [string, string]>();
  const heads = new Map<string, readonly [string, string]>();
  for (const pair of [...demoMarketplaceTwins(), ...demoCompanyTwins(), demoSoloFirm.descriptionTwin]) {
    for (const text of pair) {
      twins.set(text, pair);
      if (Array.from(text).length > cardLength) heads.set(headOf(text), pair);
    }
  }
  return (text, locale) => {
    const index = locale === 'pl' ? 1 : 0;
    const pair = twins.get(text);
    if (pair) return pair[index];
    const cut = heads.get(text);
    return cut ? headOf(cut[index]) : null;
  };
}

let shared: ContentTranslator | null = null;
/** One translator per process (the tables are fixed; building it takes a few milliseconds). */
export function demoContentTranslator(): ContentTranslator {
  shared ??= createDemoContentTranslator();
  return shared;
}
