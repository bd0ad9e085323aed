import { createHash, createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import Bowser from 'bowser';

/**
 * Issue 37's rules for known devices and the e-mailed step-up (docs/decisions/0031):
 * - a code is 6 digits, good once, for a quarter of an hour; several may be live at once;
 * - at most one mail per account every 5 minutes (a new attempt meanwhile reuses the live code);
 * - at most 10 code guesses per account an hour, from any address, counted before the code is checked;
 * - a challenge (the sign-in attempt that asked for a code) lives as long as a code.
 */
export const emailStepUp = {
  codeMs: 15 * 60 * 1000,
  mailIntervalMs: 5 * 60 * 1000,
  guessesPerHour: 10,
  challengeMs: 15 * 60 * 1000,
};

/** How often a session's last use is written: a request in the same minutes leaves the row alone. */
export const lastUseEveryMs = 5 * 60 * 1000;

/** Who signs in, as the server saw them: the address, the user agent and the `deviceId` cookie. */
export type SignInOrigin = {
  ip?: string;
  userAgent?: string;
  /**
   * The browser's long-lived device id. `presented`: the browser sent it (false: the route has just made
   * one up for a browser or client that had none, so it cannot be a familiar device yet).
   */
  device?: { id: string; presented: boolean };
};

/** The device ids are stored hashed: a copy of the database gives nobody a familiar device. */
export function deviceHashOf(origin: SignInOrigin): string | null {
  return origin.device ? createHash('sha256').update(origin.device.id).digest('hex') : null;
}

export function newEmailCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/** A code as stored: keyed by the server's secret and bound to its account. */
export function emailCodeHash(secret: string, userId: string, code: string): string {
  return createHmac('sha256', secret).update(`sign-in-code:${userId}:${code}`).digest('hex');
}

export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

export type DeviceDescription = {
  browser: string | null;
  system: string | null;
  deviceType: 'desktop' | 'mobile' | 'tablet' | 'other';
};

/** Browser, system and kind of device read from a user agent by bowser (nothing when it says nothing). */
export function describeUserAgent(userAgent: string | null | undefined): DeviceDescription {
  if (!userAgent) return { browser: null, system: null, deviceType: 'other' };
  const parsed = Bowser.parse(userAgent);
  const named = (name?: string, version?: string) => (name ? [name, version].filter(Boolean).join(' ') : null);
  const major = parsed.browser.version?.split('.')[0];
  const type = parsed.platform.type;
  return {
    browser: named(parsed.browser.name, major),
    system: named(parsed.os.name, parsed.os.versionName ?? parsed.os.version),
    deviceType: type === 'desktop' || type === 'mobile' || type === 'tablet' ? type : 'other',
  };
}
