import type { ContentRemoval, RemovalState } from '@tendero/contracts';
import type { Db } from '@tendero/db';
import { findPeople } from '../accounts/index';
import { findCompany } from '../companies/index';
import { mayRestore, restorableUntil } from './moderation-rules';
import type { RemovalRow } from './removals.repository';

function stateOf(row: RemovalRow): RemovalState {
  if (row.purgedAt) return 'purged';
  return row.restoredAt ? 'restored' : 'active';
}

/** Removals as the console shows them: with the names of the owner, the admins and the company. */
export async function removalsOut(db: Db, rows: RemovalRow[], now: Date): Promise<ContentRemoval[]> {
  const ids = new Set<string>();
  for (const row of rows) {
    for (const id of [row.ownerId, row.removedBy, row.restoredBy]) if (id) ids.add(id);
  }
  const people = new Map((await findPeople(db, [...ids])).map((person) => [person.id, person]));
  const companyIds = [...new Set(rows.flatMap((row) => (row.companyId ? [row.companyId] : [])))];
  const companies = new Map(
    await Promise.all(companyIds.map(async (id) => [id, (await findCompany(db, id))?.name ?? null] as const)),
  );
  const person = (id: string | null) => {
    if (!id) return null;
    const found = people.get(id);
    return { id, name: found ? `${found.firstName} ${found.lastName}`.trim() || found.email : id };
  };
  return rows.map((row) => {
    const companyName = row.companyId ? companies.get(row.companyId) : null;
    return {
      id: row.id,
      kind: row.kind,
      contentId: row.contentId,
      company: row.companyId && companyName ? { id: row.companyId, name: companyName } : null,
      owner: person(row.ownerId),
      excerpt: row.excerpt,
      reason: row.reason,
      state: stateOf(row),
      removedBy: person(row.removedBy),
      removedAt: row.removedAt.toISOString(),
      restorableUntil: restorableUntil(row.removedAt).toISOString(),
      restorable: mayRestore(row, now),
      restoredBy: person(row.restoredBy),
      restoredAt: row.restoredAt?.toISOString() ?? null,
      purgedAt: row.purgedAt?.toISOString() ?? null,
    };
  });
}
