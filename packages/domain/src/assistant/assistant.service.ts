import {
  type AssistantConversation,
  type AssistantConversationDetail,
  type AssistantMessage,
  type AssistantPart,
  type AssistantStatus,
  type AssistantStreamEvent,
  assistantLimits,
  assistantPartSchema,
  assistantQuestionSchema,
  type Locale,
} from '@tendero/contracts';
import type { Session } from '../accounts/index';
import { AppError } from '../shared/app-error';
import type { DomainContext } from '../shared/context';
import {
  type AssistantMessageRow,
  type ConversationRow,
  deleteConversation,
  findOwnConversation,
  insertConversation,
  insertMessage,
  listConversations,
  listMessages,
  questionsSince,
  setConversationTitle,
} from './assistant.repository';
import type { AssistantEngineImpl } from './offline-engine';

/** Who talks to the assistant (SPEC §2 /chat/ai): clients, sales reps and managers. */
const talkers = new Set(['CLIENT', 'SALES_REP', 'MANAGER']);

function conversationOut(row: ConversationRow): AssistantConversation {
  return {
    id: row.id,
    title: row.title,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function messageOut(row: AssistantMessageRow): AssistantMessage {
  const parts = assistantPartSchema.array().safeParse(row.parts);
  return {
    id: row.id,
    role: row.role,
    text: row.text,
    parts: parts.success ? parts.data : [],
    engine: row.engine,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * The assistant's conversations: each its user's alone (another user's id is "not found", admins
 * included), answered by the engine given (the configured model, or the offline assistant).
 */
export function createAssistant(ctx: DomainContext, deps: { engine: AssistantEngineImpl }) {
  const mayTalk = (session: Session) => {
    if (!talkers.has(session.role)) throw new AppError('FORBIDDEN');
  };
  const own = async (session: Session, id: string) => {
    mayTalk(session);
    const row = await findOwnConversation(ctx.db, session.userId, id);
    if (!row) throw new AppError('NOT_FOUND');
    return row;
  };

  /** The per-person limits: a burst per minute and a day's total, counted from the stored questions. */
  async function assertWithinLimits(session: Session): Promise<void> {
    const now = ctx.clock.now().getTime();
    if ((await questionsSince(ctx.db, session.userId, new Date(now - 60_000))) >= assistantLimits.perMinute) {
      throw new AppError('RATE_LIMITED', { messageKey: 'assistant.errors.tooMany', retryAfterSeconds: 60 });
    }
    if ((await questionsSince(ctx.db, session.userId, new Date(now - 86_400_000))) >= assistantLimits.perDay) {
      throw new AppError('RATE_LIMITED', { messageKey: 'assistant.errors.tooManyToday', retryAfterSeconds: 3600 });
    }
  }

  return {
    status(): AssistantStatus {
      return { engine: deps.engine.kind, model: deps.engine.model };
    },

    async conversations(session: Session): Promise<{ items: AssistantConversation[] }> {
      mayTalk(session);
      return { items: (await listConversations(ctx.db, session.userId, assistantLimits.listed)).map(conversationOut) };
    },

    async start(session: Session): Promise<AssistantConversation> {
      mayTalk(session);
      return conversationOut(await insertConversation(ctx.db, session.userId, ctx.clock.now()));
    },

    async conversation(session: Session, id: string): Promise<AssistantConversationDetail> {
      const row = await own(session, id);
      return { ...conversationOut(row), messages: (await listMessages(ctx.db, row.id)).map(messageOut) };
    },

    async remove(session: Session, id: string): Promise<void> {
      mayTalk(session);
      if (!(await deleteConversation(ctx.db, session.userId, id))) throw new AppError('NOT_FOUND');
    },

    /**
     * Asks a question: checks it and the limits before anything is stored (a refused question changes
     * nothing), stores it, streams the answer through `emit` and stores what was said: complete, stopped
     * (the asker went away: `signal`) or failed.
     */
    async ask(
      session: Session,
      id: string,
      input: unknown,
      locale: Locale,
      emit: (event: AssistantStreamEvent) => void,
      signal: AbortSignal,
    ): Promise<AssistantMessage> {
      const conversation = await own(session, id);
      const { text } = assistantQuestionSchema.parse(input);
      await assertWithinLimits(session);
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
        await deps.engine.answer(
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
        engine: deps.engine.kind,
        status,
        at: new Date(Math.max(ctx.clock.now().getTime(), question.createdAt.getTime() + 1)),
      });
      const out = messageOut(answer);
      emit({ type: 'done', message: out });
      return out;
    },
  };
}
export type Assistant = ReturnType<typeof createAssistant>;
