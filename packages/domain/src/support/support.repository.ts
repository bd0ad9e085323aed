import { type Db, schema } from '@tendero/db';

const { supportRequests } = schema;

export type NewSupportRequest = typeof supportRequests.$inferInsert;

export async function insertSupportRequest(db: Db, request: NewSupportRequest) {
  const [row] = await db.insert(supportRequests).values(request).returning();
  if (!row) throw new Error('support request insert returned nothing');
  return row;
}
