import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import type { AccountsSettings } from '@tendero/domain/accounts';

type PasswordHasher = NonNullable<AccountsSettings['passwordHasher']>;

/**
 * The API tests' password hash: scrypt like Better Auth's, at a cost a test can afford (N = 2^10 instead of
 * 2^14, r = 8 instead of 16: about a hundredth of the work). Each API test signs people in through the real
 * sign-in, whose scrypt check (~160 ms, seconds on a busy machine) was about a quarter of the unit phase's CPU
 * (issue 36: 30 route test files, 142 CPU-s with Better Auth's scrypt, 104 without). It reaches the app only
 * through `testConfig()`; `loadConfig` never sets it, so the product, the demo data and the journeys hash with
 * Better Auth's own, and the sign-in security tests build their accounts with it too.
 */
export const testPasswordHasher: PasswordHasher = {
  async hash(password) {
    const salt = randomBytes(16).toString('hex');
    return `test-scrypt:${salt}:${(await derive(password, salt)).toString('hex')}`;
  },
  async verify({ hash, password }) {
    const [scheme, salt, key] = hash.split(':');
    if (scheme !== 'test-scrypt' || !salt || !key) return false;
    const expected = Buffer.from(key, 'hex');
    const actual = await derive(password, salt);
    return expected.length === actual.length && timingSafeEqual(expected, actual);
  },
};

function derive(password: string, salt: string): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, 32, { N: 1024, r: 8, p: 1 }, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}
