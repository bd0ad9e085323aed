import type { AssistantCompany, AssistantPart, CompanySearchQuery, Locale, WorkLanguage } from '@tendero/contracts';
import { findService, places, serviceNames } from '../catalog/index';
import type { Marketplace } from '../marketplace/index';
import { matchServices, scoreServices } from '../marketplace/index';
import { foldText } from '../shared/fold-text';

/**
 * The assistant's tools. Each runs with what the caller may see anyway: the public marketplace (listed
 * companies and their public figures) and Tendero's own help texts. No tool reads another person's
 * conversations, inquiries or contacts, so no question can make the assistant reveal them. Tool results
 * are data for the answer, never instructions.
 */

/**
 * What a described need was read as: `words`, what to ask the marketplace search (the words of the
 * question that say what is needed, as the search reads them), the services the search reads them as, a
 * city and a working language, each optional.
 */
export type ReadNeed = { words: string; services: string[]; city: string | null; language: WorkLanguage | null };

/** Languages a client may ask a provider to speak, as people write them (folded: no diacritics). */
const languageWords: [WorkLanguage, RegExp][] = [
  ['en', /\b(english|angielsk\w*|anglojezyczn\w*)\b/],
  ['de', /\b(german|deutsch|niemieck\w*)\b/],
  ['pl', /\b(polish|polsk\w*)\b/],
  ['uk', /\b(ukrainian|ukrainsk\w*)\b/],
  ['fr', /\b(french|francusk\w*)\b/],
  ['es', /\b(spanish|hiszpansk\w*)\b/],
];

/** The city a need names, in either language and inflected ("w Krakowie", "in Warsaw", "Wrocławiu"). */
export function cityIn(text: string): string | null {
  const words = foldText(text).split(' ');
  for (const place of places) {
    const names = [place.names.en, place.names.pl].map(foldText);
    for (const name of names) {
      if (name.includes(' ')) {
        if (foldText(text).includes(name)) return place.slug;
        continue;
      }
      const stem = name.slice(0, Math.max(4, name.length - 2));
      if (words.some((word) => word === name || (word.length >= stem.length && word.startsWith(stem)))) {
        return place.slug;
      }
    }
  }
  return null;
}

/** Words that say nothing about the service wanted (asking, people, places' prepositions), folded. */
const fillerWords = new Set(
  (
    'a an the in of for to and or my our we i me you who can could that which with at on by from is are be ' +
    'need needs looking look want find please help would like someone something provider company firm ' +
    'speaks speak speaking works work near around budget up about how what where ' +
    'szukam szukamy potrzebuje potrzebujemy prosze dla w we na do z ze i oraz albo ktory ktora ktore ' +
    'ktorzy mowi mowiacy mowiaca mowiacej mowiacego po jest sa mam mamy chce chcemy firma firmy firme firmie ' +
    'kogos czegos budzet okolo zl pln eur ' +
    // Asking for an inquiry is not asking for "contract drafting".
    'draft write prepare create inquiry inquiries przygotuj napisz utworz zapytanie zapytania'
  ).split(' '),
);

/**
 * Whether the search read a run of words as this service because a word of the run starts like a word of
 * its name (four letters; a short name word such as "SEO" or "web" exactly), not only because a name
 * contains the letters ("tell" is inside "intelligence").
 */
function namedIn(slug: string, words: readonly string[]): boolean {
  const stems = new Set(words.map((word) => word.slice(0, 4)));
  const names = findService(slug)?.service.names;
  return [names?.en ?? '', names?.pl ?? ''].some((name) =>
    foldText(name)
      .split(' ')
      .some((word) => (word.length < 4 ? words.includes(word) : stems.has(word.slice(0, 4)))),
  );
}

/**
 * The words of a need to ask the marketplace search with: of the whole and its runs of one to three words,
 * the one the search's own catalogue reading (`scoreServices`) reads best, a longer run counting a little
 * more ("bookkeeping" of "bookkeeping office", "website" of "website shop", "tłumacza przysięgłego" whole);
 * null when the search reads none of them as the catalogue. `words` are folded; the answer is the indices.
 */
