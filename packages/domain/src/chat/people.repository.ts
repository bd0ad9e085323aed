import type { Db } from '@tendero/db';
import { findPeopleWithCompany } from '../accounts/index';

export type ChatPerson = NonNullable<Awaited<ReturnType<typeof findChatPerson>>>;

/** What the chat needs of a person: who they are, whether they may chat, their company. */
export async function findChatPerson(db: Db, userId: string) {
  const [person] = await findPeopleWithCompany(db, [userId]);
  return person ?? null;
}
