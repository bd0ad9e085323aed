import {
  createCipheriv,
  createDecipheriv,
  createHash,
  createHmac,
  randomBytes,
  randomInt,
  timingSafeEqual,
} from 'node:crypto';
import { recoveryCodeCount, trustedDeviceDays } from '@tendero/contracts';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';

/**
 * The authenticator app's arithmetic (RFC 6238 through `otpauth`: SHA-1, 30 s steps, 6 digits, a window of
 * one step either side), the encryption of secrets at rest, recovery codes and the trusted-device cookie.
 * Nothing here touches the database; times come from the caller's clock.
 */
export const totpRules = { period: 30, digits: 6, window: 1, issuer: 'Tendero' } as const;

function totpOf(secretBase32: string, label = ''): TOTP {
  return new TOTP({
    issuer: totpRules.issuer,
    label,
    algorithm: 'SHA1',
    digits: totpRules.digits,
    period: totpRules.period,
    secret: Secret.fromBase32(secretBase32),
  });
}

/** A new 160-bit secret (RFC 4226's recommended length), as Base32. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The `otpauth://` URI of a secret for an account, and its QR code as SVG. */
export async function totpEnrolment(secretBase32: string, label: string) {
  const otpauthUrl = totpOf(secretBase32, label).toString();
  const qrSvg = await QRCode.toString(otpauthUrl, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { otpauthUrl, qrSvg };
}

/** The time step a timestamp falls in. */
export function totpStep(at: Date): number {
  return Math.floor(at.getTime() / 1000 / totpRules.period);
}

/** The code of a secret at a time (tests and the seed's printed example). */
export function totpCode(secretBase32: string, at: Date): string {
  return totpOf(secretBase32).generate({ timestamp: at.getTime() });
}

/**
 * The time step a code belongs to when it is valid at `at` (this step or one either side), else null.
 * The caller refuses a step at or before the last one accepted (a code is used once).
 */
export function totpMatchStep(secretBase32: string, code: string, at: Date): number | null {
  const delta = totpOf(secretBase32).validate({ token: code, timestamp: at.getTime(), window: totpRules.window });
  return delta === null ? null : totpStep(at) + delta;
}

function keyOf(secret: string, purpose: string): Buffer {
  return createHash('sha256').update(`tendero:${purpose}:`).update(secret).digest();
}

/** AES-256-GCM with a key derived from the auth secret: `v1.iv.tag.ciphertext` in base64url. */
export function encryptSecret(authSecret: string, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(authSecret, 'totp-secret'), iv);
  const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), sealed]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

export function decryptSecret(authSecret: string, stored: string): string {
  const [version, iv, tag, sealed] = stored.split('.');
  if (version !== 'v1' || !iv || !tag || !sealed) throw new Error('Unknown secret format');
  const decipher = createDecipheriv('aes-256-gcm', keyOf(authSecret, 'totp-secret'), Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(sealed, 'base64url')), decipher.final()]).toString('utf8');
}

/** Letters and digits a person reads without doubt (no 0/o, 1/l/i). */
const codeAlphabet = 'abcdefghjkmnpqrstuvwxyz23456789';

/**
 * Ten recovery codes of 10 characters from 31 (≈ 49 bits each), shown as `xxxxx-xxxxx`. With at most ten
 * guesses an hour per account, a keyed SHA-256 is enough to store them: the hash only has to keep a
 * database reader from using them, and 49 random bits are not worth a slow hash to someone without the key.
 */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: recoveryCodeCount }, () => {
    const chars = Array.from({ length: 10 }, () => codeAlphabet[randomInt(codeAlphabet.length)]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

/** The stored form of a recovery code (dashes, spaces and case removed first). */
export function hashRecoveryCode(authSecret: string, code: string): string {
  const normal = code.replace(/[\s-]+/g, '').toLowerCase();
  return createHmac('sha256', keyOf(authSecret, 'recovery-code')).update(normal).digest('base64url');
}

const trustMs = trustedDeviceDays * 24 * 60 * 60 * 1000;

/**
 * The trusted-device cookie's value for a person: their id, until when, signed together with the time their
 * authenticator was confirmed (turning it off and on again ends every trusted device).
 */
export function signTrustedDevice(authSecret: string, userId: string, factorSince: Date, now: Date): string {
  const until = now.getTime() + trustMs;
  const payload = `${userId}.${until}`;
  const mac = createHmac('sha256', keyOf(authSecret, 'trusted-device'))
    .update(`${payload}.${factorSince.getTime()}`)
    .digest('base64url');
  return `${payload}.${mac}`;
}

/** Whether a cookie value trusts this browser for this person now. */
export function isTrustedDevice(
  authSecret: string,
  value: string | undefined,
  userId: string,
  factorSince: Date,
  now: Date,
): boolean {
  if (!value) return false;
  const parts = value.split('.');
  if (parts.length !== 3) return false;
  const [id, until, mac] = parts as [string, string, string];
  if (id !== userId || !/^\d+$/.test(until) || Number(until) <= now.getTime()) return false;
  const expected = createHmac('sha256', keyOf(authSecret, 'trusted-device'))
    .update(`${id}.${until}.${factorSince.getTime()}`)
    .digest();
  const given = Buffer.from(mac, 'base64url');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export { trustMs as trustedDeviceMs };
