import multipart from '@fastify/multipart';
import { AppError } from '@tendero/domain';
import { maxUploadBytes } from '@tendero/domain/files';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Multipart uploads for the whole app: one file per request, one byte over the limit is enough to refuse. */
export async function registerUploads(app: FastifyInstance): Promise<void> {
  await app.register(multipart, { limits: { fileSize: maxUploadBytes + 1, files: 1, fields: 5 } });
}

/**
 * The bytes of the multipart field `file` (SPEC §7): 'No File' without it, FILE_TOO_LARGE above 10,000,000.
 * A body the multipart parser cannot read (no boundary, cut short, too many parts) is the client's fault: a
 * VALIDATION_ERROR, never a 500.
 */
export async function readUpload(request: FastifyRequest): Promise<Buffer> {
  return (await readUploadedFile(request)).bytes;
}

/**
 * The bytes of the multipart field `file` and the name the browser gave it (a hint: the domain reads the type
 * from the bytes). `tooLargeKey` says the limit in the words of what is uploaded.
 */
export async function readUploadedFile(
  request: FastifyRequest,
  tooLargeKey = 'files.errors.imageTooLarge',
): Promise<{ bytes: Buffer; fileName: string | undefined }> {
  try {
    const part = request.isMultipart() ? await request.file() : undefined;
    if (part?.fieldname !== 'file') {
      throw new AppError('VALIDATION_ERROR', { reason: 'NO_FILE', messageKey: 'files.errors.noFile' });
    }
    return { bytes: await part.toBuffer(), fileName: part.filename || undefined };
  } catch (error) {
    if (error instanceof AppError) throw error;
    const { code, statusCode } = error as { code?: string; statusCode?: number };
    if (code === 'FST_REQ_FILE_TOO_LARGE' || statusCode === 413) {
      throw new AppError('FILE_TOO_LARGE', { reason: 'FILE_TOO_LARGE', messageKey: tooLargeKey });
    }
    throw new AppError('VALIDATION_ERROR', { reason: 'UNREADABLE_UPLOAD', messageKey: 'files.errors.unreadable' });
  }
}
