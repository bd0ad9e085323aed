import { type Db, schema } from '@tendero/db';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { findPeopleWithCompany } from '../accounts/index';

const { users } = schema;

/** A person's company (id and name), role and language. */
export async function findCompanyOf(db: Db, userId: string) {
  const [person] = await findPeopleWithCompany(db, [userId]);
  if (!person) return null;
  const { id, role, companyId, companyName, locale } = person;
  return { userId: id, role, companyId, companyName, locale };
}

export async function listMembers(db: Db, companyId: string) {
  return db
    .select({
      userId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      role: users.role,
      status: users.status,
      answersInquiries: users.answersInquiries,
    })
    .from(users)
    .where(and(eq(users.companyId, companyId), isNull(users.deletedAt)))
    .orderBy(asc(users.createdAt));
}

/** A manager's "I answer inquiries myself". */
export async function setAnswersInquiries(db: Db, userId: string, on: boolean, at: Date): Promise<void> {
  await db
    .update(users)
    .set({ answersInquiries: on, updatedAt: at })
    .where(and(eq(users.id, userId), eq(users.role, 'MANAGER')));
}
