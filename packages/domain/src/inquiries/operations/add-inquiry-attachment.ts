import { type Attachment, inquiryAttachmentsMax } from '@tendero/contracts';
import type { Session } from '../../accounts/index';
import { checkDocument } from '../../files/index';
import { inquiryToChange, storeAttachment, type Upload } from '../attachments.access';
import type { InquiriesContext } from '../inquiries-context';

/** The author attaches a file (a specification) to their inquiry while it is open: up to 5, read from the bytes. */
export async function addInquiryAttachment(
  ctx: InquiriesContext,
  session: Session,
  inquiryId: string,
  upload: Upload,
): Promise<Attachment> {
  await inquiryToChange(ctx, session, inquiryId);
  const checked = await checkDocument(upload.bytes, upload.fileName);
  return storeAttachment(ctx, {
    session,
    inquiryId,
    applicationId: null,
    max: inquiryAttachmentsMax,
    tooManyKey: 'files.errors.tooManyInquiryFiles',
    file: { ...checked, bytes: upload.bytes },
  });
}
