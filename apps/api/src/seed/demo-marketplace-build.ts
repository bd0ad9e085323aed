import type { EntryKind, TeamSize, WorkLanguage } from '@tendero/contracts';
import {
  addresses,
  answerFollowUps,
  answerThanks,
  type CompanyRow,
  clientsSentence,
  commonFaqs,
  companyRows,
  countryLanguages,
  demoClients,
  demoCompanyProfile,
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
  reviewClosings,
  reviewOpenings,
  reviewVerdicts,
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
/** A review and its answer in both languages (decision 0009); `language` is the one its author wrote in. */
export type DemoReview = { client: number; rating: Rating; language: Lang; text: Pair; answer: Pair | null };
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

/** The stored text of a demo review or answer: the language its author wrote in. */
export const writtenIn = (pair: Pair, language: Lang) => pair[language === 'en' ? 0 : 1];

const joined = (parts: (Pair | null)[]): Pair => {
  const kept = parts.filter((part): part is Pair => part !== null);
  return [kept.map((part) => part[0]).join(' '), kept.map((part) => part[1]).join(' ')];
};

export type ReviewWriter = (random: Random, lang: Lang, count: number, offers: readonly Pair[]) => DemoReview[];

/**
 * Writes reviews that read as written by different people (deterministic: the companies are built in
 * order): each names one of the company's offers, then says how it went in words of its rating, and
 * sometimes adds a last line. Within a company no part repeats, and no review or answer text is used
 * twice in the whole demo.
 */
export function reviewWriter(): ReviewWriter {
  const used = new Set<string>();
  return (random, lang, count, offers) => {
    const taken = new Set<string>();
    /** A part of this company's pool it has not used yet (any, once all are), with its key. */
    const choose = <T>(kind: string, pool: readonly T[]): { key: string; item: T } => {
      const all = pool.map((item, index) => ({ key: `${kind}/${index}`, item }));
      const unused = all.filter((part) => !taken.has(part.key));
      return pick(random, unused.length > 0 ? unused : all);
    };
    /** A text no review or answer of the demo has yet; its parts count as used by this company. */
    const unique = (write: () => { keys: string[]; text: Pair }): Pair => {
      let written = write();
      for (let attempt = 0; attempt < 50 && (used.has(written.text[0]) || used.has(written.text[1])); attempt++) {
        written = write();
      }
      for (const key of written.keys) taken.add(key);
      used.add(written.text[0]);
      used.add(written.text[1]);
      return written.text;
    };
    const clients = shuffled(
      random,
      demoClients.map((_, index) => index + 1),
    ).slice(0, count);
    return clients.map((client) => {
      const roll = random();
      const rating: Rating = roll < 0.58 ? 5 : roll < 0.88 ? 4 : 3;
      const language: Lang = random() < 0.7 ? lang : lang === 'en' ? 'pl' : 'en';
      const answered = random() < 0.5;
      const text = unique(() => {
        const opening = offers.length > 0 ? choose('opening', reviewOpenings) : null;
        const offer = offers.length > 0 ? choose('offer', offers) : null;
        const verdict = choose(`verdict${rating}`, reviewVerdicts[rating]);
        const closing = random() < 0.55 ? choose(`closing${rating}`, reviewClosings[rating]) : null;
        return {
          keys: [opening, offer, verdict, closing].flatMap((part) => (part ? [part.key] : [])),
          text: joined([opening && offer ? opening.item(offer.item) : null, verdict.item, closing?.item ?? null]),
        };
      });
      const answer = answered
        ? unique(() => {
            const thanks = choose(`thanks${rating}`, answerThanks[rating]);
            const followUp = random() < 0.7 ? choose(`followUp${rating}`, answerFollowUps[rating]) : null;
            return {
              keys: [thanks.key, ...(followUp ? [followUp.key] : [])],
              text: joined([thanks.item, followUp?.item ?? null]),
            };
          })
        : null;
      return { client, rating, language, text, answer };
    });
  };
}

/** The names of a company's offers, promotions and courses in both languages: what its reviews mention. */
function offerNames(entries: readonly Item[]): Pair[] {
  return entries.map((item) => [item[0], item[2]] as const);
}

export function buildCompany(row: CompanyRow, names: NamePicker, writeReviews: ReviewWriter): DemoCompany {
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
  /** What the company sells by name (offers, its promotion, its course): what its reviews mention. */
  const sold: Item[] = [];
  for (const offer of shuffled(random, sector.offers).slice(0, between(random, 1, 3))) {
    sold.push(offer);
    const [offerName, description] = texts(offer, lang);
    entries.push(['offer', { name: offerName, description }]);
  }
  const factor = pick(random, [0.9, 1, 1.1, 1.2]);
  if (random() < 0.35) {
    sold.push(sector.promo.item);
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
    sold.push(sector.course.item);
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
  const reviews = state === 'V' ? writeReviews(random, lang, reviewCount, offerNames(sold)) : [];
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
  twins.push(...Object.values(verificationNotes).flat(), ...failedPortfolioNotes);
  const { companies, nordwindReviews } = buildDemoMarketplace();
  for (const company of companies) twins.push(company.descriptionTwin);
  for (const review of [...companies.flatMap((company) => company.reviews), ...nordwindReviews]) {
    twins.push(review.text, ...(review.answer ? [review.answer] : []));
  }
  return twins;
}

/** The demo company's (Nordwind's) offers, promotion and course by name, in both languages. */
function nordwindOffers(): Pair[] {
  const { entries, polish } = demoCompanyProfile;
  return entries.flatMap(([kind, items]) =>
    kind === 'offer' || kind === 'promo' || kind === 'course'
      ? items.map((item, index): Pair => {
          const twin = polish.entries.find(([other]) => other === kind)?.[1][index];
          return [String(item.name), twin?.name ?? String(item.name)];
        })
      : [],
  );
}

/**
 * The demo marketplace companies and the demo company's reviews, built the same way on every call (one
 * review writer for all, so no two reviews of the demo read the same).
 */
function buildDemoMarketplace(): { companies: DemoCompany[]; nordwindReviews: DemoReview[] } {
  const names = namePicker();
  const writeReviews = reviewWriter();
  const companies = companyRows.map((row) => buildCompany(row, names, writeReviews));
  const nordwindReviews = writeReviews(mulberry32(hashOf('nordwind/reviews')), 'en', 3, nordwindOffers());
  return { companies, nordwindReviews };
}

/** The demo marketplace companies, built the same way on every call. */
export function demoMarketplaceCompanies(): DemoCompany[] {
  return buildDemoMarketplace().companies;
}

/** The demo company's reviews by demo clients (Nordwind Software, seeded once it is verified). */
export function demoNordwindReviews(): DemoReview[] {
  return buildDemoMarketplace().nordwindReviews;
}

// --- seeding ----------------------------------------------------------------------------------------------
