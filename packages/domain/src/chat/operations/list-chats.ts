import type { ChatSummary } from '@tendero/contracts';
import { findPeopleWithCompany, type Session } from '../../accounts/index';
import type { ChatContext } from '../chat-context';
import { listChatsOf } from '../chats.repository';

/** getChats: the person's conversations with the other participant, last message and unread count. */
export async function listChats(ctx: ChatContext, session: Session): Promise<ChatSummary[]> {
  const rows = await listChatsOf(ctx.db, session.userId);
  const people = await findPeopleWithCompany(
    ctx.db,
    rows.map((row) => row.otherId),
  );
  return rows.flatMap((row) => {
    const person = people.find((item) => item.id === row.otherId);
    if (!person) return [];
    return [
      {
        id: row.chatId,
        participant: {
          id: person.id,
          name: `${person.firstName} ${person.lastName}`.trim(),
          image: person.image,
          role: person.role,
          company: person.companyId && person.companyName ? { id: person.companyId, name: person.companyName } : null,
        },
        lastMessage: row.last
          ? {
              text: row.last.text,
              senderId: row.last.sender_id,
              hasAttachment: row.last.file_key !== null,
              createdAt: new Date(row.last.created_at).toISOString(),
            }
          : null,
        unread: row.unread,
        otherReadAt: row.otherReadAt?.toISOString() ?? null,
        updatedAt: (row.lastMessageAt ?? row.createdAt).toISOString(),
      },
    ];
  });
}
