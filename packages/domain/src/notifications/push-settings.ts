import Bowser from 'bowser';

/**
 * The VAPID keys (RFC 8292) the server signs its push requests with: the settings VAPID_PUBLIC_KEY,
 * VAPID_PRIVATE_KEY and VAPID_SUBJECT. null: push is off (no key for browsers, no subscription taken,
 * nothing sent).
 */
export type PushSettings = { publicKey: string; privateKey: string; subject: string } | null;

/** What a push device is called in its owner's settings: "Chrome 131 on Android 14" (bowser reads it). */
export function pushDeviceName(userAgent: string | null | undefined): string | null {
  if (!userAgent) return null;
  const parsed = Bowser.parse(userAgent);
  const browser = parsed.browser.name
    ? [parsed.browser.name, parsed.browser.version?.split('.')[0]].filter(Boolean).join(' ')
    : null;
  const system = parsed.os.name
    ? [parsed.os.name, parsed.os.versionName ?? parsed.os.version].filter(Boolean).join(' ')
    : null;
  if (browser && system) return `${browser} on ${system}`.slice(0, 200);
  return (browser ?? system)?.slice(0, 200) ?? null;
}
