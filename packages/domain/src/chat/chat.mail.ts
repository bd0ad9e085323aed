import { type Db, schema } from '@tendero/db';
import { type AppLocale, translate } from '@tendero/i18n';
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import { queueMail, renderMail } from '../notifications/index';
import type { DomainContext } from '../shared/context';
import type { JobHandler } from '../shared/jobs';
import { findChatPerson, findMessage } from './chat.repository';

const { chatParticipants } = schema;

export const chatOfflineMailJob = 'chat.offline-mail';
/** A receiver who has not read a message this long after it came, and is not connected, gets an e-mail. */
export const offlineAfterMs = 15 * 60 * 1000;
/** At most one such e-mail per conversation and receiver per hour. */
export const offlineMailEveryMs = 60 * 60 * 1000;

/**
 * Claims the right to e-mail a participant about a conversation: true (and recorded) only when they have
 * not read up to the message and were not e-mailed about it within the hour. One statement, so two
 * processes never both send.
 */
async function claimNotification(db: Db, chatId: string, userId: string, messageAt: Date, now: Date): Promise<boolean> {
  const rows = await db
    .update(chatParticipants)
    .set({ lastNotifiedAt: now })
    .where(
      and(
        eq(chatParticipants.chatId, chatId),
        eq(chatParticipants.userId, userId),
        or(isNull(chatParticipants.lastReadAt), sql`${chatParticipants.lastReadAt} < ${messageAt.toISOString()}`),
        or(
          isNull(chatParticipants.lastNotifiedAt),
          sql`${chatParticipants.lastNotifiedAt} <= ${new Date(now.getTime() - offlineMailEveryMs).toISOString()}`,
        ),
      ),
    )
    .returning({ chatId: chatParticipants.chatId });
  return rows.length > 0;
}

/**
 * The offline e-mail (issue 7): queued 15 minutes after each message; sent when the receiver still has
 * not read it, has no connected socket in any process (`isOnline`), has not unsubscribed, and was not
 * e-mailed about this conversation in the last hour.
 */
export function createChatOfflineMailHandler(
  ctx: DomainContext,
  deps: { isOnline: (userId: string) => Promise<boolean> },
): JobHandler {
  return async (payload) => {
    const message = await findMessage(ctx.db, String(payload.messageId));
    if (!message) return;
    if (await deps.isOnline(message.receiverId)) return;
    const [receiver, sender] = await Promise.all([
      findChatPerson(ctx.db, message.receiverId),
      findChatPerson(ctx.db, message.senderId),
    ]);
    if (!receiver || receiver.deletedAt || receiver.status !== 'ACTIVE' || receiver.mailingUnsubscribedAt || !sender) {
      return;
    }
    const now = ctx.clock.now();
    if (!(await claimNotification(ctx.db, message.chatId, receiver.id, message.createdAt, now))) return;
    const locale: AppLocale = receiver.locale === 'pl' ? 'pl' : 'en';
    const senderName = `${sender.firstName} ${sender.lastName}`.trim();
    const link = `${ctx.settings.publicUrl}/${locale}/chat/${message.chatId}`;
    const quote = message.text.length > 300 ? `${message.text.slice(0, 297)}…` : message.text;
    await queueMail(ctx.db, ctx.clock, {
      to: receiver.email,
      subject: translate(locale, 'email.chatOffline.subject', { sender: senderName }),
      locale,
      ...renderMail(locale, [
        translate(locale, 'email.chatOffline.greeting', { name: receiver.firstName }),
        `${translate(locale, 'email.chatOffline.body', { sender: senderName })}\n${quote || '📎'}`,
        translate(locale, 'email.chatOffline.cta', { link }),
        translate(locale, 'email.unsubscribe', {
          link: `${ctx.settings.publicUrl}/${locale}/delete-mailing/${encodeURIComponent(receiver.email)}/${receiver.id}`,
        }),
      ]),
    });
  };
}
