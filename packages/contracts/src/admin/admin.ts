import { z } from 'zod';
import { accountStatuses } from '../accounts/accounts';
import { roles } from '../routing/roles';
import { v } from '../shared/errors';
import { pageSchemaOf } from '../shared/page';

const when = z.iso.datetime();

/** `GET /api/admin/users`: every account, newest first ("all new users"), by role, status and a search. */
export const adminUsersQuerySchema = z.object({
  q: z.string().trim().max(200).optional(),
  role: z.enum(roles).optional(),
  status: z.enum(accountStatuses).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type AdminUsersQuery = z.infer<typeof adminUsersQuerySchema>;

export const adminUserSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  username: z.string().nullable(),
  role: z.enum(roles),
  status: z.enum(accountStatuses),
  companyId: z.string().nullable(),
  companyName: z.string().nullable(),
  createdAt: when,
  lastActiveAt: when.nullable(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;
export const adminUsersSchema = pageSchemaOf(adminUserSchema);

/** `PUT /api/admin/users/{userId}/status` (status, reason): block (SUSPENDED) or unblock (ACTIVE). */
export const userStatusChangeSchema = z.object({
  status: z.enum(['ACTIVE', 'SUSPENDED']),
  reason: z.string(v.required).trim().min(3, v.tooShort).max(500, v.tooLong),
});
export type UserStatusChange = z.infer<typeof userStatusChangeSchema>;

/** The activity monitor: append-only entries of sign-ins, failed sign-ins and admin actions. */
export const auditQuerySchema = z.object({
  q: z.string().trim().max(200).optional(),
  action: z.string().trim().max(60).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

export const auditEntrySchema = z.object({
  id: z.string(),
  at: when,
  action: z.string(),
  actor: z.object({ id: z.string(), name: z.string() }).nullable(),
  targetType: z.string().nullable(),
  targetId: z.string().nullable(),
  targetName: z.string().nullable(),
  content: z
    .object({
      authorName: z.string().nullable(),
      companyName: z.string().nullable(),
      excerpt: z.string().nullable(),
    })
    .nullable()
    .describe(
      'For removed, restored and purged content: who wrote it, whose company it is on and a quote, as recorded then',
    ),
  ip: z.string().nullable(),
  detail: z.record(z.string(), z.unknown()),
});
export type AuditEntryView = z.infer<typeof auditEntrySchema>;
export const auditEntriesSchema = pageSchemaOf(auditEntrySchema);
