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

/** pg_trgm's similarity (shared trigrams over all trigrams), so "sofware" is close to "software". */
export function similarity(a: string, b: string): number {
  const x = trigrams(a);
  const y = trigrams(b);
  let shared = 0;
  for (const gram of x) if (y.has(gram)) shared++;
  return shared / (x.size + y.size - shared || 1);
}

const entries = catalogue.categories.flatMap((category) =>
  category.services.map((service) => ({
    slug: service.slug,
    names: [foldText(service.names.en), foldText(service.names.pl)],
    categoryNames: [foldText(category.names.en), foldText(category.names.pl)],
  })),
);

/**
 * Reads free text as catalogue services, in either language and despite typos or missing diacritics:
 * a service matches when its name contains the text, or is trigram-similar to it (or to a word run of the
 * same length inside it); a category name match brings its services. Best matches first, at most 12.
 */
export function matchServices(text: string): string[] {
  const query = foldText(text);
  if (query.length < 3) return [];
  const words = query.split(' ').length;
  const scored = entries
    .map((entry) => {
      let best = 0;
      for (const name of [...entry.names, ...entry.categoryNames.map((n) => `${n}`)]) {
        if (name.includes(query)) best = Math.max(best, entry.categoryNames.includes(name) ? 0.7 : 1);
        const parts = name.split(' ');
        for (let i = 0; i + words <= parts.length; i++) {
          best = Math.max(best, similarity(query, parts.slice(i, i + words).join(' ')));
        }
        best = Math.max(best, similarity(query, name));
      }
      return { slug: entry.slug, score: best };
    })
    .filter((entry) => entry.score >= 0.45)
    .sort((a, b) => b.score - a.score);
  return scored.slice(0, 12).map((entry) => entry.slug);
}
