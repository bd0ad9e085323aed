import { type Db, schema } from '@tendero/db';
import { eq } from 'drizzle-orm';

const { companies, users } = schema;

export type ChatPerson = NonNullable<Awaited<ReturnType<typeof findChatPerson>>>;

/** What the chat needs of a person: who they are, whether they may chat, their company. */
export async function findChatPerson(db: Db, userId: string) {
  const [row] = await db
    .select({
      id: users.id,
      role: users.role,
      status: users.status,
      deletedAt: users.deletedAt,
      companyId: users.companyId,
      answersInquiries: users.answersInquiries,
      firstName: users.firstName,
      lastName: users.lastName,
      image: users.image,
      email: users.email,
      locale: users.locale,
      mailingUnsubscribedAt: users.mailingUnsubscribedAt,
      companyName: companies.name,
    })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.id, userId));
  return row ?? null;
}
