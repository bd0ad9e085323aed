'use client';

import { pushEndpoints } from '@tendero/contracts';
import { apiRequest } from '@/lib/api-client';

/** Push works here: a service worker, the Push API and notifications. */
export function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window
  );
}

/** The VAPID key as the Push API takes it (bytes of the base64url text). */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = (base64url + '='.repeat((4 - (base64url.length % 4)) % 4)).replace(/-/g, '+').replace(/_/g, '/');
  const text = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(text.length));
  for (let index = 0; index < text.length; index++) bytes[index] = text.charCodeAt(index);
  return bytes;
}

/** This browser's push subscription, if it has one. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  if (!pushSupported()) return null;
  const registration = await navigator.serviceWorker.getRegistration('/');
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/**
 * Subscribes this browser with the server's VAPID key and tells the server (the person's devices). Asks the
 * notification permission first: 'denied' when the person (or the browser) refused.
 */
export async function subscribeThisDevice(publicKey: string, locale: string): Promise<'on' | 'denied'> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return 'denied';
  await navigator.serviceWorker.register('/sw.js', { scope: '/' });
  const registration = await navigator.serviceWorker.ready;
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) }));
  const json = subscription.toJSON();
  await apiRequest(pushEndpoints.subscribe, {
    locale,
    body: {
      endpoint: json.endpoint ?? subscription.endpoint,
      keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
    },
  });
  return 'on';
}

/**
 * Signing out on a shared browser: this browser stops receiving the person's notices. Its row is removed
 * from the person's devices (while the session still lives) and the browser unsubscribes. Never throws.
 */
export async function forgetThisDevicePush(locale: string): Promise<void> {
  try {
    const subscription = await currentSubscription();
    if (!subscription) return;
    const { items } = await apiRequest(pushEndpoints.ownDevices, { locale });
    const mine = items.find((device) => device.endpoint === subscription.endpoint);
    if (mine) await apiRequest(pushEndpoints.removeDevice, { locale, params: { id: mine.id } });
    await subscription.unsubscribe();
  } catch {
    // Signing out goes on whatever happens here.
  }
}
