import type { AccountStatus, Role } from '@tendero/contracts';
import { type Db, schema } from '@tendero/db';
import { eq, inArray, or } from 'drizzle-orm';

const { users } = schema;

export type UserRow = typeof users.$inferSelect;

export async function findUserByLogin(db: Db, login: string): Promise<UserRow | null> {
  const value = login.trim().toLowerCase();
  const [row] = await db
    .select()
    .from(users)
    .where(or(eq(users.username, value), eq(users.email, value)));
  return row ?? null;
}

export async function findUserById(db: Db, id: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row ?? null;
}

export async function emailOrUsernameTaken(db: Db, email: string, username: string) {
  const rows = await db
    .select({ email: users.email, username: users.username })
    .from(users)
    .where(or(eq(users.email, email.toLowerCase()), eq(users.username, username.toLowerCase())));
  return {
    email: rows.some((row) => row.email === email.toLowerCase()),
    username: rows.some((row) => row.username === username.toLowerCase()),
  };
}

export async function updateUser(
  db: Db,
  id: string,
  values: Partial<{
    status: AccountStatus;
    role: Role;
    companyId: string | null;
    lastActiveAt: Date;
    failedSignIns: number;
    failedSignInsSince: Date | null;
    emailVerified: boolean;
    firstName: string;
    lastName: string;
    name: string;
    phone: string | null;
    deletedAt: Date;
    bio: string;
    languages: string[];
    city: string | null;
    organization: string | null;
    shareEmail: boolean;
    sharePhone: boolean;
  }>,
  now: Date,
): Promise<void> {
  await db
    .update(users)
    .set({ ...values, updatedAt: now })
    .where(eq(users.id, id));
}

export async function deleteUser(db: Db, id: string): Promise<void> {
  await db.delete(users).where(eq(users.id, id));
}

/** Which of these e-mails already belong to an account (lower case). */
export async function takenEmails(db: Db, emails: readonly string[]): Promise<Set<string>> {
  if (emails.length === 0) return new Set();
  const rows = await db
    .select({ email: users.email })
    .from(users)
    .where(
      inArray(
        users.email,
        emails.map((email) => email.toLowerCase()),
      ),
    );
  return new Set(rows.map((row) => row.email));
}
