import { type Db, schema } from '@tendero/db';
import { and, asc, eq, isNull } from 'drizzle-orm';

const { invitations } = schema;

export async function latestOpenInvitation(db: Db, userId: string) {
  const rows = await db
    .select()
    .from(invitations)
    .where(and(eq(invitations.userId, userId), isNull(invitations.acceptedAt)))
    .orderBy(asc(invitations.createdAt));
  return rows.at(-1) ?? null;
}

/** A new invitation replaces the open ones: only the newest link works. */
export async function replaceInvitation(db: Db, values: typeof invitations.$inferInsert): Promise<void> {
  await db.delete(invitations).where(and(eq(invitations.userId, values.userId), isNull(invitations.acceptedAt)));
  await db.insert(invitations).values(values);
}

export async function findInvitationByHash(db: Db, tokenHash: string) {
  const [row] = await db.select().from(invitations).where(eq(invitations.tokenHash, tokenHash));
  return row ?? null;
}

export async function markInvitationAccepted(db: Db, id: string, now: Date): Promise<void> {
  await db.update(invitations).set({ acceptedAt: now }).where(eq(invitations.id, id));
}
