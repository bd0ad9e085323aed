import type { Session } from '../../accounts/index';
import { AppError } from '../../shared/app-error';
import { inquiryForFiles, offerForFiles, storageOf } from '../attachments.access';
import { type AttachmentRow, findAttachment } from '../attachments.repository';
import type { InquiriesContext } from '../inquiries-context';

export type AttachmentFile = { name: string; mimeType: string; bytes: Buffer };

/** A file's bytes, for whoever may have it (the caller checked); 404 when its object is gone. */
async function bytesOf(ctx: InquiriesContext, row: AttachmentRow | null): Promise<AttachmentFile> {
  const bytes = row ? await storageOf(ctx).get(row.storageKey) : null;
  if (!row || !bytes) throw new AppError('NOT_FOUND');
  return { name: row.name, mimeType: row.mimeType, bytes };
}

/** One of an inquiry's files, for whoever may read its details; 404 for anyone else. */
export async function readInquiryAttachment(
  ctx: InquiriesContext,
  session: Session,
  ids: { inquiryId: string; attachmentId: string },
): Promise<AttachmentFile> {
  await inquiryForFiles(ctx, session, ids.inquiryId);
  return bytesOf(ctx, await findAttachment(ctx.db, { ...ids, applicationId: null }));
}

/** One of an offer's files, for its rep, their company's manager, the inquiry's author and admins. */
export async function readOfferAttachment(
  ctx: InquiriesContext,
  session: Session,
  ids: { inquiryId: string; applicationId: string; attachmentId: string },
): Promise<AttachmentFile> {
  await offerForFiles(ctx, session, ids.inquiryId, ids.applicationId);
  return bytesOf(ctx, await findAttachment(ctx.db, ids));
}
