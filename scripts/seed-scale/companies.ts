import type { Place, TeamSize } from '@tendero/contracts';
import type { DatabaseHandle, schema } from '@tendero/db';
import { catalogue, places } from '@tendero/domain/catalog';
import { companySearchText, foldText } from '@tendero/domain/marketplace';
import { bulkInsert, companyColumns, userColumns } from './bulk-insert';
import { batchSize, parallel, total } from './options';
import { bell, chance, int, pick, pickSome, pickWeighted, random, uuid } from './random';
import {
  closersEn,
  closersPl,
  firstNamesEu,
  firstNamesPl,
  legalForms,
  localLanguage,
  openersEn,
  openersPl,
  roots,
  streetsPl,
  surnamesEu,
  surnamesPl,
  tagsEn,
  tagsPl,
  trade,
} from './words.data';

/** The companies of seed:scale: made one by one from the word lists, inserted in batches. */
const teamSizeWeights: (readonly [TeamSize, number])[] = [
  ['1', 8],
  ['2-9', 35],
  ['10-49', 33],
  ['50-249', 17],
  ['250-999', 5],
  ['1000+', 2],
];

export const polishPlaces = places.filter((place) => place.country === 'PL');
const euPlaces = places.filter((place) => place.country !== 'PL');
/** Bigger cities hold more companies: the first places in the list weigh most. */
const placeWeights = (list: readonly Place[]) => list.map((place, index) => [place, 1 / (index + 2)] as const);
const polishPlaceWeights = placeWeights(polishPlaces);
const euPlaceWeights = placeWeights(euPlaces);
/** Some categories are much more common than others (accounting offices, marketing, software). */
const categoryWeights = catalogue.categories.map(
  (category) =>
    [
      category,
      ['accounting-payroll', 'marketing-advertising', 'software-development', 'web-ecommerce', 'it-support'].includes(
        category.slug,
      )
        ? 3
        : 1,
    ] as const,
);
const allServices = catalogue.categories.flatMap((category) => category.services.map((service) => service.slug));

const ascii = (text: string) => foldText(text).replace(/ /g, '');

type CompanyRow = typeof schema.companies.$inferInsert;
type UserRow = typeof schema.users.$inferInsert;

