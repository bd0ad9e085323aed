import { z } from 'zod';

/**
 * Files on inquiries (a specification) and on offers (an offer PDF): issue 35. The type is read from the
 * bytes on the server (never from the name or the type the browser claims); these lists say what it may be.
 */
export const attachmentMaxBytes = 10_000_000;
export const inquiryAttachmentsMax = 5;
export const offerAttachmentsMax = 3;

/** What a file may be, with the extensions a downloaded copy is saved with. */
export const attachmentTypes = {
  'application/pdf': ['pdf'],
  'image/jpeg': ['jpg', 'jpeg'],
  'image/png': ['png'],
  'image/webp': ['webp'],
  'image/gif': ['gif'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['docx'],
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['xlsx'],
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': ['pptx'],
  'application/vnd.oasis.opendocument.text': ['odt'],
  'application/vnd.oasis.opendocument.spreadsheet': ['ods'],
  'text/plain': ['txt'],
  'text/csv': ['csv'],
} as const satisfies Record<string, readonly string[]>;
export type AttachmentMimeType = keyof typeof attachmentTypes;
export const attachmentMimeTypes = Object.keys(attachmentTypes) as AttachmentMimeType[];

/** The `accept` of the file inputs (a hint for the picker only: the server reads the bytes). */
export const attachmentAccept = Object.values(attachmentTypes)
  .flat()
  .map((extension) => `.${extension}`)
  .join(',');

export const attachmentSchema = z.object({
  id: z.string(),
  name: z.string().describe('The file name shown and used for the download'),
  size: z.number().describe('Bytes'),
  mimeType: z.string().describe('Read from the bytes'),
  /** Served only to the people who may read the inquiry (or the offer), always as a download. */
  url: z.string(),
  createdAt: z.string(),
});
export type Attachment = z.infer<typeof attachmentSchema>;
export const attachmentListSchema = z.object({ items: z.array(attachmentSchema) });
