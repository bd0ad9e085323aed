import { catalogue } from '../catalog/index';
import { foldText } from './search-text';

function trigrams(text: string): Set<string> {
  const grams = new Set<string>();
  for (const word of text.split(' ')) {
    const padded = `  ${word} `;
    for (let i = 0; i < padded.length - 2; i++) grams.add(padded.slice(i, i + 3));
  }
  return grams;
}

function sharedShare(x: Set<string>, y: Set<string>): number {
  let shared = 0;
  for (const gram of x) if (y.has(gram)) shared++;
  return shared / (x.size + y.size - shared || 1);
}

/** pg_trgm's similarity (shared trigrams over all trigrams), so "sofware" is close to "software". */
export function similarity(a: string, b: string): number {
  return sharedShare(trigrams(a), trigrams(b));
}

type Name = { folded: string; grams: Set<string>; runs: Map<number, Set<string>[]> };

/** A catalogue name with its trigrams and those of every run of 1–4 consecutive words, computed once. */
function nameOf(text: string): Name {
  const folded = foldText(text);
  const parts = folded.split(' ');
  const runs = new Map<number, Set<string>[]>();
  for (let length = 1; length <= Math.min(4, parts.length); length++) {
    const list: Set<string>[] = [];
    for (let i = 0; i + length <= parts.length; i++) list.push(trigrams(parts.slice(i, i + length).join(' ')));
    runs.set(length, list);
  }
  return { folded, grams: trigrams(folded), runs };
}

/** How well a name reads the query: 1 when it contains it, else the best trigram similarity to it or to a word run of the same length inside it. */
function scoreOf(query: string, queryGrams: Set<string>, words: number, names: Name[]): number {
  let best = 0;
  for (const name of names) {
    if (name.folded.includes(query)) return 1;
    best = Math.max(best, sharedShare(queryGrams, name.grams));
    for (const run of name.runs.get(words) ?? []) best = Math.max(best, sharedShare(queryGrams, run));
  }
  return best;
}

const categories = catalogue.categories.map((category) => ({
  slug: category.slug,
  services: category.services.map((service) => service.slug),
  names: [nameOf(category.names.en), nameOf(category.names.pl)],
}));
const services = catalogue.categories.flatMap((category) =>
  category.services.map((service) => ({
    slug: service.slug,
    names: [nameOf(service.names.en), nameOf(service.names.pl)],
  })),
);

const threshold = 0.45;
/** A category read from the text counts a little less than a service named by it. */
const categoryWeight = 0.7;

/**
 * Reads free text as the catalogue, in either language and despite typos or missing diacritics: the
 * categories whose name it matches (all their services) and the services whose name it matches.
 */
export function readCatalogue(text: string): { categories: string[]; services: string[] } {
  const query = foldText(text);
  if (query.length < 3) return { categories: [], services: [] };
  const queryGrams = trigrams(query);
  const words = query.split(' ').length;
  const matchedCategories = categories
    .map((category) => ({ category, score: scoreOf(query, queryGrams, words, category.names) }))
    .filter((entry) => entry.score >= threshold)
    .sort((a, b) => b.score - a.score);
  const matchedServices = services
    .map((service) => ({ slug: service.slug, score: scoreOf(query, queryGrams, words, service.names) }))
    .filter((entry) => entry.score >= threshold)
    .sort((a, b) => b.score - a.score);
  return {
    categories: matchedCategories.map((entry) => entry.category.slug),
    services: matchedServices.map((entry) => entry.slug),
  };
}

/**
 * The services the text was read as, best first, at most 12: those it names, and those of the categories
 * it names (slightly behind a service named as well as the category).
 */
export function matchServices(text: string): string[] {
  return scoreServices(text).map((entry) => entry.slug);
}

/** `matchServices` with each service's score (0–1), best first, at most 12. */
export function scoreServices(text: string): { slug: string; score: number }[] {
  const query = foldText(text);
  if (query.length < 3) return [];
  const queryGrams = trigrams(query);
  const words = query.split(' ').length;
  const scores = new Map<string, number>();
  for (const category of categories) {
    const score = scoreOf(query, queryGrams, words, category.names);
    const weighted = score * categoryWeight;
    if (score < threshold) continue;
    for (const slug of category.services) scores.set(slug, Math.max(scores.get(slug) ?? 0, weighted));
  }
  for (const service of services) {
    const score = scoreOf(query, queryGrams, words, service.names);
    if (score >= threshold) scores.set(service.slug, Math.max(scores.get(service.slug) ?? 0, score));
  }
  return services
    .filter((service) => scores.has(service.slug))
    .map((service) => ({ slug: service.slug, score: scores.get(service.slug) ?? 0 }))
    .sort((a, b) => b.score - a.score)
    .slice(0, 12);
}
