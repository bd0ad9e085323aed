import sharp from 'sharp';
import { AppError } from '../shared/app-error';

/** SPEC §5/§9: the upload limit. */
export const maxUploadBytes = 10_000_000;
const acceptedFormats = new Set(['jpeg', 'png', 'webp']);

export type ProcessedImage = { size: number; bytes: Buffer }[];

/**
 * Checks an uploaded image by its bytes (JPEG, PNG or WebP, whatever its name says), then decodes it,
 * turns it upright, crops it to a square at each size, strips every metadata field and encodes WebP.
 * Nothing is stored here: a failure leaves nothing behind.
 */
export async function processSquareImage(
  bytes: Buffer,
  sizes: readonly number[] = [512, 128],
): Promise<ProcessedImage> {
  if (bytes.length === 0)
    throw new AppError('VALIDATION_ERROR', { reason: 'NO_FILE', messageKey: 'files.errors.noFile' });
  if (bytes.length > maxUploadBytes) {
    throw new AppError('FILE_TOO_LARGE', { reason: 'FILE_TOO_LARGE', messageKey: 'files.errors.imageTooLarge' });
  }
  let format: string | undefined;
  try {
    format = (await sharp(bytes).metadata()).format;
  } catch {
    format = undefined;
  }
  if (!format || !acceptedFormats.has(format)) {
    throw new AppError('VALIDATION_ERROR', { reason: 'NOT_AN_IMAGE', messageKey: 'files.errors.notImage' });
  }
  try {
    return await Promise.all(
      sizes.map(async (size) => ({
        size,
        bytes: await sharp(bytes, { limitInputPixels: 40_000_000 })
          .rotate()
          .resize(size, size, { fit: 'cover', position: 'attention' })
          .webp({ quality: 82 })
          .toBuffer(),
      })),
    );
  } catch {
    throw new AppError('VALIDATION_ERROR', { reason: 'NOT_AN_IMAGE', messageKey: 'files.errors.notImage' });
  }
}
