import { withTransaction } from '@tendero/db';
import { notify } from '../../notifications/index';
import type { DomainContext } from '../../shared/context';
import { enqueueJob, type JobHandler, recurringJob } from '../../shared/jobs';
import { hasPendingJob } from '../../shared/jobs.repository';
import { digestAlert, type FoundBySearch } from '../saved-searches.mail';
import { findDigestDue, findRecipients, markDigested, markNotified } from '../saved-searches.repository';

export const savedSearchDigestJob = 'saved-searches.digest';
/** How often the digest looks for daily and weekly searches whose period has passed (it re-schedules itself). */
export const digestEveryMs = 60 * 60 * 1000;

/**
 * One digest e-mail (and push) per person with every daily or weekly saved search of theirs whose day or
 * week has passed since its last digest and that found companies meanwhile. Answers how many people it told.
 */
export async function sendSavedSearchDigests(ctx: DomainContext, batch = 2000): Promise<number> {
  const now = ctx.clock.now();
  let told = 0;
  for (;;) {
    const due = await findDigestDue(ctx.db, now, batch);
    if (due.length === 0) return told;
    const byPerson = new Map<string, Map<string, FoundBySearch>>();
    for (const row of due) {
      const searches = byPerson.get(row.userId) ?? new Map<string, FoundBySearch>();
      byPerson.set(row.userId, searches);
      const search = searches.get(row.savedSearchId) ?? {
        id: row.savedSearchId,
        userId: row.userId,
        name: row.name,
        companies: [],
      };
      searches.set(row.savedSearchId, search);
      search.companies.push({ id: row.companyId, name: row.companyName });
    }
    await withTransaction(ctx.db, async (tx) => {
      const people = await findRecipients(tx, [...byPerson.keys()]);
      for (const person of people) {
        const searches = [...(byPerson.get(person.id)?.values() ?? [])];
        await notify(tx, ctx, [person], digestAlert(ctx, searches));
        told++;
      }
      await markNotified(
        tx,
        due.map((row) => ({ savedSearchId: row.savedSearchId, companyId: row.companyId })),
        now,
      );
      await markDigested(tx, [...new Set(due.map((row) => row.savedSearchId))], now);
    });
    if (due.length < batch) return told;
  }
}

export function createSavedSearchDigestHandler(ctx: DomainContext): JobHandler<typeof savedSearchDigestJob> {
  return recurringJob(ctx, savedSearchDigestJob, digestEveryMs, async () => {
    await sendSavedSearchDigests(ctx);
  });
}

/** Starts the digest chain when none is waiting (each process calls it at start; the chain stays single). */
export async function ensureSavedSearchDigest(ctx: DomainContext): Promise<void> {
  if (!(await hasPendingJob(ctx.db, savedSearchDigestJob))) {
    await enqueueJob(ctx.db, ctx.clock, savedSearchDigestJob, {}, { delayMs: digestEveryMs });
  }
}
