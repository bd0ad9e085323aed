import type { Session } from '../../accounts/index';
import { AppError } from '../../shared/app-error';
import { inquiryToChange, offerToChange, removeStoredObjects } from '../attachments.access';
import { deleteAttachment, findAttachment } from '../attachments.repository';
import type { InquiriesContext } from '../inquiries-context';

async function remove(ctx: InquiriesContext, ids: Parameters<typeof findAttachment>[1]): Promise<void> {
  const row = await findAttachment(ctx.db, ids);
  if (!row) throw new AppError('NOT_FOUND');
  const deleted = await deleteAttachment(ctx.db, row.id);
  if (deleted) await removeStoredObjects(ctx, [deleted.storageKey]);
}

/** The author removes a file of their inquiry while it is open (its stored object too). */
export async function removeInquiryAttachment(
  ctx: InquiriesContext,
  session: Session,
  ids: { inquiryId: string; attachmentId: string },
): Promise<void> {
  await inquiryToChange(ctx, session, ids.inquiryId);
  await remove(ctx, { ...ids, applicationId: null });
}

/** The rep removes a file of their offer while it is pending (its stored object too). */
export async function removeOfferAttachment(
  ctx: InquiriesContext,
  session: Session,
  ids: { inquiryId: string; applicationId: string; attachmentId: string },
): Promise<void> {
  await offerToChange(ctx, session, ids.inquiryId, ids.applicationId);
  await remove(ctx, ids);
}
