import { type CompanyProfile, companyTitleIds, type EntryKind, type TeamSize } from '@tendero/contracts';
import type { AppLocale } from '@tendero/i18n';
import { findPlace } from '../../catalog/index';
import { inReaderLanguage } from '../../shared/content-language';
import { companyRegistryOf } from '../../tax-identity/index';
import { companyResponseFigures } from '../../trust/index';
import { type Actor, mayEditCompany, maySeeTeamDetails } from '../profile.policy';
import { type CompanyRow, type EntryRow, findContactRep, findManagerOf, listEntries } from '../profile.repository';
import type { ProfilesContext } from '../profile-context';

/** The entry as the API shows it: its fields, id and position (portfolio items always carry `image`). */
export function entryOut(
  row: EntryRow,
  say: (text: string) => string = (text) => text,
): Record<string, unknown> & { id: string; position: number } {
  const base = row.kind === 'portfolio' ? { image: null } : {};
  const data = Object.fromEntries(
    Object.entries(row.data as Record<string, unknown>).map(([key, value]) => [
      key,
      typeof value === 'string' ? say(value) : value,
    ]),
  );
  return { ...base, ...data, id: row.id, position: row.position };
}

/**
 * The profile; with `locale`, readers other than its editor get its texts in that language where a twin
 * is known (demo data): the editor always sees what is stored.
 */
export async function profileOf(
  ctx: ProfilesContext,
  company: CompanyRow,
  actor: Actor | null,
  locale?: AppLocale,
): Promise<CompanyProfile> {
  const reader = mayEditCompany(actor, company.id) ? undefined : locale;
  const say = (text: string) => inReaderLanguage(ctx, text, reader);
  const [entries, manager, contactRepId, responseTimes, registry] = await Promise.all([
    listEntries(ctx.db, company.id),
    maySeeTeamDetails(actor, company.id) ? findManagerOf(ctx.db, company.id) : null,
    findContactRep(ctx.db, company.id),
    companyResponseFigures(ctx.db, [company.id]),
    // What Polish directories show of the company (issue 38), once its manager gave its tax identity.
    companyRegistryOf(ctx.db, company.id),
  ]);
  const of = (kind: EntryKind) => entries.filter((entry) => entry.kind === kind).map((entry) => entryOut(entry, say));
  const titleId = companyTitleIds.find((id) => id === company.titleId) ?? null;
  return {
    id: company.id,
    name: company.name,
    description: say(company.description),
    image: company.logo,
    email: company.email,
    website: company.website,
    country: company.country,
    timeZone: company.timeZone,
    city: company.city,
    postalCode: company.postalCode,
    address: company.address,
    teamSize: company.teamSize as TeamSize | null,
    foundedYear: company.foundedYear,
    services: company.services,
    languages: company.languages,
    tags: company.tags,
    hasPremium: company.hasPremium,
    companyTitleId: titleId,
    place: company.city ? findPlace(company.city) : null,
    verifiedAt: company.verifiedAt?.toISOString() ?? null,
    // The rating that counts is the verified clients' average; the count is every shown review.
    rating: {
      average: company.verifiedRatingAvg,
      count: company.reviewCount,
      verifiedCount: company.verifiedReviewCount,
    },
    contactRepId,
    responseTimes: responseTimes.get(company.id),
    managerEmail: manager?.email ?? null,
    offers: of('offer'),
    promos: of('promo'),
    courses: of('course'),
    faqs: of('faq'),
    steps: of('step'),
    consents: of('consent'),
    portfolio: of('portfolio'),
    ...(registry ? { registry } : {}),
  } as CompanyProfile;
}
