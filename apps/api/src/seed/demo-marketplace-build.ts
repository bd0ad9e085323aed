import type { EntryKind, TeamSize, WorkLanguage } from '@tendero/contracts';
import {
  addresses,
  answerTexts,
  type CompanyRow,
  clientsSentence,
  commonFaqs,
  companyRows,
  countryLanguages,
  demoClients,
  englishProfiles,
  failedPortfolioNotes,
  type Item,
  industries,
  type Lang,
  localNames,
  mobilePrefixes,
  type Name,
  type Pair,
  polishFirstNames,
  polishSurnames,
  promoConditions,
  reviewTexts,
  type Sector,
  type State,
  sectors,
  sinceSentences,
  stepVariants,
  unverifiedTestCompany,
  verificationNotes,
} from '@tendero/db/seed';
import { findPlace } from '@tendero/domain/catalog';

export type Random = () => number;

/** mulberry32: a tiny, fast PRNG with a 32-bit state; the same seed gives the same sequence everywhere. */
export function mulberry32(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** FNV-1a of a string: each company's own PRNG seed, so rows are independent of each other. */
export function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}

export const between = (random: Random, min: number, max: number) => min + Math.floor(random() * (max - min + 1));
export const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
export function shuffled<T>(random: Random, items: readonly T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}
export const roundPrice = (value: number) => {
  const step = value >= 1000 ? 50 : value >= 100 ? 10 : 5;
  return Math.max(step, Math.round(value / step) * step);
};
export const texts = (item: Item, lang: Lang) => (lang === 'en' ? [item[0], item[1]] : [item[2], item[3]]);

export type NamePicker = (random: Random, country: string, fixed?: Name) => Name;

/** Draws people's names that nobody in the demo data has yet (deterministic: the rows are built in order). */
export function namePicker(): NamePicker {
  const used = new Set(['Tomasz Zieliński', 'Julia Mazur', 'Adam Nowak', 'Katarzyna Lewandowska']);
  const take = (name: Name) => {
    used.add(name.join(' '));
    return name;
  };
  return (random, country, fixed) => {
    if (fixed) return take(fixed);
    const pool = (localNames[country] ?? '')
      .split(', ')
      .filter(Boolean)
      .map((full): Name => [full.slice(0, full.indexOf(' ')), full.slice(full.indexOf(' ') + 1)]);
    const start = Math.floor(random() * pool.length);
    for (let i = 0; i < pool.length; i++) {
      const name = pool[(start + i) % pool.length] as Name;
      if (!used.has(name.join(' '))) return take(name);
    }
    for (;;) {
      const female = random() < 0.5;
      const first = pick(random, (female ? polishFirstNames.female : polishFirstNames.male).split(' '));
      const surname = pick(random, polishSurnames);
      const name: Name = [first, female ? surname.replace(/ki$/, 'ka') : surname];
      if (!used.has(name.join(' '))) return take(name);
    }
  };
}

export type Rating = 3 | 4 | 5;
export type DemoReview = { client: number; rating: Rating; text: string; answer: string | null };
export type DemoCompany = {
  slug: string;
  state: State;
  manager: Name;
  rep: Name;
  locale: Lang;
  phone: string | null;
  details: {
    name: string;
    description: string;
    email: string;
    website: string;
    country: string;
    city: string;
    postalCode: string;
    address: string;
    teamSize: TeamSize;
    foundedYear: number;
    services: string[];
    languages: WorkLanguage[];
    tags: string[];
  };
  entries: [EntryKind, Record<string, unknown>][];
  reviews: DemoReview[];
  /** The description in both languages (`details.description` is the company's own language of the two). */
  descriptionTwin: Pair;
};

/** 0–8 reviews (a few companies none), mostly 4–5 stars, about half answered. */
export function planReviews(random: Random, lang: Lang, count: number): DemoReview[] {
  const clients = shuffled(
    random,
    demoClients.map((_, index) => index + 1),
  ).slice(0, count);
  return clients.map((client) => {
    const roll = random();
    const rating: Rating = roll < 0.58 ? 5 : roll < 0.88 ? 4 : 3;
    const language: Lang = random() < 0.7 ? lang : lang === 'en' ? 'pl' : 'en';
    const answered = random() < 0.5;
    return {
      client,
      rating,
      text: pick(random, reviewTexts[rating][language]),
      answer: answered ? pick(random, answerTexts[rating][language]) : null,
    };
  });
}

