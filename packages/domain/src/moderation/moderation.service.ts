import { bindOperation as bind } from '../shared/bind-operation';
import type { DomainContext } from '../shared/context';
import type { ModerationContext } from './moderation-rules';
import { listRemovals } from './operations/list-removals';
import { createPurgeRemovedHandler, purgeRemoved } from './operations/purge-removed';
import { removeContent } from './operations/remove-content';
import { restoreContent } from './operations/restore-content';

/**
 * Content removal (SPEC §1 "administrators can remove content"): an admin removes a review, an offer, a
 * promo, a course, a FAQ entry, an inquiry or an application with a reason its owner receives; it stays
 * hidden and restorable for 30 days, then the purge deletes it. Private chats are no content here: no
 * operation reads them. Other capabilities are used through their faces (ratings, search facts, leads,
 * /orders/find), so it needs no dependencies injected. Each operation is one file in operations/.
 */
export function createModeration(domain: DomainContext) {
  const ctx: ModerationContext = domain;
  return {
    removals: bind(ctx, listRemovals),
    remove: bind(ctx, removeContent),
    restore: bind(ctx, restoreContent),
    /** Deletes what is past its 30 days now (the job's work; tests call it on a moved clock). */
    purge: bind(ctx, purgeRemoved),
    /** The job handler, for the worker of the process. */
    purgeHandler: createPurgeRemovedHandler(ctx),
  };
}
export type Moderation = ReturnType<typeof createModeration>;
