import { z } from 'zod';
import { defineEndpoint } from '../shared/endpoint';
import { attachmentListSchema, attachmentSchema } from './attachments';

const tags = ['inquiries'];
const inquiryParams = z.object({ inquiryId: z.uuid() });
const inquiryFileParams = z.object({ inquiryId: z.uuid(), attachmentId: z.uuid() });
const offerParams = z.object({ inquiryId: z.uuid(), applicationId: z.uuid() });
const offerFileParams = z.object({ inquiryId: z.uuid(), applicationId: z.uuid(), attachmentId: z.uuid() });
const uploadSummary =
  '(multipart field `file`; PDF, images, DOCX/XLSX/PPTX, ODT/ODS, TXT or CSV up to 10,000,000 bytes, read from the bytes)';
/** How both uploads (an inquiry's file, an offer's file) take the file and answer. */
const fileUpload = {
  upload: 'multipart',
  status: 201,
  answer: attachmentSchema,
  errors: ['FILE_TOO_LARGE', 'NOT_FOUND', 'CONFLICT'],
} as const;

/**
 * Files of an inquiry (its author uploads up to 5 while it is open) and of an offer (its rep, up to 3 while
 * it is pending; a rep is whoever sent the offer). Whoever may not read the inquiry or the offer is answered 404. Downloads are always
 * `Content-Disposition: attachment` with `X-Content-Type-Options: nosniff`.
 */
export const inquiryAttachmentsEndpoints = {
  uploadInquiryFile: defineEndpoint({
    method: 'POST',
    path: '/api/orders/:inquiryId/attachments',
    access: 'signed-in',
    tags,
    summary: `Attach a file to an own open inquiry ${uploadSummary}`,
    params: inquiryParams,
    ...fileUpload,
  }),
  listInquiryFiles: defineEndpoint({
    method: 'GET',
    path: '/api/orders/:inquiryId/attachments',
    access: 'signed-in',
    tags,
    summary: "An inquiry's files (whoever may read its details)",
    params: inquiryParams,
    answer: attachmentListSchema,
    errors: ['NOT_FOUND'],
  }),
  inquiryFile: defineEndpoint({
    method: 'GET',
    path: '/api/orders/:inquiryId/attachments/:attachmentId',
    access: 'signed-in',
    tags,
    summary: "Download one of an inquiry's files (whoever may read its details)",
    params: inquiryFileParams,
    format: 'binary',
    answer: z.unknown(),
    errors: ['NOT_FOUND'],
  }),
  removeInquiryFile: defineEndpoint({
    method: 'DELETE',
    path: '/api/orders/:inquiryId/attachments/:attachmentId',
    access: 'signed-in',
    tags,
    summary: 'Remove a file from an own open inquiry',
    params: inquiryFileParams,
    status: 204,
    answer: z.null(),
    errors: ['NOT_FOUND', 'CONFLICT'],
  }),
  uploadOfferFile: defineEndpoint({
    method: 'POST',
    path: '/api/orders/:inquiryId/applications/:applicationId/attachments',
    access: 'signed-in',
    tags,
    summary: `Attach a file to an own pending offer ${uploadSummary}`,
    params: offerParams,
    ...fileUpload,
  }),
  listOfferFiles: defineEndpoint({
    method: 'GET',
    path: '/api/orders/:inquiryId/applications/:applicationId/attachments',
    access: 'signed-in',
    tags,
    summary: "An offer's files (its rep, their company's manager, the inquiry's author, admins)",
    params: offerParams,
    answer: attachmentListSchema,
    errors: ['NOT_FOUND'],
  }),
  offerFile: defineEndpoint({
    method: 'GET',
    path: '/api/orders/:inquiryId/applications/:applicationId/attachments/:attachmentId',
    access: 'signed-in',
    tags,
    summary: "Download one of an offer's files (its rep, their company's manager, the inquiry's author, admins)",
    params: offerFileParams,
    format: 'binary',
    answer: z.unknown(),
    errors: ['NOT_FOUND'],
  }),
  removeOfferFile: defineEndpoint({
    method: 'DELETE',
    path: '/api/orders/:inquiryId/applications/:applicationId/attachments/:attachmentId',
    access: 'signed-in',
    tags,
    summary: 'Remove a file from an own pending offer',
    params: offerFileParams,
    status: 204,
    answer: z.null(),
    errors: ['NOT_FOUND', 'CONFLICT'],
  }),
};
