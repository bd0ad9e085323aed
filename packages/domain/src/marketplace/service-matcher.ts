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

/**
 * Every category and service of the catalogue (an "owner"), each with its names in both languages, and
 * the trigram sets a query is compared with: each whole name, and each run of 1–4 consecutive words of
 * it. An inverted index (trigram → the sets that have it) counts the trigrams a query shares with every
 * set in one pass over the query's trigrams, instead of comparing the query with all of them (5.8 ms a
 * query at first, 1.1 ms with cached trigrams, now a few dozen microseconds).
 */
type Owner = { slug: string; kind: 'category' | 'service'; services: string[]; names: string[] };
const owners: Owner[] = [
  ...catalogue.categories.map((category) => ({
    slug: category.slug,
    kind: 'category' as const,
    services: category.services.map((service) => service.slug),
    names: [foldText(category.names.en), foldText(category.names.pl)],
  })),
  ...catalogue.categories.flatMap((category) =>
    category.services.map((service) => ({
      slug: service.slug,
      kind: 'service' as const,
      services: [service.slug],
      names: [foldText(service.names.en), foldText(service.names.pl)],
    })),
  ),
];

/** A trigram set of an owner's name: `words` 0 for the whole name, else the length of the word run. */
type GramSet = { owner: number; size: number };
const gramSets: GramSet[] = [];
/** By `words` (0: whole names): trigram → the gram sets that contain it. */
const gramIndex = new Map<number, Map<string, number[]>>();

function addGramSet(owner: number, words: number, text: string): void {
  const grams = trigrams(text);
  const id = gramSets.push({ owner, size: grams.size }) - 1;
  let index = gramIndex.get(words);
  if (!index) {
    index = new Map();
    gramIndex.set(words, index);
  }
  for (const gram of grams) {
    const list = index.get(gram);
    if (list) list.push(id);
    else index.set(gram, [id]);
  }
}

owners.forEach((owner, id) => {
  for (const name of owner.names) {
    addGramSet(id, 0, name);
    const parts = name.split(' ');
    for (let length = 1; length <= Math.min(4, parts.length); length++) {
      for (let i = 0; i + length <= parts.length; i++) addGramSet(id, length, parts.slice(i, i + length).join(' '));
    }
  }
});

/**
 * How well each owner's names read the folded query: 1 when one contains it, else the best trigram
 * similarity to a whole name or to a run of as many words as the query has.
 */
function scoreOwners(query: string): Float64Array {
  const scores = new Float64Array(owners.length);
  owners.forEach((owner, id) => {
    if (owner.names.some((name) => name.includes(query))) scores[id] = 1;
  });
  const grams = trigrams(query);
  const shared = new Int32Array(gramSets.length);
  const touched: number[] = [];
  for (const words of [0, query.split(' ').length]) {
    const index = gramIndex.get(words);
    if (!index) continue;
    for (const gram of grams) {
      for (const id of index.get(gram) ?? []) {
        if (shared[id] === 0) touched.push(id);
        shared[id] = (shared[id] ?? 0) + 1;
      }
    }
  }
  for (const id of touched) {
    const set = gramSets[id] as GramSet;
    const common = shared[id] ?? 0;
    const score = common / (grams.size + set.size - common || 1);
    if (score > (scores[set.owner] ?? 0)) scores[set.owner] = score;
  }
  return scores;
}

const threshold = 0.45;
/** A category read from the text counts a little less than a service named by it. */
const categoryWeight = 0.7;

/** What free text reads as in the catalogue; `readText` computes it once for a search. */
export type CatalogueReading = {
  /** The categories whose name the text matches (all their services count), best first. */
  categories: string[];
  /** The services whose name it matches, best first. */
  services: string[];
  /** `matchServices`: the services it was read as, best first, at most 12, with their scores. */
  scored: { slug: string; score: number }[];
};

/**
 * Reads free text as the catalogue, in either language and despite typos or missing diacritics: the
 * categories whose name it matches (all their services) and the services whose name it matches.
 */
export function readText(text: string): CatalogueReading {
  const query = foldText(text);
  if (query.length < 3) return { categories: [], services: [], scored: [] };
  const scores = scoreOwners(query);
  const matched = (kind: Owner['kind']) =>
    owners
      .map((owner, id) => ({ owner, score: scores[id] ?? 0 }))
      .filter((entry) => entry.owner.kind === kind && entry.score >= threshold)
      .sort((a, b) => b.score - a.score);
  const categories = matched('category');
  const services = matched('service');
  const byService = new Map<string, number>();
  for (const { owner, score } of categories) {
    for (const slug of owner.services) byService.set(slug, Math.max(byService.get(slug) ?? 0, score * categoryWeight));
  }
  for (const { owner, score } of services) byService.set(owner.slug, Math.max(byService.get(owner.slug) ?? 0, score));
  const scored = owners
    .filter((owner) => owner.kind === 'service' && byService.has(owner.slug))
    .map((owner) => ({ slug: owner.slug, score: byService.get(owner.slug) ?? 0 }))
    .sort((a, b) => b.score - a.score)
    .slice(0, 12);
  return {
    categories: categories.map((entry) => entry.owner.slug),
    services: services.map((entry) => entry.owner.slug),
    scored,
  };
}

export function readCatalogue(text: string): { categories: string[]; services: string[] } {
  const { categories, services } = readText(text);
  return { categories, services };
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
  return readText(text).scored;
}
