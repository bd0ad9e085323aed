import { z } from 'zod';
import { defineEndpoint } from '../shared/endpoint';
import {
  contentRemovalInputSchema,
  contentRemovalSchema,
  contentRemovalsSchema,
  removalsQuerySchema,
} from './moderation';

const tags = ['admin', 'moderation'];

/**
 * Content removal in the admin console: remove with a reason the owner receives, list, restore within 30
 * days. Every row answers admins only. (`marketplaceEndpoints.removeReview` removes a review the same way.)
 */
export const moderationEndpoints = {
  removals: defineEndpoint({
    method: 'GET',
    path: '/api/admin/removals',
    access: ['ADMIN'],
    tags,
    summary: 'Removed content, newest first, by kind and state (active, restored, purged) (admins)',
    query: removalsQuerySchema,
    answer: contentRemovalsSchema,
  }),
  remove: defineEndpoint({
    method: 'POST',
    path: '/api/admin/removals',
    access: ['ADMIN'],
    tags,
    summary:
      'Remove a review, offer, promo, course, FAQ entry, inquiry or application with a reason: hidden at once, its owner told by e-mail, restorable for 30 days (admins)',
    body: contentRemovalInputSchema,
    status: 201,
    answer: contentRemovalSchema,
    errors: ['CONFLICT'],
  }),
  restore: defineEndpoint({
    method: 'POST',
    path: '/api/admin/removals/:removalId/restore',
    access: ['ADMIN'],
    tags,
    summary: 'Bring removed content back within 30 days of its removal; its owner is told (admins)',
    params: z.object({ removalId: z.uuid() }),
    answer: contentRemovalSchema,
    errors: ['CONFLICT'],
  }),
};
