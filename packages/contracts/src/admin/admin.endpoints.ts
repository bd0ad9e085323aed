import { z } from 'zod';
import { defineEndpoint } from '../shared/endpoint';
import {
  adminUserSchema,
  adminUsersQuerySchema,
  adminUsersSchema,
  auditEntriesSchema,
  auditQuerySchema,
  userStatusChangeSchema,
} from './admin';

const tags = ['admin'];

/** The admin console: accounts and blocking, and the activity monitor. Every row answers admins only. */
export const adminEndpoints = {
  users: defineEndpoint({
    method: 'GET',
    path: '/api/admin/users',
    tags,
    summary: 'Every account, newest first, by role and status, with a search (admins)',
    query: adminUsersQuerySchema,
    answer: adminUsersSchema,
  }),
  setUserStatus: defineEndpoint({
    method: 'PUT',
    path: '/api/admin/users/:userId/status',
    tags,
    summary:
      'Block (SUSPENDED: every session and chat socket ends at once, the user is told why by e-mail) or unblock (admins)',
    params: z.object({ userId: z.string().min(1).max(100) }),
    body: userStatusChangeSchema,
    answer: adminUserSchema,
    errors: ['CONFLICT'],
  }),
  audit: defineEndpoint({
    method: 'GET',
    path: '/api/admin/audit',
    tags,
    summary: 'The activity monitor: sign-ins, failed sign-ins and admin actions, newest first (admins)',
    query: auditQuerySchema,
    answer: auditEntriesSchema,
  }),
};
