import { actsAsRep, type FindInquiriesQuery, type FindInquiriesResult, inquiriesPageSize } from '@tendero/contracts';
import type { Session } from '../../accounts/index';
import { catalogue } from '../../catalog/index';
import { buyerRecords } from '../../trust/index';
import { applicationsOf, listApplications } from '../applications.repository';
import { readsInquiriesInFull } from '../inquiries.policy';
import { applicationsOut, foundOut } from '../inquiries.views';
import type { InquiriesContext } from '../inquiries-context';
import { mayReadDetails } from '../inquiry-access';
import { findCountCap, findOpenAskedOf, findOpenInquiries } from '../postings.repository';
import { providerOf } from '../providers.repository';

/**
 * Open inquiries, newest first, filtered by service, category and city. Providers read everything and
 * see the ones asked of their company first; anyone else reads the teaser.
 */
export async function findInquiries(
  ctx: InquiriesContext,
  session: Session | null,
  query: FindInquiriesQuery,
): Promise<FindInquiriesResult> {
  const now = ctx.clock.now();
  const provider =
    session?.role === 'SALES_REP' || session?.role === 'MANAGER' ? await providerOf(ctx.db, session.userId) : null;
  const full = readsInquiriesInFull(session, provider);
  const category = query.category ? catalogue.categories.find((item) => item.slug === query.category) : null;
  const term = query.service
    ? `s:${query.service}`
    : category
      ? `c:${category.slug}`
      : query.category
        ? '-none-'
        : 'all';
  const page = full ? query.page : 1;
  const limit = full ? inquiriesPageSize : 5;
  // One round of parallel statements for almost every reader: this list is read more than anything else.
  const companyId = full ? (provider?.companyId ?? null) : null;
  const reader = { companyId, repId: actsAsRep(session) && session ? session.userId : null };
  const [{ rows, total }, askedRows] = await Promise.all([
    findOpenInquiries(ctx.db, { term, city: query.city ?? null, now, limit, offset: (page - 1) * limit, reader }),
    companyId ? findOpenAskedOf(ctx.db, { ...reader, companyId }, now, 20) : Promise.resolve([]),
  ]);
  const mineIds = [
    ...new Set([...rows, ...askedRows].flatMap((row) => (row.myApplicationId ? [row.myApplicationId] : []))),
  ];
  const clientIds = full ? [...new Set([...rows, ...askedRows].map((row) => row.inquiry.clientId))] : [];
  const [mine, records] = await Promise.all([
    mineIds.length > 0
      ? listApplications(ctx.db, applicationsOf.ids(mineIds)).then((list) => applicationsOut(ctx.db, list))
      : Promise.resolve([]),
    buyerRecords(ctx.db, clientIds),
  ]);
  // Private inquiries reach a provider only among those asked of their company; under NDA, without details.
  const locked = new Set<string>();
  for (const row of [...rows, ...askedRows]) {
    if (row.inquiry.ndaTerms !== null && !(session && (await mayReadDetails(ctx, session, row.inquiry)))) {
      locked.add(row.inquiry.id);
    }
  }
  const options = { full, mine, records, locked };
  return {
    access: full ? 'full' : 'teaser',
    total: Math.min(total, findCountCap),
    totalIsCapped: total > findCountCap,
    page,
    pageSize: limit,
    items: foundOut(rows, now, options),
    asked: foundOut(askedRows, now, options),
    provider: provider ? { verified: provider.verified, mayOffer: provider.verified && actsAsRep(provider) } : null,
  };
}
