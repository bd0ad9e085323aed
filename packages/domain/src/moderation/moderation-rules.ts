import { companyEntryKinds, type RemovableKind, removalKeepDays } from '@tendero/contracts';
import type { DomainContext } from '../shared/context';

/** What moderation's operations need: only the domain context (other capabilities are used through their faces). */
export type ModerationContext = DomainContext;

export const dayMs = 86_400_000;
/** How long removed content stays hidden and restorable before the purge deletes it. */
export const keepMs = removalKeepDays * dayMs;

/** The company profile entries an admin may remove (steps, consents and portfolio items are not). */
export const entryKinds = companyEntryKinds;
export type RemovableEntryKind = (typeof entryKinds)[number];

export function isEntryKind(kind: RemovableKind): kind is RemovableEntryKind {
  return (entryKinds as readonly string[]).includes(kind);
}

/** The last moment a removal made at `removedAt` may be undone. */
export function restorableUntil(removedAt: Date): Date {
  return new Date(removedAt.getTime() + keepMs);
}

/** A removal in force (not restored, not purged) that is still within its 30 days. */
export function mayRestore(
  removal: { removedAt: Date; restoredAt: Date | null; purgedAt: Date | null },
  now: Date,
): boolean {
  return removal.restoredAt === null && removal.purgedAt === null && now <= restorableUntil(removal.removedAt);
}

/** One line of the content for the console and the owner's e-mail: spaces folded, at most 160 characters. */
export function excerptOf(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= 160 ? flat : `${flat.slice(0, 159).trimEnd()}…`;
}
