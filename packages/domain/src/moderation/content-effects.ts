import type { Db } from '@tendero/db';
import { recordClientLead, reindexInquiry, withdrawClientLead } from '../inquiries/index';
import { refreshCompanyFacts } from '../marketplace/index';
import type { ContentRow } from './content.repository';
import type { ModerationContext } from './moderation-rules';

/**
 * What content leaving or coming back sets off, through the owning capability's face, in the caller's
 * transaction: a review moves its company's rating and the lead it made; a profile entry the company's
 * search facts (a promo its "has promo"); an inquiry its /orders/find postings (back only while open).
 * An application's offer count moved with its mark (content.repository.ts).
 */
export async function applyVisibility(ctx: ModerationContext, db: Db, content: ContentRow, visible: boolean) {
  const now = ctx.clock.now();
  const inTx = { ...ctx, db };
  if (content.kind === 'review' && content.companyId && content.authorId) {
    await refreshCompanyFacts(db, content.companyId, now);
    const lead = { companyId: content.companyId, clientId: content.authorId, source: 'review' as const };
    if (visible) await recordClientLead(inTx, lead);
    else await withdrawClientLead(inTx, lead);
  } else if (content.kind === 'inquiry') {
    await reindexInquiry(db, content.id);
  } else if (content.kind !== 'application' && content.companyId) {
    await refreshCompanyFacts(db, content.companyId, now);
  }
}
