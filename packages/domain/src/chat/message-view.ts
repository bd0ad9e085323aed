import type { ChatMessage } from '@tendero/contracts';
import type { MessageRow } from './messages.repository';

/** A stored message as the socket and the page see it (its attachment as a participants-only link). */
export function messageOut(row: MessageRow): ChatMessage {
  return {
    id: row.id,
    roomId: row.chatId,
    senderId: row.senderId,
    receiverId: row.receiverId,
    clientMessageId: row.clientMessageId,
    seq: row.seq,
    text: row.text,
    attachment:
      row.fileKey && row.fileMimeType
        ? {
            id: row.id,
            mimeType: row.fileMimeType,
            name: row.fileName ?? 'attachment',
            size: row.fileSize ?? 0,
            url: `/api/chat/attachments/${row.id}`,
          }
        : null,
    createdAt: row.createdAt.toISOString(),
  };
}
