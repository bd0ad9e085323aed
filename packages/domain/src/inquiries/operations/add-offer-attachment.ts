import { type Attachment, offerAttachmentsMax } from '@tendero/contracts';
import type { Session } from '../../accounts/index';
import { checkDocument } from '../../files/index';
import { offerToChange, storeAttachment, type Upload } from '../attachments.access';
import type { InquiriesContext } from '../inquiries-context';

/** The rep attaches a file (an offer PDF) to their own offer while it is pending: up to 3, read from the bytes. */
export async function addOfferAttachment(
  ctx: InquiriesContext,
  session: Session,
  ids: { inquiryId: string; applicationId: string },
  upload: Upload,
): Promise<Attachment> {
  await offerToChange(ctx, session, ids.inquiryId, ids.applicationId);
  const checked = await checkDocument(upload.bytes, upload.fileName);
  return storeAttachment(ctx, {
    session,
    inquiryId: ids.inquiryId,
    applicationId: ids.applicationId,
    max: offerAttachmentsMax,
    tooManyKey: 'files.errors.tooManyOfferFiles',
    file: { ...checked, bytes: upload.bytes },
  });
}
