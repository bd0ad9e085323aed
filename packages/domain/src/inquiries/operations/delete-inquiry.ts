import { withTransaction } from '@tendero/db';
import type { Session } from '../../accounts/index';
import { AppError } from '../../shared/app-error';
import { deleteInquiry, lockInquiry } from '../inquiries.repository';

import { type InquiriesContext, notChosen, ownInquiry } from '../inquiry-access';

export async function deleteOwnInquiry(ctx: InquiriesContext, session: Session, id: string): Promise<void> {
  await ownInquiry(ctx, session, id);
  await withTransaction(ctx.db, async (tx) => {
    const row = await lockInquiry(tx, id);
    if (!row) throw new AppError('NOT_FOUND');
    await notChosen(ctx, tx, row, null, 'notChosen:deleted');
    await deleteInquiry(tx, id);
  });
}
