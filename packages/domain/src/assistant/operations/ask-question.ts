import {
  type AssistantMessage,
  type AssistantPart,
  type AssistantStreamEvent,
  assistantLimits,
  assistantQuestionSchema,
  type Locale,
} from '@tendero/contracts';
import type { Session } from '../../accounts/index';
import { AppError } from '../../shared/app-error';
import { insertMessage, listMessages, questionsSince, setConversationTitle } from '../assistant.repository';
import { messageOut } from '../assistant.views';
import { type AssistantContext, ownConversation } from '../assistant-rules';

/** The per-person limits: a burst per minute and a day's total, counted from the stored questions. */
async function assertWithinLimits(ctx: AssistantContext, session: Session): Promise<void> {
  const now = ctx.clock.now().getTime();
  if ((await questionsSince(ctx.db, session.userId, new Date(now - 60_000))) >= assistantLimits.perMinute) {
    throw new AppError('RATE_LIMITED', { messageKey: 'assistant.errors.tooMany', retryAfterSeconds: 60 });
  }
  if ((await questionsSince(ctx.db, session.userId, new Date(now - 86_400_000))) >= assistantLimits.perDay) {
    throw new AppError('RATE_LIMITED', { messageKey: 'assistant.errors.tooManyToday', retryAfterSeconds: 3600 });
  }
}

/**
 * Asks a question: checks it and the limits before anything is stored (a refused question changes
 * nothing), stores it, streams the answer through `emit` and stores what was said: complete, stopped
 * (the asker went away: `signal`) or failed.
 */
export async function askQuestion(
  ctx: AssistantContext,
  session: Session,
  id: string,
  input: unknown,
  locale: Locale,
  emit: (event: AssistantStreamEvent) => void,
  signal: AbortSignal,
): Promise<AssistantMessage> {
  const conversation = await ownConversation(ctx, session, id);
  const { text } = assistantQuestionSchema.parse(input);
  await assertWithinLimits(ctx, session);
  const history = (await listMessages(ctx.db, conversation.id)).map((row) => ({ role: row.role, text: row.text }));
  const question = await insertMessage(ctx.db, {
    conversationId: conversation.id,
    userId: session.userId,
    role: 'user',
    text,
    at: ctx.clock.now(),
  });
  await setConversationTitle(ctx.db, conversation.id, text.length > 80 ? `${text.slice(0, 79)}…` : text);
  emit({ type: 'question', conversationId: conversation.id, message: messageOut(question) });
  let said = '';
  const parts: AssistantPart[] = [];
  let status: 'complete' | 'stopped' | 'failed' = 'complete';
  try {
    await ctx.engine.answer(
      { question: text, locale, history, asker: session, now: ctx.clock.now() },
      {
        text: (delta) => {
          if (signal.aborted) return;
          said += delta;
          emit({ type: 'text', delta });
        },
        part: (part) => {
          if (signal.aborted) return;
          parts.push(part);
          emit({ type: 'part', part });
        },
      },
      signal,
    );
    if (signal.aborted) status = 'stopped';
  } catch (error) {
    status = signal.aborted ? 'stopped' : 'failed';
    if (!signal.aborted) emit({ type: 'error', message: error instanceof Error ? error.message : String(error) });
  }
  const answer = await insertMessage(ctx.db, {
    conversationId: conversation.id,
    userId: session.userId,
    role: 'assistant',
    text: said,
    parts,
    engine: ctx.engine.kind,
    status,
    at: new Date(Math.max(ctx.clock.now().getTime(), question.createdAt.getTime() + 1)),
  });
  const out = messageOut(answer);
  emit({ type: 'done', message: out });
  return out;
}
