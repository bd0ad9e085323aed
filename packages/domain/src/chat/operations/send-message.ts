import { randomUUID } from 'node:crypto';
import type { ChatMessage, SendMessageInput } from '@tendero/contracts';
import type { Session } from '../../accounts/index';
import { AppError } from '../../shared/app-error';
import { offlineAfterMs } from '../chat.mail';
import type { ChatContext } from '../chat-context';
import { checkAttachment, storableText } from '../message-content';
import { messageOut } from '../message-view';
import { findMessageOf } from '../messages.repository';
import { checkedTalkers } from '../talkers';

/** How often a send reads its room afresh when the statement finds it changed before it gives up. */
const maxSendRounds = 3;

export type SendOptions = { sessionToken?: string; storedBy?: string };
export type SendAnswer = { message: ChatMessage; created: boolean; storedBy: string | null };

/**
 * sendMessage: stored before it is acknowledged. A retry with the same client id answers the stored
 * message (`created` false) and stores nothing more. The receiver must be the other participant, and
 * both must still be allowed to talk (a suspension stops a conversation at once). The room comes from
 * the cache; the statement that stores the message checks again that both people are as the rules saw
 * them, and a message whose room changed goes round again with the room read afresh. With
 * `sessionToken` (a socket's), the same statement stores it only while that session is live, and a
 * message of an ended session is refused with UNAUTHORIZED_ERROR (reason SESSION_ENDED). `storedBy`
 * names the process that stores (and delivers) it; the answer gives the one that did, a retry's too.
 *
 * The hot path of the chat (decision 0021, bench:chat): the same awaits and allocations per message as
 * when it was a method of the face's closure; the face binds it without a rest array.
 */
export async function sendMessage(
  ctx: ChatContext,
  session: Session,
  input: SendMessageInput,
  options: SendOptions = {},
): Promise<SendAnswer> {
  const text = storableText(input.messageText);
  const fileName = input.fileName ? storableText(input.fileName) : null;
  let { entry, me, other } = await checkedTalkers(ctx, session.userId, input.roomId, input.receiverId);
  let file: { key: string; mime: string; size: number; name: string } | null = null;
  if (input.fileBuffer) {
    const bytes = Buffer.from(input.fileBuffer.buffer, input.fileBuffer.byteOffset, input.fileBuffer.byteLength);
    const mime = await checkAttachment(bytes);
    const key = `chat/${input.roomId}/${randomUUID()}`;
    await ctx.storage.put(key, bytes);
    file = { key, mime, size: bytes.byteLength, name: fileName ?? 'attachment' };
  }
  const now = ctx.clock.now();
  // A client written from the spec alone sends no id: the message is new (nothing to deduplicate).
  const clientMessageId = input.clientMessageId ?? randomUUID();
  try {
    for (let round = 1; ; round++) {
      const outcome = await ctx.writer.add({
        chatId: input.roomId,
        sender: me,
        receiver: other,
        clientMessageId,
        text,
        fileKey: file?.key ?? null,
        fileMimeType: file?.mime ?? null,
        fileName: file?.name ?? null,
        fileSize: file?.size ?? null,
        createdAt: now,
        notifyAfter: new Date(now.getTime() + offlineAfterMs),
        sessionToken: options.sessionToken ?? null,
        storedBy: options.storedBy ?? null,
      });
      if (outcome.kind === 'ended') {
        throw new AppError('UNAUTHORIZED_ERROR', { reason: 'SESSION_ENDED', messageKey: 'chat.errors.sessionEnded' });
      }
      if (outcome.kind === 'created' || outcome.kind === 'stored') {
        // A retry after a stored attachment: the second copy of the file is not needed.
        if (outcome.kind === 'stored' && file) await ctx.storage.remove(file.key);
        return {
          message: messageOut(outcome.row),
          created: outcome.kind === 'created',
          storedBy: outcome.row.storedBy,
        };
      }
      if (outcome.kind === 'missing') {
        const stored = await findMessageOf(ctx.db, session.userId, clientMessageId);
        if (stored) {
          if (file) await ctx.storage.remove(file.key);
          return { message: messageOut(stored), created: false, storedBy: stored.storedBy };
        }
      }
      // The room is not as the check saw it: read it afresh and check the rules again (they throw).
      if (round === maxSendRounds) throw new Error('chat room kept changing under a send');
      ({ entry, me, other } = await checkedTalkers(ctx, session.userId, input.roomId, input.receiverId, entry));
    }
  } catch (error) {
    // Refused after all (the room changed): the file is nobody's. After a failed statement it stays, as
    // the message may have been stored all the same (a connection lost after the commit).
    if (file && error instanceof AppError) await ctx.storage.remove(file.key).catch(() => {});
    throw error;
  }
}
