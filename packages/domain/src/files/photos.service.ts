import { randomUUID } from 'node:crypto';
import type { Db } from '@tendero/db';
import { AppError } from '../shared/app-error';
import type { FileStorage } from './file-storage';
import { processSquareImage } from './images';
import { findUserImage, setUserImage } from './photos.repository';

export type PhotoOwner = { userId: string };

/** Public URL of a stored file (served by GET /files/*). */
export function fileUrlOf(key: string): string {
  return `/files/${key}`;
}

function keyOfUrl(url: string | null): string | null {
  return url?.startsWith('/files/') ? url.slice('/files/'.length) : null;
}

/**
 * A user's own profile photo: only the owner may set it. Both sizes are written before the profile points
 * to them; the previous photo is removed after; if saving fails, the new files are removed again.
 */
export async function setUserPhoto(
  deps: { db: Db; storage: FileStorage },
  actor: { userId: string },
  ownerId: string,
  upload: Buffer,
): Promise<{ fileUrl: string }> {
  if (actor.userId !== ownerId) throw new AppError('FORBIDDEN');
  const images = await processSquareImage(upload);
  const user = await findUserImage(deps.db, ownerId);
  if (!user) throw new AppError('NOT_FOUND');
  const base = `photos/users/${ownerId}/${randomUUID()}`;
  const keys = images.map((image) => `${base}-${image.size}.webp`);
  try {
    for (const [index, image] of images.entries()) await deps.storage.put(keys[index] as string, image.bytes);
    await setUserImage(deps.db, ownerId, fileUrlOf(keys[0] as string), new Date());
  } catch (error) {
    await Promise.all(keys.map((key) => deps.storage.remove(key).catch(() => {})));
    throw error;
  }
  const previous = keyOfUrl(user.image);
  if (previous) {
    const stem = previous.replace(/-\d+\.webp$/, '');
    await Promise.all(images.map((image) => deps.storage.remove(`${stem}-${image.size}.webp`).catch(() => {})));
  }
  return { fileUrl: fileUrlOf(keys[0] as string) };
}
