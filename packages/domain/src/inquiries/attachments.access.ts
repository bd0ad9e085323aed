import { randomUUID } from 'node:crypto';
import type { Attachment, AttachmentMimeType } from '@tendero/contracts';
import { withTransaction } from '@tendero/db';
import type { Session } from '../accounts/index';
import type { FileStorage } from '../files/index';
import { AppError } from '../shared/app-error';
import { type ApplicationRow, findApplication } from './applications.repository';
import { countAttachments, forgetRemovedKeys, insertAttachment } from './attachments.repository';
import { attachmentOut } from './attachments.views';
import { assertApplicationAction, assertInquiryAction, inquiryState, isAuthor } from './inquiries.policy';
import { findInquiry, type InquiryRow, lockInquiry } from './inquiries.repository';
import type { InquiriesContext } from './inquiries-context';
import { mayReadDetails, ownInquiry } from './inquiry-access';
import { getInquiry } from './operations/get-inquiry';
import { providerOf } from './providers.repository';

/** An upload as the HTTP adapter read it: the bytes and the name the browser sent (a hint only). */
export type Upload = { bytes: Buffer; fileName: string | undefined };

export function storageOf(ctx: InquiriesContext): FileStorage {
  if (!ctx.storage) throw new Error('the inquiries capability was created without file storage');
  return ctx.storage;
}

/**
 * An inquiry whose files this reader may have: exactly who may read the inquiry (`getInquiry`, 404 for
 * anyone else) and who may read its details (`mayReadDetails`, the NDA of private inquiries): 404 otherwise.
 */
export async function inquiryForFiles(ctx: InquiriesContext, session: Session, inquiryId: string) {
  await getInquiry(ctx, session, inquiryId);
  const row = await findInquiry(ctx.db, inquiryId);
  if (!row || !(await mayReadDetails(ctx, session, row))) throw new AppError('NOT_FOUND');
  return row;
}

/** Whether this reader may have an offer's files: its rep, their company's manager, the inquiry's author, admins. */
export async function mayReadOfferFiles(
  ctx: InquiriesContext,
  session: Session,
  inquiry: Pick<InquiryRow, 'clientId'>,
  offer: Pick<ApplicationRow, 'repId' | 'companyId'>,
): Promise<boolean> {
  if (offer.repId === session.userId || isAuthor(session, inquiry) || session.role === 'ADMIN') return true;
  if (session.role !== 'MANAGER') return false;
  const provider = await providerOf(ctx.db, session.userId);
  return provider?.companyId === offer.companyId;
}

/** An offer whose files this reader may have (404 for anyone else, and for an offer of another inquiry). */
export async function offerForFiles(ctx: InquiriesContext, session: Session, inquiryId: string, applicationId: string) {
  const offer = await findApplication(ctx.db, applicationId);
  const inquiry = offer?.inquiryId === inquiryId ? await findInquiry(ctx.db, inquiryId) : null;
  if (!offer || !inquiry || !(await mayReadOfferFiles(ctx, session, inquiry, offer))) throw new AppError('NOT_FOUND');
  return offer;
}

/** The author's inquiry, while it may be edited (404 for anyone else, 409 once it is not open). */
export async function inquiryToChange(ctx: InquiriesContext, session: Session, inquiryId: string) {
  const row = await ownInquiry(ctx, session, inquiryId);
  assertInquiryAction(inquiryState(row, ctx.clock.now()), 'edit');
  return row;
}

/** The rep's own offer, while it may be edited (404 for anyone else, 409 once the client decided). */
export async function offerToChange(ctx: InquiriesContext, session: Session, inquiryId: string, applicationId: string) {
  const offer = await findApplication(ctx.db, applicationId);
  if (!offer || offer.inquiryId !== inquiryId || offer.repId !== session.userId) throw new AppError('NOT_FOUND');
  assertApplicationAction(offer.state, 'edit');
  return offer;
}

/**
 * Stores a checked file and its row. The object is written first; the row is added with the inquiry locked,
 * after counting again and checking that the inquiry (or the offer) may still be changed, so neither two
 * uploads at once nor a decision meanwhile passes the limits. If the row is refused, the object goes again.
 */
export async function storeAttachment(
  ctx: InquiriesContext,
  input: {
    session: Session;
    inquiryId: string;
    applicationId: string | null;
    max: number;
    tooManyKey: string;
    file: { bytes: Buffer; name: string; mimeType: AttachmentMimeType };
  },
): Promise<Attachment> {
  const { inquiryId, applicationId, max } = input;
  const tooMany = () => new AppError('VALIDATION_ERROR', { reason: 'TOO_MANY_FILES', messageKey: input.tooManyKey });
  if ((await countAttachments(ctx.db, inquiryId, applicationId)) >= max) throw tooMany();
  const storage = storageOf(ctx);
  const storageKey = `attachments/${inquiryId}/${randomUUID()}`;
  await storage.put(storageKey, input.file.bytes);
  try {
    const row = await withTransaction(ctx.db, async (tx) => {
      const inquiry = await lockInquiry(tx, inquiryId);
      if (!inquiry) throw new AppError('NOT_FOUND');
      if (applicationId === null) assertInquiryAction(inquiryState(inquiry, ctx.clock.now()), 'edit');
      else {
        const offer = await findApplication(tx, applicationId);
        if (!offer) throw new AppError('NOT_FOUND');
        assertApplicationAction(offer.state, 'edit');
      }
      if ((await countAttachments(tx, inquiryId, applicationId)) >= max) throw tooMany();
      return insertAttachment(tx, {
        inquiryId,
        applicationId,
        uploaderId: input.session.userId,
        name: input.file.name,
        mimeType: input.file.mimeType,
        size: input.file.bytes.length,
        storageKey,
        createdAt: ctx.clock.now(),
      });
    });
    return attachmentOut(row);
  } catch (error) {
    await storage.remove(storageKey).catch(() => {});
    throw error;
  }
}

/**
 * Removes stored objects at once, quietly (a missing one is already gone), and forgets their keys. A key
 * whose object could not be removed stays for the sweep job (`sweep-removed-files.ts`).
 */
export async function removeStoredObjects(ctx: Pick<InquiriesContext, 'db' | 'storage'>, keys: string[]) {
  if (!ctx.storage || keys.length === 0) return [];
  const storage = ctx.storage;
  const removed = await Promise.all(
    keys.map((key) =>
      storage.remove(key).then(
        () => key,
        () => null,
      ),
    ),
  );
  const gone = removed.filter((key): key is string => key !== null);
  await forgetRemovedKeys(ctx.db, gone);
  return gone;
}
