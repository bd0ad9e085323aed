import { withTransaction } from '@tendero/db';
import { findListedCompanyProfile } from '../../marketplace/index';
import { notify } from '../../notifications/index';
import type { DomainContext } from '../../shared/context';
import { enqueueJob, type JobHandler } from '../../shared/jobs';
import { instantAlert } from '../saved-searches.mail';
import { findMatchingSearches, findRecipients, markNotified, recordMatches } from '../saved-searches.repository';

export const matchCompanyJob = 'saved-searches.match-company';

/**
 * Finds the saved searches a newly verified company matches (decision 0042) and records each match once: an
 * instant search is alerted now (through `notify`, kind 'inquiries', in the person's language), daily and
 * weekly ones wait for their digest. A company the index does not list (unverified, hidden) matches nothing;
 * a search that already found this company (verified again later) is not alerted again. Answers the figures.
 */
export async function matchCompany(
  ctx: DomainContext,
  companyId: string,
): Promise<{ candidates: number; matched: number; alerted: number }> {
  const { company, found } = await findCompanyMatches(ctx, companyId);
  if (!company) return { candidates: 0, matched: 0, alerted: 0 };
  const now = ctx.clock.now();
  return withTransaction(ctx.db, async (tx) => {
    const fresh = new Set(
      await recordMatches(
        tx,
        found.matches.map((search) => search.id),
        companyId,
        now,
      ),
    );
    const instant = found.matches.filter((search) => fresh.has(search.id) && search.frequency === 'instant');
    const people = new Map(
      (await findRecipients(tx, [...new Set(instant.map((s) => s.userId))])).map((p) => [p.id, p]),
    );
    for (const search of instant) {
      const person = people.get(search.userId);
      if (!person) continue;
      const companies = [{ id: companyId, name: company.name }];
      await notify(tx, ctx, [person], instantAlert(ctx, { ...search, companies }));
    }
    await markNotified(
      tx,
      instant.map((search) => ({ savedSearchId: search.id, companyId })),
      now,
    );
    return { candidates: found.candidates, matched: fresh.size, alerted: instant.length };
  });
}

/** The matching alone (no recording, no alerts): the company as the index lists it and the searches it matches. */
export async function findCompanyMatches(ctx: DomainContext, companyId: string) {
  const company = await findListedCompanyProfile(ctx.db, companyId);
  if (!company) return { company: null, found: { matches: [], candidates: 0 } };
  return { company, found: await findMatchingSearches(ctx.db, company) };
}

/** Queued when a company becomes verified (the marketplace's `onVerificationChanged`): never in the admin's request. */
export async function followCompanyVerification(
  ctx: DomainContext,
  change: { companyId: string; verified: boolean },
): Promise<void> {
  if (!change.verified) return;
  await enqueueJob(ctx.db, ctx.clock, matchCompanyJob, { companyId: change.companyId });
}

export function createMatchCompanyHandler(ctx: DomainContext): JobHandler<typeof matchCompanyJob> {
  return async (payload) => {
    await matchCompany(ctx, payload.companyId);
  };
}
