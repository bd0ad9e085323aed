import { z } from 'zod';
import { v } from '../shared/errors';

/** base64url text as the Push API gives it (`PushSubscription.toJSON().keys`). */
const base64url = (max: number) =>
  z
    .string()
    .trim()
    .min(1)
    .max(max)
    .regex(/^[A-Za-z0-9_-]+=*$/, v.invalid);

/**
 * A browser's Web Push subscription as `PushSubscription.toJSON()` gives it: the push service's URL and the
 * keys of RFC 8291 (the browser's P-256 public key and 16-byte auth secret). Only https push services are
 * taken (http only on loopback, where the tests' stand-in answers).
 */
export const pushSubscriptionInputSchema = z.object({
  endpoint: z
    .url()
    .max(2000)
    .refine((value) => /^https:\/\//.test(value) || /^http:\/\/(127\.0\.0\.1|localhost)(:\d+)?\//.test(value), {
      message: v.invalid,
    }),
  expirationTime: z.number().nullish(),
  keys: z.object({ p256dh: base64url(200), auth: base64url(100) }),
});
export type PushSubscriptionInput = z.input<typeof pushSubscriptionInputSchema>;

/** The VAPID public key browsers subscribe with; `available: false` when the server has no VAPID keys. */
export const pushKeySchema = z.discriminatedUnion('available', [
  z.object({ available: z.literal(true), publicKey: z.string() }),
  z.object({ available: z.literal(false) }),
]);
export type PushKey = z.infer<typeof pushKeySchema>;

/** One of my push devices as my settings list it (never its keys). */
export const pushDeviceSchema = z.object({
  id: z.uuid(),
  /** "Chrome 131 on Android 14" as read from the browser's user agent; null when it said nothing. */
  device: z.string().nullable(),
  /** The push service's URL, so the browser can tell whether this row is itself. */
  endpoint: z.string(),
  createdAt: z.iso.datetime(),
  lastSentAt: z.iso.datetime().nullable(),
});
export type PushDevice = z.infer<typeof pushDeviceSchema>;

export const pushDevicesSchema = z.object({ items: z.array(pushDeviceSchema) });
export type PushDevices = z.infer<typeof pushDevicesSchema>;

export const pushDeviceParams = z.object({ id: z.uuid() });
