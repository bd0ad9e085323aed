import { type Db, schema } from '@tendero/db';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';

const { users } = schema;

export const personColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  image: users.image,
  organization: users.organization,
  email: users.email,
  phone: users.phone,
  shareEmail: users.shareEmail,
  sharePhone: users.sharePhone,
  locale: users.locale,
  mailingUnsubscribedAt: users.mailingUnsubscribedAt,
  deletedAt: users.deletedAt,
};

export async function findPeople(db: Db, ids: string[]) {
  if (ids.length === 0) return [];
  return db.select(personColumns).from(users).where(inArray(users.id, ids));
}

export type PersonRow = Awaited<ReturnType<typeof findPeople>>[number];

/**
 * A company's active sales reps: by name (who handles a lead), or in the order they joined (the first is
 * the one a client opens and talks to).
 */
export async function companyReps(db: Db, companyId: string, order: 'name' | 'joined' = 'name') {
  return db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(
      and(
        eq(users.companyId, companyId),
        eq(users.role, 'SALES_REP'),
        eq(users.status, 'ACTIVE'),
        isNull(users.deletedAt),
      ),
    )
    .orderBy(...(order === 'name' ? [asc(users.firstName), asc(users.lastName)] : [asc(users.createdAt)]));
}

/** A live account by its e-mail (case-insensitive): who an admin's Premium grant or a status check names. */
export async function findPersonByEmail(db: Db, email: string) {
  const [row] = await db
    .select({ id: users.id, role: users.role, companyId: users.companyId, email: users.email, locale: users.locale })
    .from(users)
    .where(and(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`, isNull(users.deletedAt)));
  return row ?? null;
}
