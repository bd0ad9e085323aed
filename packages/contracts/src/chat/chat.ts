import { z } from 'zod';

/**
 * Realtime chat (SPEC §7): socket.io namespace `/chat`, path `/socket.io`. Every client event is
 * validated with these schemas; a bad payload answers `chatException` and changes nothing.
 */

/** Attachments: images, PDF and office documents, up to this many bytes, type read from the bytes. */
export const chatAttachmentMaxBytes = 10_000_000;
export const chatAttachmentTypes = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
  'application/pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  'application/vnd.oasis.opendocument.text',
  'application/vnd.oasis.opendocument.spreadsheet',
  'application/msword',
  'application/vnd.ms-excel',
] as const;
export const chatMessageMax = 5000;

const bytesSchema = z.custom<Uint8Array>((value) => value instanceof Uint8Array, 'chat.errors.attachmentInvalid');

/**
 * sendMessage: the spec's payload (SPEC §7: roomId, messageText, receiverId, fileMimeType, fileBuffer) plus
 * optional fields of ours: `fileName`; `clientMessageId`, with which a retry after a reconnect is stored
 * once (without one the server makes one, and each such message is stored as a new one); and `echo`.
 */
export const sendMessageSchema = z
  .object({
    roomId: z.uuid('chat.errors.roomInvalid'),
    messageText: z.string().trim().max(chatMessageMax, 'chat.errors.messageTooLong').default(''),
    receiverId: z.string().min(1, 'chat.errors.receiverInvalid').max(100, 'chat.errors.receiverInvalid'),
    fileMimeType: z.string().max(200).nullable().default(null),
    fileBuffer: bytesSchema.nullable().default(null),
    fileName: z.string().trim().max(200).nullable().default(null),
    clientMessageId: z.uuid('chat.errors.clientIdInvalid').optional(),
    /**
     * false: the sending socket gets its stored message in the acknowledgement only, not also as
     * `newMessage` (one socket write less per message); the sender's other sockets and the receiver still
     * get `newMessage`. Without an ack callback it has no effect: the spec's client learns of its own
     * message from `newMessage` (SPEC §7), so that is what an absent `echo` means.
     */
    echo: z.boolean().optional(),
  })
  .refine((value) => value.messageText.length > 0 || value.fileBuffer !== null, {
    message: 'chat.errors.messageEmpty',
    path: ['messageText'],
  });
export type SendMessageInput = z.output<typeof sendMessageSchema>;

export const getChatsSchema = z.object({ language: z.enum(['en', 'pl']).default('en') });
export const roomSchema = z.object({ roomId: z.uuid('chat.errors.roomInvalid') });
export const previousMessagesQuerySchema = roomSchema.extend({
  /** Only messages after this one (what a reconnecting client missed); all recent ones without it. */
  afterId: z.uuid().optional(),
});
export const startConversationSchema = z.object({
  oppositeUserId: z.string().min(1, 'chat.errors.userInvalid').max(100, 'chat.errors.userInvalid'),
});
export const openChatSchema = z.object({ chatId: z.uuid('chat.errors.roomInvalid') });

export const chatAttachmentSchema = z.object({
  id: z.string(),
  mimeType: z.string(),
  name: z.string(),
  size: z.number(),
  /** Served only to the conversation's participants. */
  url: z.string(),
});
export const chatMessageSchema = z.object({
  id: z.string(),
  roomId: z.string(),
  senderId: z.string(),
  receiverId: z.string(),
  clientMessageId: z.string(),
  /** The message's number in its conversation, in commit order: ask for what came after the newest you had. */
  seq: z.number(),
  text: z.string(),
  attachment: chatAttachmentSchema.nullable(),
  createdAt: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const chatParticipantSchema = z.object({
  id: z.string(),
  name: z.string(),
  image: z.string().nullable(),
  role: z.enum(['CLIENT', 'SALES_REP', 'MANAGER', 'ADMIN']),
  company: z.object({ id: z.string(), name: z.string() }).nullable(),
});
export const chatSummarySchema = z.object({
  id: z.string(),
  participant: chatParticipantSchema,
  lastMessage: z
    .object({ text: z.string(), senderId: z.string(), hasAttachment: z.boolean(), createdAt: z.string() })
    .nullable(),
  unread: z.number(),
  /** When the other participant last read the conversation (read receipts). */
  otherReadAt: z.string().nullable(),
  updatedAt: z.string(),
});
export type ChatSummary = z.infer<typeof chatSummarySchema>;