export function buildCompany(row: CompanyRow, names: NamePicker): DemoCompany {
  const [slug, name, city, sectorKey, teamSize, founded, state = 'V', managerName] = row;
  const sector: Sector = sectors[sectorKey];
  const random = mulberry32(hashOf(slug));
  const place = findPlace(city);
  if (!place) throw new Error(`demo marketplace: unknown city ${city}`);
  const country = place.country;
  const polish = country === 'PL';
  const lang: Lang = polish && !englishProfiles.has(slug) ? 'pl' : 'en';
  const currency = polish ? 'PLN' : 'EUR';
  const price = (pln: number, factor: number) => roundPrice((polish ? pln : pln / 4.3) * factor);

  const manager = names(random, country, managerName);
  const rep = names(random, country);

  const aboutIndex = between(random, 0, sector.about.length - 1);
  const about = sector.about[aboutIndex] as Pair;
  const industry = random() < 0.7 ? pick(random, industries) : null;
  const since = pick(random, sinceSentences)(founded);
  const descriptionIn = (language: Lang) =>
    [
      about[language === 'en' ? 0 : 1],
      ...(industry ? [clientsSentence(industry, language)] : []),
      since[language === 'en' ? 0 : 1],
    ].join(' ');
  const descriptionTwin: Pair = [descriptionIn('en'), descriptionIn('pl')];

  const serviceCount = between(random, 2, 5);
  const withRelated = sector.related.length > 0 && random() < 0.35;
  const services = [
    ...shuffled(random, sector.services).slice(0, withRelated ? serviceCount - 1 : serviceCount),
    ...(withRelated ? [pick(random, sector.related)] : []),
  ];
  const languages = [...(countryLanguages[country] ?? ['en'])];
  const extra = random();
  if (polish && extra < 0.3) languages.push('de');
  else if (polish && extra < 0.45) languages.push('uk');
  else if (!polish && extra < 0.4) languages.push('pl');

  const [postalCode, street] = pick(random, addresses[city] ?? [['', '']]);
  const details: DemoCompany['details'] = {
    name,
    description: descriptionIn(lang),
    email: `${polish ? pick(random, ['biuro', 'kontakt']) : pick(random, ['info', 'hello'])}@${slug}.example`,
    website: `https://www.${slug}.example`,
    country,
    city,
    postalCode,
    address: street ? street.replace('#', String(between(random, 1, 120))) : '',
    teamSize,
    foundedYear: founded,
    services: slug === 'nieweryfikowana' ? [...unverifiedTestCompany.services] : services,
    languages: [...new Set(languages)],
    tags: shuffled(random, sector.tags).slice(0, between(random, 1, 3)),
  };

  const entries: DemoCompany['entries'] = [];
  for (const offer of shuffled(random, sector.offers).slice(0, between(random, 1, 3))) {
    const [offerName, description] = texts(offer, lang);
    entries.push(['offer', { name: offerName, description }]);
  }
  const factor = pick(random, [0.9, 1, 1.1, 1.2]);
  if (random() < 0.35) {
    const [promoName, description] = texts(sector.promo.item, lang);
    const [conditionsBefore, conditionsAfter] = texts(pick(random, promoConditions), lang);
    entries.push([
      'promo',
      {
        name: promoName,
        description,
        priceBefore: price(sector.promo.pln[0], factor),
        priceAfter: price(sector.promo.pln[1], factor),
        currency,
        conditionsBefore,
        conditionsAfter,
      },
    ]);
  }
  if (sectorKey === 'training' || random() < 0.35) {
    const [courseName, description] = texts(sector.course.item, lang);
    entries.push(['course', { name: courseName, description, price: price(sector.course.pln, factor), currency }]);
  }
  const steps = pick(random, stepVariants);
  const stepCount = between(random, 2, 4);
  for (const step of [...steps.slice(0, stepCount - 1), steps[steps.length - 1] as Item]) {
    const [title, description] = texts(step, lang);
    entries.push(['step', { title, description }]);
  }
  const faqs = [...shuffled(random, sector.faqs).slice(0, between(random, 1, 2)), ...shuffled(random, commonFaqs)];
  for (const faq of faqs.slice(0, between(random, 1, 3))) {
    const [question, answer] = texts(faq, lang);
    entries.push(['faq', { question, answer }]);
  }

  const roll = random();
  const reviewCount =
    roll < 0.12 ? 0 : roll < 0.35 ? between(random, 1, 2) : roll < 0.8 ? between(random, 3, 5) : between(random, 6, 8);
  const reviews = state === 'V' ? planReviews(random, lang, reviewCount) : [];
  const phone = polish
    ? `+48${pick(random, mobilePrefixes)}${String(between(random, 0, 999_999)).padStart(6, '0')}`
    : null;
  return {
    slug,
    state,
    manager,
    rep,
    locale: polish ? 'pl' : 'en',
    phone,
    details,
    entries,
    reviews,
    descriptionTwin,
  };
}

/**
 * Every text of the demo marketplace with its twin in the other language: the tables' items, reviews and
 * answers, the admin's notes, and each company's description (decision 0009). The API shows demo content
 * in the page's language with them; what is stored is each company's own language.
 */
export function demoMarketplaceTwins(): Pair[] {
  const twins: Pair[] = [];
  const ofItem = (item: Item) => twins.push([item[0], item[2]], [item[1], item[3]]);
  for (const sector of Object.values(sectors) as Sector[]) {
    for (const item of [...sector.offers, sector.promo.item, sector.course.item, ...sector.faqs]) ofItem(item);
  }
  for (const item of [...stepVariants.flat(), ...commonFaqs, ...promoConditions]) ofItem(item);
  for (const texts of [...Object.values(reviewTexts), ...Object.values(answerTexts)]) {
    for (const [index, en] of texts.en.entries()) twins.push([en, texts.pl[index] as string]);
  }
  twins.push(...Object.values(verificationNotes).flat(), ...failedPortfolioNotes);
  for (const company of demoMarketplaceCompanies()) twins.push(company.descriptionTwin);
  return twins;
}

/** The demo marketplace companies, built the same way on every call. */
export function demoMarketplaceCompanies(): DemoCompany[] {
  const names = namePicker();
  return companyRows.map((row) => buildCompany(row, names));
}

// --- seeding ----------------------------------------------------------------------------------------------
