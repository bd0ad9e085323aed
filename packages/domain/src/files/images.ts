import sharp from 'sharp';
import { AppError } from '../shared/app-error';

/** SPEC §5/§9: the upload limit. */
export const maxUploadBytes = 10_000_000;
const acceptedFormats = new Set(['jpeg', 'png', 'webp']);

/** One stored rendition: `size` is its width (and its height for squares); the key ends in `-{size}.webp`. */
export type ProcessedImage = { size: number; bytes: Buffer }[];
/** Width-to-height ratio of the stored renditions: 1 for photos and logos, 4/3 for portfolio pictures. */
export type ImageShape = { aspect: number; sizes: readonly number[] };
export const squareShape: ImageShape = { aspect: 1, sizes: [512, 128] };
export const landscapeShape: ImageShape = { aspect: 4 / 3, sizes: [1200, 400] };

/**
 * Checks an uploaded image by its bytes (JPEG, PNG or WebP, whatever its name says), then decodes it,
 * turns it upright, crops it to the shape at each size, strips every metadata field and encodes WebP.
 * Nothing is stored here: a failure leaves nothing behind.
 */
export async function processImage(bytes: Buffer, shape: ImageShape = squareShape): Promise<ProcessedImage> {
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
      shape.sizes.map(async (size) => ({
        size,
        bytes: await sharp(bytes, { limitInputPixels: 40_000_000 })
          .rotate()
          .resize(size, Math.round(size / shape.aspect), { fit: 'cover', position: 'attention' })
          .webp({ quality: 82 })
          .toBuffer(),
      })),
    );
  } catch {
    throw new AppError('VALIDATION_ERROR', { reason: 'NOT_AN_IMAGE', messageKey: 'files.errors.notImage' });
  }
}
