import { type CompanyCard, type CompanyTitleId, companyTitleIds, type TeamSize } from '@tendero/contracts';
import type { Db } from '@tendero/db';
import type { AppLocale } from '@tendero/i18n';
import { findPlace } from '../../catalog/index';
import { measureView } from '../../trust/index';
import { type CardRow, type PageCards, readCards } from '../search-cards.repository';

/** `say` gives a stored text in the reader's language where a twin is known (demo data). */
export function cardOf(row: CardRow, locale: AppLocale, say: (text: string) => string): CompanyCard {
  const place = row.city ? findPlace(row.city) : null;
  return {
    id: row.id,
    name: row.name,
    description: say(row.description),
    image: row.logo,
    city: place ? { slug: place.slug, name: place.names[locale] } : null,
    country: row.country,
    teamSize: row.teamSize as TeamSize | null,
    services: row.services,
    languages: row.languages,
    rating: { average: row.ratingAvg, count: row.reviewCount, verifiedCount: row.verifiedReviewCount },
    hasPromo: row.hasPromo,
    premium: row.hasPremium,
    companyTitleId: (companyTitleIds as readonly string[]).includes(row.titleId ?? '')
      ? (row.titleId as CompanyTitleId)
      : null,
    verifiedAt: new Date(row.verifiedAt).toISOString(),
    contactRepId: row.contactRepId,
    response: measureView(
      row.responseEvents === null
        ? undefined
        : {
            subjectId: row.id,
            measure: 'all',
            events: row.responseEvents,
            answered: row.responseAnswered ?? 0,
            withinDay: row.responseWithinDay ?? 0,
            medianMinutes: row.responseMedianMinutes,
            medianWorkingMinutes: row.responseMedianWorkingMinutes,
          },
    ),
  };
}

/** The cards of the listed companies among `ids`, and their fingerprint. */
export async function readPageCards(db: Db, ids: string[]): Promise<PageCards> {
  const { rows, fingerprint } = await readCards(db, ids);
  return { rows: rows ?? [], fingerprint };
}
