import { type AssistantConversation, type AssistantMessage, assistantPartSchema } from '@tendero/contracts';
import type { AssistantMessageRow, ConversationRow } from './assistant.repository';

export function conversationOut(row: ConversationRow): AssistantConversation {
  return {
    id: row.id,
    title: row.title,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function messageOut(row: AssistantMessageRow): AssistantMessage {
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
