import type { AssistantPart } from '@tendero/contracts';
import { type Db, schema } from '@tendero/db';
import { and, asc, count, desc, eq, gte } from 'drizzle-orm';

const { assistantConversations: conversations, assistantMessages: messages } = schema;

export type ConversationRow = typeof conversations.$inferSelect;
export type AssistantMessageRow = typeof messages.$inferSelect;

export async function insertConversation(db: Db, userId: string, at: Date): Promise<ConversationRow> {
  const [row] = await db.insert(conversations).values({ userId, createdAt: at, updatedAt: at }).returning();
  return row as ConversationRow;
}

/** A conversation of this user only: another user's id finds nothing. */
export async function findOwnConversation(db: Db, userId: string, id: string): Promise<ConversationRow | null> {
  const [row] = await db
    .select()
    .from(conversations)
    .where(and(eq(conversations.id, id), eq(conversations.userId, userId)));
  return row ?? null;
}

export async function listConversations(db: Db, userId: string, limit: number): Promise<ConversationRow[]> {
  return db
    .select()
    .from(conversations)
    .where(eq(conversations.userId, userId))
    .orderBy(desc(conversations.updatedAt))
    .limit(limit);
}

export async function deleteConversation(db: Db, userId: string, id: string): Promise<boolean> {
  const deleted = await db
    .delete(conversations)
    .where(and(eq(conversations.id, id), eq(conversations.userId, userId)))
    .returning({ id: conversations.id });
  return deleted.length > 0;
}

export async function listMessages(db: Db, conversationId: string): Promise<AssistantMessageRow[]> {
  return db
    .select()
    .from(messages)
    .where(eq(messages.conversationId, conversationId))
    .orderBy(asc(messages.createdAt), asc(messages.role));
}

export async function insertMessage(
  db: Db,
  message: {
    conversationId: string;
    userId: string;
    role: 'user' | 'assistant';
    text: string;
    parts?: AssistantPart[];
    engine?: 'offline' | 'model' | null;
    status?: 'complete' | 'stopped' | 'failed';
    at: Date;
  },
): Promise<AssistantMessageRow> {
  const [row] = await db
    .insert(messages)
    .values({
      conversationId: message.conversationId,
      userId: message.userId,
      role: message.role,
      text: message.text,
      parts: message.parts ?? [],
      engine: message.engine ?? null,
      status: message.status ?? 'complete',
      createdAt: message.at,
    })
    .returning();
  await db.update(conversations).set({ updatedAt: message.at }).where(eq(conversations.id, message.conversationId));
  return row as AssistantMessageRow;
}

export async function setConversationTitle(db: Db, id: string, title: string): Promise<void> {
  await db
    .update(conversations)
    .set({ title })
    .where(and(eq(conversations.id, id), eq(conversations.title, '')));
}

/** How many questions a person asked since `since` (the per-person limits; every process counts the same rows). */
export async function questionsSince(db: Db, userId: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(messages)
    .where(and(eq(messages.userId, userId), eq(messages.role, 'user'), gte(messages.createdAt, since)));
  return row?.n ?? 0;
}
