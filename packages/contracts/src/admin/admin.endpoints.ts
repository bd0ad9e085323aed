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
import {
  addedCompanySchema,
  adminCompanyInputSchema,
  companyImportResultSchema,
  companyImportSchema,
  companyStatsSchema,
  confirmationSentSchema,
  userDeletionSchema,
} from './companies';

const tags = ['admin'];
const userParams = z.object({ userId: z.string().min(1).max(100) });

/** The admin console: accounts and blocking, and the activity monitor. Every row answers admins only. */
export const adminEndpoints = {
  users: defineEndpoint({
    method: 'GET',
    path: '/api/admin/users',
    access: ['ADMIN'],
    tags,
    summary: 'Every account, newest first, by role and status, with a search (admins)',
    query: adminUsersQuerySchema,
    answer: adminUsersSchema,
  }),
  setUserStatus: defineEndpoint({
    method: 'PUT',
    path: '/api/admin/users/:userId/status',
    access: ['ADMIN'],
    tags,
    summary:
      'Block (SUSPENDED: every session and chat socket ends at once, the user is told why by e-mail) or unblock (admins)',
    params: userParams,
    body: userStatusChangeSchema,
    answer: adminUserSchema,
    errors: ['CONFLICT'],
  }),
  resendConfirmation: defineEndpoint({
    method: 'POST',
    path: '/api/admin/users/:userId/confirmation',
    access: ['ADMIN'],
    tags,
    summary:
      'Send again the e-mail an account waits for: the activation link (UNVERIFIED) or the invitation (TEMPORARY) (admins)',
    params: userParams,
    answer: confirmationSentSchema,
    errors: ['CONFLICT'],
  }),
  deleteUser: defineEndpoint({
    method: 'POST',
    path: '/api/admin/users/:userId/deletion',
    access: ['ADMIN'],
    tags,
    summary:
      'Delete an account: no sign-in from now on, every session ends, the user is told why, personal data erased within 24 h (admins)',
    params: userParams,
    body: userDeletionSchema,
    status: 204,
    answer: z.null(),
    errors: ['CONFLICT'],
  }),
  companyStats: defineEndpoint({
    method: 'GET',
    path: '/api/admin/companies/stats',
    access: ['ADMIN'],
    tags,
    summary: 'Company profiles added in total and in each of the last 12 weeks (admins)',
    answer: companyStatsSchema,
  }),
  addCompany: defineEndpoint({
    method: 'POST',
    path: '/api/admin/companies',
    access: ['ADMIN'],
    tags,
    summary: 'Add a company by hand; its manager is invited by e-mail (admins)',
    body: adminCompanyInputSchema,
    status: 201,
    answer: addedCompanySchema,
    errors: ['CONFLICT'],
  }),
  importCompanies: defineEndpoint({
    method: 'POST',
    path: '/api/admin/companies/import',
    access: ['ADMIN'],
    tags,
    summary:
      'Preview (commit: false) or import (commit: true) companies from CSV; a file with any bad row imports nothing (admins)',
    body: companyImportSchema,
    answer: companyImportResultSchema,
  }),
  audit: defineEndpoint({
    method: 'GET',
    path: '/api/admin/audit',
    access: ['ADMIN'],
    tags,
    summary: 'The activity monitor: sign-ins, failed sign-ins and admin actions, newest first (admins)',
    query: auditQuerySchema,
    answer: auditEntriesSchema,
  }),
};
