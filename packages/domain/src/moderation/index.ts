export { createModeration, type Moderation } from './moderation.service';
export { ensureRemovalPurge, purgeEveryMs, purgeRemovedJob } from './operations/purge-removed';
