import { type AttachmentMimeType, attachmentMaxBytes, attachmentMimeTypes, attachmentTypes } from '@tendero/contracts';
import { fileTypeFromBuffer } from 'file-type';
import { AppError } from '../shared/app-error';

/** A document as stored: its type read from the bytes and a name whose extension says that type. */
export type CheckedDocument = { mimeType: AttachmentMimeType; name: string };

const textMessage = (bytes: Uint8Array): boolean => {
  if (bytes.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
};

/** The file name a download is saved as: no folders, no control characters, at most 150 characters. */
export function safeFileName(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .normalize('NFC')
    .replace(/\p{Cc}/gu, '')
    .replace(/["<>:|?*]/g, '')
    .replace(/^[\s.]+|[\s.]+$/g, '')
    .slice(0, 150);
  return cleaned || 'file';
}

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

/** Keeps the name when its extension says the type; otherwise appends the type's own (a PDF named .txt: .txt.pdf). */
function nameFor(name: string, mimeType: AttachmentMimeType): string {
  const extensions: readonly string[] = attachmentTypes[mimeType];
  return extensions.includes(extensionOf(name)) ? name : `${name}.${extensions[0]}`;
}

/**
 * What an uploaded document is, read from its bytes only: binary formats by their signature (file-type reads
 * PDF, images, OOXML and ODF containers); anything else is text when it is valid UTF-8 without a NUL byte
 * (CSV when the name says .csv, plain text otherwise). The name and the browser's claimed type decide nothing.
 */
export async function checkDocument(
  bytes: Uint8Array,
  fileName: string | undefined,
  allowed: readonly AttachmentMimeType[] = attachmentMimeTypes,
): Promise<CheckedDocument> {
  if (bytes.byteLength === 0)
    throw new AppError('VALIDATION_ERROR', { reason: 'NO_FILE', messageKey: 'files.errors.noFile' });
  if (bytes.byteLength > attachmentMaxBytes) {
    throw new AppError('FILE_TOO_LARGE', { reason: 'FILE_TOO_LARGE', messageKey: 'files.errors.documentTooLarge' });
  }
  const name = safeFileName(fileName);
  const detected = await fileTypeFromBuffer(bytes);
  let mimeType: string | undefined = detected?.mime;
  if (!detected && textMessage(bytes)) mimeType = extensionOf(name) === 'csv' ? 'text/csv' : 'text/plain';
  if (!mimeType || !(allowed as readonly string[]).includes(mimeType)) {
    throw new AppError('VALIDATION_ERROR', { reason: 'FILE_TYPE', messageKey: 'files.errors.documentType' });
  }
  const type = mimeType as AttachmentMimeType;
  return { mimeType: type, name: nameFor(name, type) };
}

/**
 * `Content-Disposition` of a download: always an attachment (never shown inline), with an ASCII fallback
 * name and the exact UTF-8 name (RFC 6266 / RFC 8187).
 */
export function attachmentDisposition(name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\%;]/g, '_');
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
