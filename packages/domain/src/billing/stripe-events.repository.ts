import { type Db, schema } from '@tendero/db';
import { eq } from 'drizzle-orm';

const { stripeEvents } = schema;

/** Stores an event by its id; answers false when it was already stored (Stripe sends again until a 2xx). */
export async function storeEvent(db: Db, event: { id: string; type: string; payload: unknown }): Promise<boolean> {
  const stored = await db
    .insert(stripeEvents)
    .values({ id: event.id, type: event.type, payload: event.payload })
    .onConflictDoNothing()
    .returning({ id: stripeEvents.id });
  return stored.length > 0;
}

export async function findEvent(db: Db, id: string) {
  const [row] = await db.select().from(stripeEvents).where(eq(stripeEvents.id, id));
  return row ?? null;
}

export async function markEventApplied(db: Db, id: string, now: Date): Promise<void> {
  await db.update(stripeEvents).set({ appliedAt: now }).where(eq(stripeEvents.id, id));
}
