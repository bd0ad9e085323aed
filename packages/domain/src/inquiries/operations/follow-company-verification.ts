import { withTransaction } from '@tendero/db';
import { findPeople } from '../../accounts/index';
import { setCompanyOffersHidden } from '../applications.repository';
import { queueOffersHiddenMail } from '../inquiries.mail';
import type { InquiriesContext } from '../inquiries-context';

/**
 * Only verified companies take part (SPEC §1). When an admin withdraws a company's verification, its pending
 * offers are hidden from their clients (kept, not deleted; each inquiry's count follows) and every client
 * so affected is told in their language; when the company is verified again they are shown again.
 */
export async function followCompanyVerification(
  ctx: InquiriesContext,
  change: { companyId: string; companyName: string; verified: boolean },
): Promise<void> {
  await withTransaction(ctx.db, async (tx) => {
    const now = ctx.clock.now();
    const touched = await setCompanyOffersHidden(tx, change.companyId, !change.verified, now);
    if (change.verified) return;
    const told = touched.filter((inquiry) => inquiry.removedAt === null);
    const clients = await findPeople(tx, [...new Set(told.map((inquiry) => inquiry.clientId))]);
    for (const inquiry of told) {
      const client = clients.find((person) => person.id === inquiry.clientId);
      await queueOffersHiddenMail(tx, ctx, client, inquiry, change.companyName);
    }
  });
}
