import type { Attachment } from '@tendero/contracts';
import type { AttachmentRow } from './attachments.repository';

/** Where a file is downloaded: under its inquiry, or under its offer. */
export function attachmentOut(row: AttachmentRow): Attachment {
  const base = `/api/orders/${row.inquiryId}`;
  return {
    id: row.id,
    name: row.name,
    size: row.size,
    mimeType: row.mimeType,
    url: `${base}${row.applicationId ? `/applications/${row.applicationId}` : ''}/attachments/${row.id}`,
    createdAt: row.createdAt.toISOString(),
  };
}
