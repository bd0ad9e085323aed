import { z } from 'zod';

export const mailStatuses = ['queued', 'sent', 'kept', 'failed'] as const;

export const mailMessageSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string().nullable(),
  status: z.enum(mailStatuses),
  createdAt: z.string(),
  /** Files sent with it (a meeting's .ics), each downloadable by its position. */
  attachments: z.array(z.object({ index: z.number().int(), filename: z.string(), contentType: z.string() })),
});
export type MailMessage = z.infer<typeof mailMessageSchema>;

export const mailboxSchema = z.object({ messages: z.array(mailMessageSchema) });

export const mailAttachmentParamsSchema = z.object({ mailId: z.uuid(), index: z.coerce.number<string>().int().min(0) });