function serviceWords(words: readonly string[]): { start: number; end: number } | null {
  let best: { start: number; end: number; value: number } | null = null;
  const runs: [number, number][] = [[0, words.length]];
  for (const size of [3, 2, 1]) {
    for (let start = 0; start + size <= words.length; start++) runs.push([start, start + size]);
  }
  for (const [start, end] of runs) {
    const run = words.slice(start, end);
    const top = scoreServices(run.join(' ')).find(({ slug }) => namedIn(slug, run));
    if (!top) continue;
    const value = top.score + 0.15 * (Math.min(run.length, 3) - 1);
    if (!best || value > best.value) best = { start, end, value };
  }
  return best;
}

/**
 * Reads a sentence in either language as the marketplace search would be asked it: the city (either name,
 * inflected) and the working language as its filters, and the words that say what is needed, as typed,
 * without the asking ("I need", "szukam"), the place, the language or amounts. The search itself finds the
 * companies.
 */
export function readNeed(text: string): ReadNeed {
  const folded = foldText(text);
  const city = cityIn(text);
  const language = languageWords.find(([, pattern]) => pattern.test(folded))?.[0] ?? null;
  const languageWord = (word: string) => languageWords.some(([, pattern]) => pattern.test(word));
  const tokens = text
    .split(/[^\p{L}\p{N}]+/u)
    .map((typed) => ({ typed, word: foldText(typed) }))
    .filter(
      ({ word }) =>
        word.length >= 2 &&
        !word.includes(' ') &&
        !fillerWords.has(word) &&
        !/^\d/.test(word) &&
        !languageWord(word) &&
        !(city !== null && cityIn(word) === city),
    );
  const run = serviceWords(tokens.map((token) => token.word));
  const asked = run ? tokens.slice(run.start, run.end) : tokens;
  return {
    words: asked.map((token) => token.typed).join(' '),
    services: run ? matchServices(asked.map((token) => token.word).join(' ')).slice(0, 3) : [],
    city,
    language,
  };
}

function companyPath(locale: Locale, id: string): string {
  return `/${locale}/marketplace/company/${id}`;
}

/**
 * Listed companies for a need, best first, as cards: the marketplace search itself, asked the need's words
 * with its city and language (so the assistant finds what the search finds); relaxes the language, then
 * the city, when nothing matches.
 */
export async function findCompanies(
  marketplace: Marketplace,
  need: ReadNeed,
  locale: Locale,
  limit = 4,
): Promise<{ items: AssistantCompany[]; total: number; relaxed: ('language' | 'city')[]; searchPath: string } | null> {
  if (!need.words) return null;
  const attempts: { query: Partial<CompanySearchQuery>; relaxed: ('language' | 'city')[] }[] = [
    { query: { city: need.city ?? undefined, language: need.language ?? undefined }, relaxed: [] },
    ...(need.language ? [{ query: { city: need.city ?? undefined }, relaxed: ['language' as const] }] : []),
    ...(need.city ? [{ query: {}, relaxed: [...(need.language ? ['language' as const] : []), 'city' as const] }] : []),
  ];
  for (const attempt of attempts) {
    const query = { q: need.words, sort: 'relevance', page: 1, ...attempt.query } as CompanySearchQuery;
    const found = await marketplace.search(query, locale);
    if (found.total === 0) continue;
    const params = new URLSearchParams({ q: need.words });
    if (query.city) params.set('city', query.city);
    if (query.language) params.set('language', query.language);
    return {
      total: found.total,
      relaxed: attempt.relaxed,
      searchPath: `/${locale}/marketplace/search/all?${params}`,
      items: found.items.slice(0, limit).map((card) => ({
        id: card.id,
        name: card.name,
        city: card.city?.name ?? null,
        rating: card.rating.average,
        reviews: card.rating.verifiedCount,
        services: serviceNames(card.services, locale).slice(0, 3),
        verified: true,
        path: companyPath(locale, card.id),
      })),
    };
  }
  return { items: [], total: 0, relaxed: [], searchPath: `/${locale}/marketplace` };
}

/** An inquiry drafted from a described need: the page stores it as the inquiry form's draft and opens it. */
export function draftInquiry(
  text: string,
  need: ReadNeed,
  locale: Locale,
): Extract<AssistantPart, { type: 'inquiryDraft' }> {
  const budget = foldText(text).match(/(\d[\d ]{2,})\s*(zl|pln|eur|€)/);
  return {
    type: 'inquiryDraft',
    draft: {
      services: need.services.slice(0, 3),
      city: need.city,
      description: text.trim().slice(0, 2000),
      budgetMax: budget ? Number(budget[1]?.replace(/\s/g, '')) : null,
    },
    formPath: `/${locale}/orders/my?draft=1`,
  };
}
