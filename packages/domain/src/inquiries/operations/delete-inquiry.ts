import { withTransaction } from '@tendero/db';
import type { Session } from '../../accounts/index';
import { AppError } from '../../shared/app-error';
import { removeStoredObjects } from '../attachments.access';
import { listAttachments } from '../attachments.repository';
import { deleteInquiry, lockInquiry } from '../inquiries.repository';
import type { InquiriesContext } from '../inquiries-context';
import { notChosen, ownInquiry } from '../inquiry-access';

export async function deleteOwnInquiry(ctx: InquiriesContext, session: Session, id: string): Promise<void> {
  await ownInquiry(ctx, session, id);
  const files = await withTransaction(ctx.db, async (tx) => {
    const row = await lockInquiry(tx, id);
    if (!row) throw new AppError('NOT_FOUND');
    await notChosen(ctx, tx, row, null, 'notChosen:deleted');
    const stored = await listAttachments(tx, id);
    await deleteInquiry(tx, id);
    return stored;
  });
  // Its files' rows went with it (foreign keys); their stored objects go once that is committed.
  await removeStoredObjects(
    ctx,
    files.map((file) => file.storageKey),
  );
}
