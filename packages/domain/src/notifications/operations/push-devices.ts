import {
  type PushDevice,
  type PushDevices,
  type PushKey,
  type PushSubscriptionInput,
  pushSubscriptionInputSchema,
} from '@tendero/contracts';
import { AppError } from '../../shared/app-error';
import type { DomainContext } from '../../shared/context';
import {
  deleteOwnPushSubscription,
  listPushSubscriptionsOf,
  type PushSubscriptionRow,
  upsertPushSubscription,
} from '../push.repository';
import { type PushSettings, pushDeviceName } from '../push-settings';

export type PushContext = DomainContext & { push: PushSettings };

/** The acting person (accounts' Session; only its id is read here: accounts uses notifications, not back). */
type Session = { userId: string };

function deviceOf(row: PushSubscriptionRow): PushDevice {
  return {
    id: row.id,
    device: row.device,
    endpoint: row.endpoint,
    createdAt: row.createdAt.toISOString(),
    lastSentAt: row.lastSentAt?.toISOString() ?? null,
  };
}

/** The key browsers subscribe with; "not available" without VAPID keys. */
export function pushKey(ctx: PushContext): PushKey {
  return ctx.push ? { available: true, publicKey: ctx.push.publicKey } : { available: false };
}

/** The length a base64url key decodes to (the browser's P-256 point is 65 bytes, its auth secret 16). */
const decodedLength = (value: string) => Buffer.from(value, 'base64url').length;

/**
 * Adds the browser's subscription to the person's devices (or updates it: a browser subscribing again).
 * Refused while push is off: nothing could be sent to it.
 */
export async function subscribePush(
  ctx: PushContext,
  session: Session,
  input: PushSubscriptionInput,
  userAgent?: string,
): Promise<PushDevice> {
  if (!ctx.push) throw new AppError('SERVICE_UNAVAILABLE', { reason: 'PUSH_NOT_CONFIGURED' });
  const subscription = pushSubscriptionInputSchema.parse(input);
  const problems = [
    ...(decodedLength(subscription.keys.p256dh) === 65
      ? []
      : [{ path: 'keys.p256dh', messageKey: 'validation.invalid' }]),
    ...(decodedLength(subscription.keys.auth) === 16 ? [] : [{ path: 'keys.auth', messageKey: 'validation.invalid' }]),
  ];
  if (problems.length > 0) throw new AppError('VALIDATION_ERROR', { fieldProblems: problems });
  const row = await upsertPushSubscription(ctx.db, {
    userId: session.userId,
    endpoint: subscription.endpoint,
    p256dh: subscription.keys.p256dh,
    auth: subscription.keys.auth,
    device: pushDeviceName(userAgent),
    at: ctx.clock.now(),
  });
  return deviceOf(row);
}

/** The person's own push devices, oldest first. */
export async function listPushDevices(ctx: PushContext, session: Session): Promise<PushDevices> {
  return { items: (await listPushSubscriptionsOf(ctx.db, session.userId)).map(deviceOf) };
}

/** Removes one of the person's devices; another's (or none) is NOT_FOUND, as if it did not exist. */
export async function removePushDevice(ctx: PushContext, session: Session, id: string): Promise<void> {
  if (!(await deleteOwnPushSubscription(ctx.db, session.userId, id))) throw new AppError('NOT_FOUND');
}
