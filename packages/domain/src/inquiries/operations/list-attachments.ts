import type { Attachment } from '@tendero/contracts';
import type { Session } from '../../accounts/index';
import { inquiryForFiles, offerForFiles } from '../attachments.access';
import { listAttachments } from '../attachments.repository';
import { attachmentOut } from '../attachments.views';
import type { InquiriesContext } from '../inquiries-context';

/** An inquiry's own files (not its offers'), for whoever may read its details; 404 for anyone else. */
export async function listInquiryAttachments(
  ctx: InquiriesContext,
  session: Session,
  inquiryId: string,
): Promise<{ items: Attachment[] }> {
  await inquiryForFiles(ctx, session, inquiryId);
  const rows = await listAttachments(ctx.db, inquiryId);
  return { items: rows.filter((row) => row.applicationId === null).map(attachmentOut) };
}

/** An offer's files, for its rep, their company's manager, the inquiry's author and admins; 404 for anyone else. */
export async function listOfferAttachments(
  ctx: InquiriesContext,
  session: Session,
  ids: { inquiryId: string; applicationId: string },
): Promise<{ items: Attachment[] }> {
  await offerForFiles(ctx, session, ids.inquiryId, ids.applicationId);
  const rows = await listAttachments(ctx.db, ids.inquiryId);
  return { items: rows.filter((row) => row.applicationId === ids.applicationId).map(attachmentOut) };
}