function makeCompany(index: number, now: number): { company: CompanyRow; rep: UserRow | null } {
  const polish = chance(2 / 3);
  const place = pickWeighted(polish ? polishPlaceWeights : euPlaceWeights);
  const country = place.country;
  const category = pickWeighted(categoryWeights);
  const own = category.services.map((service) => service.slug);
  const serviceCount = int(2, 5);
  const services = pickSome(own, Math.min(serviceCount, own.length));
  if (services.length < serviceCount && chance(0.5)) services.push(pick(allServices));
  const uniqueServices = [...new Set(services)];
  const words = trade[category.slug] ?? { pl: ['Usługi'], en: ['Services'] };
  const polishText = polish && chance(0.85);
  const surname = polish ? pick(surnamesPl) : pick(surnamesEu[country] ?? ['Smith']);
  const form = pick(legalForms[country] ?? ['Ltd']);
  const style = int(0, 4);
  const root = pick(roots);
  const noun = pick(polishText ? words.pl : words.en);
  const base =
    style === 0
      ? `${root} ${noun}`
      : style === 1
        ? `${noun} ${surname}`
        : style === 2
          ? `${surname} & ${polishText ? 'Partnerzy' : 'Partners'}`
          : style === 3
            ? `${root}${pick(['', 'Tech', 'Soft', 'Pro', 'Net', 'Max'])} ${noun}`
            : `${noun} ${place.names[polishText ? 'pl' : 'en']}`;
  const name = form ? `${base} ${form}` : base;
  const serviceNames = uniqueServices
    .slice(0, 3)
    .map((slug) => category.services.find((service) => service.slug === slug)?.names[polishText ? 'pl' : 'en'])
    .filter((value): value is string => Boolean(value))
    .map((value) => value.toLocaleLowerCase(polishText ? 'pl' : 'en'));
  const foundedYear = int(1991, 2025);
  const description = polishText
    ? `${name} to ${pick(openersPl)} z siedzibą w mieście ${place.names.pl}, działająca od ${foundedYear} roku. ` +
      `Specjalizujemy się w obszarach: ${serviceNames.join(', ')}. ${pick(closersPl)}`
    : `${name} is ${pick(openersEn)} based in ${place.names.en}, founded in ${foundedYear}. ` +
      `We focus on ${serviceNames.join(', ')}. ${pick(closersEn)}`;
  const tags = pickSome(polishText ? tagsPl : tagsEn, int(0, 4));
  const languages = [localLanguage[country] ?? 'en'];
  if (!languages.includes('en') && chance(polish ? 0.6 : 0.9)) languages.push('en');
  if (polish && chance(0.12)) languages.push(pick(['de', 'uk', 'fr', 'cs']));
  if (!polish && chance(0.08)) languages.push('pl');

  // Reviews: many companies have none; a few have very many. Verified-client reviews are a share of them.
  const reviewCount = chance(0.45) ? 0 : Math.min(400, Math.ceil(1 / (random() ** 1.5 + 0.0025)));
  const ratingAvg = reviewCount === 0 ? null : Math.round(Math.min(5, Math.max(1, 2.2 + bell() * 3.3)) * 100) / 100;
  const verifiedReviewCount = reviewCount === 0 ? 0 : Math.floor(reviewCount * random() * 0.7);
  const verifiedRatingAvg =
    verifiedReviewCount === 0 || ratingAvg === null
      ? null
      : Math.round(Math.min(5, Math.max(1, ratingAvg + (random() - 0.5) * 0.6)) * 100) / 100;

  const createdAt = new Date(now - int(30, 3 * 365) * 86_400_000 - int(0, 86_400_000));
  const verified = chance(0.85);
  const id = uuid();
  const domain = `${ascii(base).slice(0, 24) || 'firma'}${index}.${country === 'PL' ? 'pl' : 'eu'}`;
  const company: CompanyRow = {
    id,
    name,
    description,
    email: `kontakt@${domain}`,
    website: `https://www.${domain}`,
    country,
    city: place.slug,
    postalCode:
      country === 'PL' ? `${int(0, 99).toString().padStart(2, '0')}-${int(0, 999).toString().padStart(3, '0')}` : null,
    address: country === 'PL' ? `ul. ${pick(streetsPl)} ${int(1, 180)}` : null,
    teamSize: pickWeighted(teamSizeWeights),
    foundedYear,
    services: uniqueServices,
    languages,
    tags,
    titleId: chance(0.03) ? 'top-rated' : chance(0.02) ? 'fast-responder' : null,
    hasPremium: chance(0.05),
    verifiedAt: verified ? new Date(createdAt.getTime() + int(1, 20) * 86_400_000) : null,
    ratingAvg,
    reviewCount,
    verifiedRatingAvg,
    verifiedReviewCount,
    hasPromo: chance(0.3),
    searchText: companySearchText({ name, description, tags, city: place.slug, services: uniqueServices }),
    createdAt,
    updatedAt: new Date(createdAt.getTime() + int(0, 200) * 86_400_000),
  };
  let rep: UserRow | null = null;
  if (chance(0.6)) {
    const firstName = polish ? pick(firstNamesPl) : pick(firstNamesEu);
    const lastName = polish ? pick(surnamesPl) : surname;
    const username = `${ascii(firstName)}.${ascii(lastName)}.${index}`;
    rep = {
      id: uuid().replace(/-/g, '').slice(0, 32),
      name: `${firstName} ${lastName}`,
      email: `${username}@${domain}`,
      emailVerified: true,
      username,
      displayUsername: username,
      role: 'SALES_REP',
      status: 'ACTIVE',
      firstName,
      lastName,
      languages,
      city: place.slug,
      locale: polishText ? 'pl' : 'en',
      companyId: id,
      createdAt: new Date(createdAt.getTime() + int(0, 30) * 86_400_000),
      updatedAt: createdAt,
    };
  }
  return { company, rep };
}

/** Inserts the companies (and their sales reps) in batches, a few statements in flight at once. */
export async function load(database: DatabaseHandle, already: number, started: number): Promise<number> {
  const now = Date.now();
  let done = 0;
  let reps = 0;
  const inFlight = new Set<Promise<void>>();
  for (let offset = 0; offset < total; offset += batchSize) {
    const made = Array.from({ length: Math.min(batchSize, total - offset) }, (_, i) =>
      makeCompany(already + offset + i + 1, now),
    );
    const companyRows = made.map((item) => item.company);
    const repRows = made.flatMap((item) => (item.rep ? [item.rep] : []));
    const insert = (async () => {
      await database.db.execute(bulkInsert('companies', companyColumns, companyRows));
      if (repRows.length > 0) await database.db.execute(bulkInsert('users', userColumns, repRows));
      done += companyRows.length;
      reps += repRows.length;
      if (done % 20_000 === 0 || done === total) {
        console.info(
          `  ${done.toLocaleString('en')} companies (${((performance.now() - started) / 1000).toFixed(1)} s)`,
        );
      }
    })();
    inFlight.add(insert);
    void insert.finally(() => inFlight.delete(insert));
    if (inFlight.size >= parallel) await Promise.race(inFlight);
  }
  await Promise.all(inFlight);
  return reps;
}

// ---- histories: what clients asked and how fast companies answered ----------------------------------------
