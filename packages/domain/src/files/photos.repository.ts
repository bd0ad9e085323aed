import { type Db, schema } from '@tendero/db';
import { eq } from 'drizzle-orm';

const { users } = schema;

export async function findUserImage(db: Db, userId: string): Promise<{ image: string | null } | null> {
  const [row] = await db.select({ image: users.image }).from(users).where(eq(users.id, userId));
  return row ?? null;
}

export async function setUserImage(db: Db, userId: string, image: string, now: Date): Promise<void> {
  await db.update(users).set({ image, updatedAt: now }).where(eq(users.id, userId));
}
