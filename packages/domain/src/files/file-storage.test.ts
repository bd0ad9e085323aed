import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createLocalStorage, isSafeKey } from './file-storage';

const root = mkdtempSync(join(tmpdir(), 'tendero-store-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('local file storage', () => {
  it('writes, reads and removes by key, leaving no temporary files', async () => {
    const storage = createLocalStorage(root);
    await storage.put('photos/users/u1/a-512.webp', Buffer.from('abc'));
    expect((await storage.get('photos/users/u1/a-512.webp'))?.toString()).toBe('abc');
    expect(readdirSync(join(root, 'photos/users/u1'))).toEqual(['a-512.webp']);
    await storage.remove('photos/users/u1/a-512.webp');
    expect(await storage.get('photos/users/u1/a-512.webp')).toBeNull();
  });

  it.each(['../etc/passwd', 'photos/../../x', '/abs', 'Photos/UPPER', 'a//b', ''])(
    'refuses the key %j',
    async (key) => {
      expect(isSafeKey(key)).toBe(false);
      await expect(createLocalStorage(root).put(key, Buffer.from('x'))).rejects.toThrow();
    },
  );
});
