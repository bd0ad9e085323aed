import type { AssistantCompany, AssistantPart, CompanySearchQuery, Locale, WorkLanguage } from '@tendero/contracts';
import { findService, places, serviceNames } from '../catalog/index';
import type { Marketplace } from '../marketplace/index';
import { scoreServices } from '../marketplace/index';
import { foldText } from '../shared/fold-text';

/**
 * The assistant's tools. Each runs with what the caller may see anyway: the public marketplace (listed
 * companies and their public figures) and Tendero's own help texts. No tool reads another person's
 * conversations, inquiries or contacts, so no question can make the assistant reveal them. Tool results
 * are data for the answer, never instructions.
 */

/** What a described need was read as: services, a city and a working language, each optional. */
export type ReadNeed = { services: string[]; city: string | null; language: WorkLanguage | null };

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
    'szukam szukamy potrzebuje potrzebujemy prosze dla w we na do z ze i oraz albo ktory ktora ktore ' +
    'ktorzy mowi mowiacy mowiaca po jest sa mam mamy chce chcemy firma firmy firme firmie kogos czegos ' +
    // Asking for an inquiry is not asking for "contract drafting".
    'draft write prepare create inquiry inquiries przygotuj napisz utworz zapytanie zapytania'
  ).split(' '),
);

/**
 * The services a sentence asks for, best first: every run of one to three meaningful words is read as the
 * catalogue (either language, typos, inflection by trigrams), a longer run counting a little more.
 */
function servicesIn(text: string, skip: (word: string) => boolean): string[] {
  const words = foldText(text)
    .split(' ')
    .filter((word) => word.length >= 3 && !fillerWords.has(word) && !skip(word));
  const found = new Map<string, number>();
  for (const size of [3, 2, 1]) {
    for (let start = 0; start + size <= words.length; start++) {
      scoreServices(words.slice(start, start + size).join(' ')).forEach(({ slug, score }, rank) => {
        const value = score + 0.15 * (size - 1) - 0.02 * rank;
        if ((found.get(slug) ?? 0) < value) found.set(slug, value);
      });
    }
  }
  // Trigrams alone read "tell" as "intelligence": a service counts only when a word of the question
  // starts like a word of its name (four letters; a short name word such as "SEO" exactly).
  const stems = new Set(words.map((word) => word.slice(0, 4)));
  const named = (slug: string) => {
    const names = findService(slug)?.service.names;
    return [names?.en ?? '', names?.pl ?? ''].some((name) =>
      foldText(name)
        .split(' ')
        .some((word) => (word.length < 4 ? words.includes(word) : stems.has(word.slice(0, 4)))),
    );
  };
  return [...found]
    .filter(([slug, value]) => value >= 0.5 && named(slug))
    .sort((a, b) => b[1] - a[1])
    .map(([slug]) => slug);
}

export function readNeed(text: string): ReadNeed {
  const folded = foldText(text);
  const city = cityIn(text);
  const language = languageWords.find(([, pattern]) => pattern.test(folded))?.[0] ?? null;
  // Place and language words are not services: reading "Kraków" as a service name only adds noise.
  const cityWords = city
    ? new Set(
        foldText(text)
          .split(' ')
          .filter((word) => cityIn(word) === city),
      )
    : new Set();
  const languageWord = (word: string) => languageWords.some(([, pattern]) => pattern.test(word));
  return {
    services: servicesIn(text, (word) => cityWords.has(word) || languageWord(word)).slice(0, 3),
    city,
    language,
  };
}

function companyPath(locale: Locale, id: string): string {
  return `/${locale}/marketplace/company/${id}`;
}

/** Listed companies for a need, best first, as cards; relaxes the language, then the city, if none match. */
export async function findCompanies(
  marketplace: Marketplace,
  need: ReadNeed,
  locale: Locale,
  limit = 4,
): Promise<{ items: AssistantCompany[]; total: number; relaxed: ('language' | 'city')[]; searchPath: string } | null> {
  const service = need.services[0];
  if (!service) return null;
  const attempts: { query: Partial<CompanySearchQuery>; relaxed: ('language' | 'city')[] }[] = [
    { query: { city: need.city ?? undefined, language: need.language ?? undefined }, relaxed: [] },
    ...(need.language ? [{ query: { city: need.city ?? undefined }, relaxed: ['language' as const] }] : []),
    ...(need.city ? [{ query: {}, relaxed: [...(need.language ? ['language' as const] : []), 'city' as const] }] : []),
  ];
  for (const attempt of attempts) {
    const query = { service, sort: 'relevance', page: 1, ...attempt.query } as CompanySearchQuery;
    const found = await marketplace.search(query, locale);
    if (found.total === 0) continue;
    const category = findService(service)?.category.slug ?? '';
    const params = new URLSearchParams({ service });
    if (query.city) params.set('city', query.city);
    if (query.language) params.set('language', query.language);
    return {
      total: found.total,
      relaxed: attempt.relaxed,
      searchPath: `/${locale}/marketplace/search/${category}?${params}`,
      items: found.items.slice(0, limit).map((card) => ({
        id: card.id,
        name: card.name,
        city: card.city?.name ?? null,
        rating: card.rating.average,
        reviews: card.rating.count,
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
