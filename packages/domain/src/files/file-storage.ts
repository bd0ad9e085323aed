import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, normalize, sep } from 'node:path';

/**
 * Where uploaded files live. One interface: the local folder (DATA_DIR/uploads) by default; the
 * S3-compatible implementation joins it with the files issue's `S3_*` settings.
 */
export type FileStorage = {
  put: (key: string, bytes: Buffer) => Promise<void>;
  get: (key: string) => Promise<Buffer | null>;
  remove: (key: string) => Promise<void>;
};

/** Keys are slash-separated and made of safe characters only, so no key can leave the storage root. */
export function isSafeKey(key: string): boolean {
  return /^[a-z0-9][a-z0-9/_.-]{0,200}$/.test(key) && !key.includes('..') && !key.includes('//');
}

export function createLocalStorage(root: string): FileStorage {
  const pathOf = (key: string) => {
    if (!isSafeKey(key)) throw new Error(`unsafe storage key ${key}`);
    const path = normalize(join(root, key));
    if (!path.startsWith(normalize(root) + sep)) throw new Error(`storage key escapes the root: ${key}`);
    return path;
  };
  return {
    // Written to a temporary name and renamed, so a reader never sees half a file.
    put: async (key, bytes) => {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      const temporary = `${path}.${randomUUID()}.part`;
      await writeFile(temporary, bytes);
      await rename(temporary, path);
    },
    get: async (key) => {
      try {
        return await readFile(pathOf(key));
      } catch {
        return null;
      }
    },
    remove: async (key) => {
      await rm(pathOf(key), { force: true });
    },
  };
}
