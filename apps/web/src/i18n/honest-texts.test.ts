import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { apiEndpoints } from '@tendero/contracts';
import { describe, expect, it } from 'vitest';

/**
 * No feature that exists may be called missing (issue 34: the Premium page listed "Newsletters … not
 * available yet" while newsletters worked). Every text of both message catalogues that says a part of
 * Tendero is missing or coming is found here, and each must be named below with why it is still true,
 * checked against what exists (the route table, the endpoint table, the code that shows it). A new such
 * text fails until it is named; a named one that is gone fails until its entry goes too.
 */
const repo = join(import.meta.dirname, '..', '..', '..', '..');
const messagesRoot = join(repo, 'packages', 'i18n', 'messages');
const webRoot = join(repo, 'apps', 'web');

const missingFeature: Record<'en' | 'pl', RegExp> = {
  en: /\b(?:not (?:yet )?available|unavailable)\b[^.]*\byet\b|\bnot yet available\b|\bcoming soon\b|\barriving with\b|\bnot open yet\b|\bby itself yet\b|\bnot (?:measurable|recorded) yet\b/i,
  pl: /jeszcze niedostępn|niedostępn\w* jeszcze|nie jest jeszcze dostępn|wkrótce|pojawią się wraz|nie łączy się jeszcze|budujemy|nie (?:są|jest) jeszcze rejestrowan|jeszcze nie do zmierzenia|jeszcze nie działa/i,
};

function textsOf(tree: unknown, prefix: string): [string, string][] {
  if (typeof tree === 'string') return [[prefix, tree]];
  if (tree === null || typeof tree !== 'object') return [];
  return Object.entries(tree as Record<string, unknown>).flatMap(([key, value]) => textsOf(value, `${prefix}.${key}`));
}

/** Keys (namespace.path) of the texts in either language that say something is missing or coming. */
function claimsOfMissing(): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const locale of ['en', 'pl'] as const) {
    for (const file of readdirSync(join(messagesRoot, locale))) {
      const tree = JSON.parse(readFileSync(join(messagesRoot, locale, file), 'utf8'));
      for (const [key, text] of textsOf(tree, file.replace(/\.json$/, ''))) {
        if (missingFeature[locale].test(text)) found.set(key, [...(found.get(key) ?? []), `${locale}: ${text}`]);
      }
    }
  }
  return found;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) return [];
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const webSources = sourceFiles(webRoot).map((path) => ({
  path: relative(webRoot, path),
  text: readFileSync(path, 'utf8'),
}));

/** The texts that still say something is missing, each with why it is true and the check that it is. */
const stillTrue: Record<string, { why: string; holds?: () => boolean }> = {
  'common.upcoming.badge': {
    why: 'the placeholder of a route that has no page yet: only the catch-all page shows it, for such a route',
    holds: () => upcomingOnlyForRoutesWithoutPage(),
  },
  'common.upcoming.title': {
    why: 'the same placeholder page',
    holds: () => upcomingOnlyForRoutesWithoutPage(),
  },
  'common.upcoming.body': {
    why: 'the same placeholder page',
    holds: () => upcomingOnlyForRoutesWithoutPage(),
  },
  'assistant.errors.translationNeedsModel': {
    why: 'chat translation needs an AI model; the text is the answer only where none is configured',
    holds: () =>
      /if \(!settings\) \{[^}]*translationNeedsModel/.test(
        readFileSync(join(repo, 'packages', 'domain', 'src', 'assistant', 'translator.ts'), 'utf8'),
      ),
  },
  'companies.integrations.lead': {
    why: 'Tendero has no connector to outside tools (CRM, calendar): the page asks support instead',
    holds: () =>
      Object.values(apiEndpoints).every((group) =>
        Object.values(group as Record<string, { path: string }>).every(
          (endpoint) => !/integration|webhook|crm/i.test(endpoint.path) || endpoint.path === '/api/stripe/webhook',
        ),
      ),
  },
  'billing.success.pending': {
    // Not about a feature: nothing to check against what exists.
    why: 'one payment waiting for Stripe to confirm it ("Premium appears shortly"), not a missing feature',
  },
};

function upcomingOnlyForRoutesWithoutPage(): boolean {
  const users = webSources.filter(
    (file) => file.text.includes('UpcomingPage') || file.text.includes("'common.upcoming'"),
  );
  return (
    users.every(
      (file) => file.path.startsWith('src/features/upcoming/') || file.path === 'app/[locale]/[...rest]/page.tsx',
    ) &&
    // The catch-all renders it only for a path of the route table; every other path is the 404 page.
    /if \(!match\)[\s\S]*NotFoundView[\s\S]*UpcomingPage/.test(
      readFileSync(join(webRoot, 'app', '[locale]', '[...rest]', 'page.tsx'), 'utf8'),
    )
  );
}

describe('no feature that exists is called missing', () => {
  it('names every "not available yet" text of both languages, and no other', () => {
    const found = claimsOfMissing();
    const unnamed = [...found]
      .filter(([key]) => !(key in stillTrue))
      .map(([key, texts]) => `${key}: ${texts.join(' | ')}`);
    expect(unnamed, 'these texts say something is missing: fix them, or name them in `stillTrue` with why').toEqual([]);
    const gone = Object.keys(stillTrue).filter((key) => !found.has(key));
    expect(gone, 'named here but no longer saying so: remove the entry').toEqual([]);
  });

  it.each(Object.entries(stillTrue).filter(([, entry]) => entry.holds))('%s is still true', (_key, entry) => {
    expect(entry.holds?.(), entry.why).toBe(true);
  });
});
