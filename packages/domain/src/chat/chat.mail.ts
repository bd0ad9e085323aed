import { translate } from '@tendero/i18n';
import { mailingUnsubscribeLink, notify, renderMail } from '../notifications/index';
import type { DomainContext } from '../shared/context';
import { enqueueJob, type JobHandler, recurringJob } from '../shared/jobs';
import { hasPendingJob } from '../shared/jobs.repository';
import { latestUnread, type MessageRow } from './messages.repository';
import { claimOfflineNotification, dueForOfflineMail, setNotifyAfter } from './participants.repository';
import { findChatPerson } from './people.repository';

export const chatOfflineMailJob = 'chat.offline-mail';
/** A receiver who has not read a message this long after it came, and is not connected, gets an e-mail. */
export const offlineAfterMs = 15 * 60 * 1000;
/** At most one such e-mail per conversation and receiver per hour. */
export const offlineMailEveryMs = 60 * 60 * 1000;

/** How often the scan runs (it re-schedules itself). */
export const offlineScanEveryMs = 60 * 1000;

/**
 * The offline e-mail, a scan that re-schedules itself every minute. Each message marks its
 * receiver's participant row (`notify_after` = 15 minutes later, if not already set). When that time
 * comes: read by then → nothing; connected now in any process (`isOnline`) → look again in 15 minutes;
 * e-mailed about this conversation within the hour → look again when the hour is over; else one e-mail
 * with the newest unread message, unless the person unsubscribed.
 */
export function createChatOfflineMailHandler(
  ctx: DomainContext,
  deps: { isOnline: (userId: string) => Promise<boolean>; reschedule?: boolean },
): JobHandler<typeof chatOfflineMailJob> {
  const scan: JobHandler<typeof chatOfflineMailJob> = async () => {
    const now = ctx.clock.now();
    for (const due of await dueForOfflineMail(ctx.db, now, 200)) {
      const unread = await latestUnread(ctx.db, due.chatId, due.userId, due.lastReadAt);
      if (!unread) {
        await setNotifyAfter(ctx.db, due.chatId, due.userId, null);
        continue;
      }
      if (await deps.isOnline(due.userId)) {
        await setNotifyAfter(ctx.db, due.chatId, due.userId, new Date(now.getTime() + offlineAfterMs));
        continue;
      }
      if (due.lastNotifiedAt && now.getTime() - due.lastNotifiedAt.getTime() < offlineMailEveryMs) {
        await setNotifyAfter(
          ctx.db,
          due.chatId,
          due.userId,
          new Date(due.lastNotifiedAt.getTime() + offlineMailEveryMs),
        );
        continue;
      }
      await setNotifyAfter(ctx.db, due.chatId, due.userId, null);
      const notNotifiedSince = new Date(now.getTime() - offlineMailEveryMs);
      if (!(await claimOfflineNotification(ctx.db, due.chatId, due.userId, unread.createdAt, now, notNotifiedSince)))
        continue;
      await sendOfflineMail(ctx, unread);
    }
  };
  // One chain of scans, a minute apart, whatever a scan met (online checks fail while Redis is away).
  return deps.reschedule === false ? scan : recurringJob(ctx, chatOfflineMailJob, offlineScanEveryMs, scan);
}

/**
 * The away notice of the `messages` kind (issue 40) through `notify`: the e-mail and a push opening the
 * conversation, each as the receiver chose. The push goes with the e-mail, not at once: a person connected
 * in any tab sees the message live, and the scan's 15 minutes and once-an-hour limit keep a busy
 * conversation from buzzing a phone with every line.
 */
async function sendOfflineMail(ctx: DomainContext, message: MessageRow): Promise<void> {
  const [receiver, sender] = await Promise.all([
    findChatPerson(ctx.db, message.receiverId),
    findChatPerson(ctx.db, message.senderId),
  ]);
  if (receiver?.status !== 'ACTIVE' || !sender) return;
  const senderName = `${sender.firstName} ${sender.lastName}`.trim();
  const quote = message.text.length > 300 ? `${message.text.slice(0, 297)}…` : message.text;
  const path = (locale: string) => `/${locale}/chat/${message.chatId}`;
  await notify(ctx.db, ctx, [receiver], {
    kind: 'messages',
    mail: (locale) => ({
      subject: translate(locale, 'email.chatOffline.subject', { sender: senderName }),
      ...renderMail(locale, [
        translate(locale, 'email.chatOffline.greeting', { name: receiver.firstName }),
        `${translate(locale, 'email.chatOffline.body', { sender: senderName })}\n${quote || '📎'}`,
        translate(locale, 'email.chatOffline.cta', { link: `${ctx.settings.publicUrl}${path(locale)}` }),
        translate(locale, 'email.unsubscribe', {
          link: mailingUnsubscribeLink(ctx, locale, { email: receiver.email, userId: receiver.id, kind: 'messages' }),
        }),
      ]),
    }),
    push: (locale) => ({
      title: translate(locale, 'notificationSettings.push.message.title', { sender: senderName }),
      body: translate(locale, 'notificationSettings.push.message.body', {
        text: message.text.length > 120 ? `${message.text.slice(0, 117)}…` : message.text || '📎',
      }),
      path: path(locale),
      tag: `chat:${message.chatId}`,
    }),
  });
}

/** Starts the scan chain when none is waiting (each process calls it at start; the chain stays single). */
export async function ensureOfflineMailScan(ctx: DomainContext): Promise<void> {
  if (!(await hasPendingJob(ctx.db, chatOfflineMailJob))) {
    await enqueueJob(ctx.db, ctx.clock, chatOfflineMailJob, {}, { delayMs: offlineScanEveryMs });
  }
}
