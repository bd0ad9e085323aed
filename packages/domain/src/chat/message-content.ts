import { chatAttachmentMaxBytes, chatAttachmentTypes } from '@tendero/contracts';
import { fileTypeFromBuffer } from 'file-type';
import { AppError } from '../shared/app-error';

/**
 * Text as PostgreSQL stores it, checked before it joins a batch, where one message the database refuses
 * would fail every message with it: a NUL character is refused (no text column holds one), and a lone
 * half of a surrogate pair becomes U+FFFD (what its UTF-8 encoding gave before messages were batched).
 */
export function storableText(text: string): string {
  if (text.includes('\u0000')) throw new AppError('VALIDATION_ERROR', { messageKey: 'chat.errors.invalid' });
  if (!/[\uD800-\uDFFF]/.test(text)) return text;
  return text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');
}

/** An attachment's type is read from its bytes (never from the name or the claimed type). */
export async function checkAttachment(bytes: Uint8Array): Promise<string> {
  if (bytes.byteLength > chatAttachmentMaxBytes) {
    throw new AppError('FILE_TOO_LARGE', { messageKey: 'chat.errors.attachmentTooLarge' });
  }
  const detected = await fileTypeFromBuffer(bytes);
  // Legacy .doc/.xls are OLE containers that file-type names 'application/x-cfb'.
  const mime = detected?.mime === 'application/x-cfb' ? 'application/msword' : detected?.mime;
  if (!mime || !(chatAttachmentTypes as readonly string[]).includes(mime)) {
    throw new AppError('VALIDATION_ERROR', { messageKey: 'chat.errors.attachmentType' });
  }
  return mime;
}
