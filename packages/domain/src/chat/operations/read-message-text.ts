import type { Session } from '../../accounts/index';
import { AppError } from '../../shared/app-error';
import { type ChatContext, participant } from '../chat-context';
import { findMessage } from '../messages.repository';

/** A message's text for one of its conversation's participants (to translate it for them). */
export async function readMessageText(ctx: ChatContext, session: Session, messageId: string): Promise<string> {
  const message = await findMessage(ctx.db, messageId);
  if (!message) throw new AppError('NOT_FOUND');
  await participant(ctx, session, message.chatId);
  return message.text;
}
