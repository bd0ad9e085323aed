import type { Session } from '../../accounts/index';
import { AppError } from '../../shared/app-error';
import { type ChatContext, participant } from '../chat-context';
import { findMessage } from '../messages.repository';

/** An attachment's bytes, for a participant of its conversation only. */
export async function readAttachment(ctx: ChatContext, session: Session, messageId: string) {
  const message = await findMessage(ctx.db, messageId);
  if (!message?.fileKey) throw new AppError('NOT_FOUND');
  await participant(ctx, session, message.chatId);
  const bytes = await ctx.storage.get(message.fileKey);
  if (!bytes) throw new AppError('NOT_FOUND');
  return {
    bytes,
    mimeType: message.fileMimeType ?? 'application/octet-stream',
    name: message.fileName ?? 'attachment',
  };
}
