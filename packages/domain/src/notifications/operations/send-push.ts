import type { Agent } from 'node:https';
import webpush, { WebPushError } from 'web-push';
import type { DomainContext } from '../../shared/context';
import { enqueueJob, type JobHandler } from '../../shared/jobs';
import { sendPushJob } from '../notify';
import {
  deletePushSubscriptions,
  listPushSubscriptionsOf,
  markPushSent,
  type PushSubscriptionRow,
} from '../push.repository';
import type { PushSettings } from '../push-settings';

/** A notice older than a day is no news: the push service drops it rather than deliver it late. */
export const pushTtlSeconds = 24 * 60 * 60;
/** Waiting for an answer of the push service, per device. */
const pushTimeoutMs = 15_000;
/** A device that failed while the person's others received the notice is tried again on its own, later. */
const deviceRetryDelayMs = 60_000;

/** What the service worker receives (the JSON the browser decrypts): it shows title and body, opens `url`. */
export type PushPayload = { title: string; body: string; url: string; tag?: string };

/** Messages and meeting answers wake a phone at once; the rest can wait for its next wake-up. */
function urgencyOf(kind: string): 'high' | 'normal' | 'low' {
  if (kind === 'messages' || kind === 'meetings' || kind === 'offers') return 'high';
  if (kind === 'newsletters' || kind === 'news') return 'low';
  return 'normal';
}

/**
 * The `notifications.send-push` job: the notice to each of the person's devices, encrypted per RFC 8291
 * (aes128gcm) and signed with the VAPID key by web-push. A device the push service says is gone (404, 410)
 * is deleted; a delivered one records `last_sent_at`. A failure of the only device (or of every device)
 * fails the job, retried by the queue; a failure of one device among others that received it becomes a job
 * of its own for that device. Without VAPID keys the job is dropped: nothing can be sent.
 * `agent` is for tests (a stand-in with its own certificate).
 */
export function createSendPushHandler(
  ctx: DomainContext,
  settings: PushSettings,
  options: { agent?: Agent } = {},
): JobHandler<typeof sendPushJob> {
  return async (payload) => {
    if (!settings) return;
    const all = await listPushSubscriptionsOf(ctx.db, payload.userId);
    const devices = payload.subscriptionId ? all.filter((row) => row.id === payload.subscriptionId) : all;
    if (devices.length === 0) return;
    const message: PushPayload = {
      title: payload.title,
      body: payload.body,
      url: new URL(payload.path, ctx.settings.publicUrl).toString(),
      ...(payload.tag ? { tag: payload.tag } : {}),
    };
    const body = JSON.stringify(message);
    const sent: string[] = [];
    const gone: string[] = [];
    const failed: { row: PushSubscriptionRow; error: unknown }[] = [];
    for (const row of devices) {
      try {
        await webpush.sendNotification({ endpoint: row.endpoint, keys: { p256dh: row.p256dh, auth: row.auth } }, body, {
          vapidDetails: settings,
          TTL: pushTtlSeconds,
          urgency: urgencyOf(payload.kind),
          timeout: pushTimeoutMs,
          ...(options.agent ? { agent: options.agent } : {}),
        });
        sent.push(row.id);
      } catch (error) {
        if (error instanceof WebPushError && (error.statusCode === 404 || error.statusCode === 410)) gone.push(row.id);
        else failed.push({ row, error });
      }
    }
    await deletePushSubscriptions(ctx.db, gone);
    await markPushSent(ctx.db, sent, ctx.clock.now());
    if (failed.length === 0) return;
    if (sent.length === 0 && gone.length === 0) throw failed[0]?.error;
    for (const { row } of failed) {
      await enqueueJob(
        ctx.db,
        ctx.clock,
        sendPushJob,
        { ...payload, subscriptionId: row.id },
        { delayMs: deviceRetryDelayMs },
      );
    }
  };
}
