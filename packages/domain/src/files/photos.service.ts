import { randomUUID } from 'node:crypto';
import type { Db } from '@tendero/db';
import { AppError } from '../shared/app-error';
import type { FileStorage } from './file-storage';
import { type ImageShape, processImage, squareShape } from './images';
import { findUserImage, setUserImage } from './photos.repository';

/** Public URL of a stored file (served by GET /files/*). */
export function fileUrlOf(key: string): string {
  return `/files/${key}`;
}

function keyOfUrl(url: string | null): string | null {
  return url?.startsWith('/files/') ? url.slice('/files/'.length) : null;
}

/**
 * Stores an uploaded image in every size of its shape under `folder`, then lets `save` point the owner to
 * it. Every size is written before the owner points to it; if writing or saving fails, the new files are
 * removed again (nothing half-written); the previous image's files are removed after success.
 */
export async function replaceStoredImage(input: {
  storage: FileStorage;
  folder: string;
  upload: Buffer;
  shape?: ImageShape;
  previousUrl: string | null;
  save: (url: string) => Promise<void>;
}): Promise<{ fileUrl: string }> {
  const shape = input.shape ?? squareShape;
  const images = await processImage(input.upload, shape);
  const base = `${input.folder}/${randomUUID()}`;
  const keys = images.map((image) => `${base}-${image.size}.webp`);
  const url = fileUrlOf(keys[0] as string);
  try {
    for (const [index, image] of images.entries()) await input.storage.put(keys[index] as string, image.bytes);
    await input.save(url);
  } catch (error) {
    await Promise.all(keys.map((key) => input.storage.remove(key).catch(() => {})));
    throw error;
  }
  await removeStoredImage(input.storage, input.previousUrl, shape);
  return { fileUrl: url };
}

/** Removes every size of a stored image (quietly: a missing file is already gone). */
export async function removeStoredImage(storage: FileStorage, url: string | null, shape: ImageShape = squareShape) {
  const key = keyOfUrl(url);
  if (!key) return;
  const stem = key.replace(/-\d+\.webp$/, '');
  await Promise.all(shape.sizes.map((size) => storage.remove(`${stem}-${size}.webp`).catch(() => {})));
}

/** A user's own profile photo: only the owner may set it. */
export async function setUserPhoto(
  deps: { db: Db; storage: FileStorage },
  actor: { userId: string },
  ownerId: string,
  upload: Buffer,
): Promise<{ fileUrl: string }> {
  if (actor.userId !== ownerId) throw new AppError('FORBIDDEN');
  const user = await findUserImage(deps.db, ownerId);
  if (!user) throw new AppError('NOT_FOUND');
  return replaceStoredImage({
    storage: deps.storage,
    folder: `photos/users/${ownerId}`,
    upload,
    previousUrl: user.image,
    save: (url) => setUserImage(deps.db, ownerId, url, new Date()),
  });
}
