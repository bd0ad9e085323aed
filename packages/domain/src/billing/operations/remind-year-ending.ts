import { withTransaction } from '@tendero/db';
import type { JobHandler } from '../../shared/jobs';
import { queueYearEndingMail } from '../billing.mail';
import type { BillingContext } from '../premium-rules';
import { claimRenewalReminder, findSubscription } from '../subscriptions.repository';
import type { yearEndingReminderJob } from './apply-one-time-payment';

/**
 * 14 days before a year paid at once ends: the manager is e-mailed, in their language, that Premium does
 * not renew by itself, with the way to pay the next year. Once per year paid; nothing when the year was
 * renewed meanwhile (its end moved: the renewal queued its own reminder) or has ended.
 */
export function createYearEndingReminderHandler(ctx: BillingContext): JobHandler<typeof yearEndingReminderJob> {
  return async ({ companyId, yearEnd }) => {
    const end = new Date(yearEnd);
    await withTransaction(ctx.db, async (tx) => {
      const row = await findSubscription(tx, companyId);
      if (row?.source !== 'one_time' || row.status !== 'active' || row.currentPeriodEnd?.getTime() !== end.getTime()) {
        return;
      }
      if (!(await claimRenewalReminder(tx, companyId, end))) return;
      await queueYearEndingMail(ctx, tx, companyId, end);
    });
  };
}
