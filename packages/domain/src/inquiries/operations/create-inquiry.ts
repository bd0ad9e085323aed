import { askAllLimit, type Inquiry, type InquiryCreateInput } from '@tendero/contracts';
import { withTransaction } from '@tendero/db';
import type { Session } from '../../accounts/index';
import { AppError } from '../../shared/app-error';
import { enqueueJob } from '../../shared/jobs';
import { scheduleDigest } from '../inquiries.mail';
import { assertMayPublish } from '../inquiries.policy';
import { insertInquiry } from '../inquiries.repository';
import type { InquiriesContext } from '../inquiries-context';
import { companyOf, viewInquiry } from '../inquiry-access';
import { checkCatalogue, dayMs, fieldsOf, reindex } from '../inquiry-rules';
import { upsertLead } from '../leads.repository';
import { listedCompanyIds } from '../providers.repository';

/**
 * SPEC §6: clients, and managers and reps for their company's own needs (never asking their company). A
 * private inquiry is asked only of the chosen verified companies (no postings, so not on /orders/find; the
 * digest tells only them), optionally with its details behind the client's confidentiality terms. A
 * ticked marketing consent is reported (`onMarketingConsent`) so the version accepted is recorded.
 */
export async function createInquiry(
  ctx: InquiriesContext,
  session: Session,
  input: InquiryCreateInput,
  meta: { ip?: string | null } = {},
): Promise<Inquiry> {
  assertMayPublish(session);
  checkCatalogue(input);
  const now = ctx.clock.now();
  const [found, ownCompany] = await Promise.all([
    input.askAllFound ? ctx.marketplace.foundIds(input.askAllFound, askAllLimit) : Promise.resolve([]),
    companyOf(ctx, session),
  ]);
  // Asking one's own company by name is refused; "all found" just leaves it out.
  if (ownCompany && input.companyIds.includes(ownCompany)) {
    throw new AppError('VALIDATION_ERROR', {
      fieldProblems: [{ path: 'companyIds', messageKey: 'inquiries.validation.ownCompany' }],
    });
  }
  const listed = await listedCompanyIds(ctx.db, input.companyIds);
  // Only verified companies take part: a private inquiry names each one asked, so an unverified one is refused.
  if (input.private && listed.length < new Set(input.companyIds).size) {
    throw new AppError('VALIDATION_ERROR', {
      fieldProblems: [{ path: 'companyIds', messageKey: 'inquiries.validation.unverifiedCompany' }],
    });
  }
  const targets = await listedCompanyIds(
    ctx.db,
    [...new Set([...input.companyIds, ...found])].filter((id) => id !== ownCompany).slice(0, askAllLimit),
  );
  const row = await withTransaction(ctx.db, async (tx) => {
    const inserted = await insertInquiry(
      tx,
      {
        ...fieldsOf(input),
        clientId: session.userId,
        isPrivate: input.private,
        ndaTerms: input.private ? (input.ndaTerms ?? null) : null,
        visibleUntil: new Date(now.getTime() + input.visibilityDays * dayMs),
        createdAt: now,
        updatedAt: now,
      },
      targets,
    );
    await reindex(tx, inserted.id);
    for (const companyId of targets) {
      await upsertLead(tx, {
        companyId,
        clientId: session.userId,
        inquiryId: inserted.id,
        source: 'asked',
        at: now,
      });
    }
    await scheduleDigest(tx, ctx);
    // Matching providers are alerted at once (issue 40), besides the digest.
    await enqueueJob(tx, ctx.clock, 'inquiries.alert-new', { inquiryId: inserted.id });
    return inserted;
  });
  if (input.marketingConsent) await ctx.onMarketingConsent?.({ userId: session.userId, ip: meta.ip ?? null });
  // Asking a company shares the author's details with it and makes it their contact.
  if (targets.length > 0) {
    await ctx.onContactWork?.({ kind: 'inquiry-asked', clientId: session.userId, companyIds: targets });
  }
  return viewInquiry(ctx, session, row);
}
