import type { AuditEntryView, AuditQuery } from '@tendero/contracts';
import { findPeople, type Session } from '../../accounts/index';
import { findCompany } from '../../companies/index';
import { type AdminContext, assertAdmin } from '../admin-context';
import { auditPageSize, listAudit } from '../audit.repository';

const fullName = (person: { firstName: string; lastName: string }) => `${person.firstName} ${person.lastName}`.trim();

/** The activity monitor: entries newest first, each with its actor's and user target's name. */
export async function listAuditEntries(ctx: AdminContext, session: Session, query: AuditQuery) {
  assertAdmin(session);
  const { rows, total } = await listAudit(ctx.db, query);
  const ids = new Set<string>();
  for (const row of rows) {
    if (row.actorId) ids.add(row.actorId);
    if (row.targetType === 'user' && row.targetId) ids.add(row.targetId);
  }
  const people = new Map((await findPeople(ctx.db, [...ids])).map((person) => [person.id, person]));
  const companyIds = [
    ...new Set(rows.filter((row) => row.targetType === 'company' && row.targetId).map((row) => row.targetId as string)),
  ];
  const companies = new Map(
    await Promise.all(companyIds.map(async (id) => [id, (await findCompany(ctx.db, id))?.name ?? null] as const)),
  );
  const items: AuditEntryView[] = rows.map((row) => {
    const actor = row.actorId ? people.get(row.actorId) : undefined;
    const target = row.targetType === 'user' && row.targetId ? people.get(row.targetId) : undefined;
    const company = row.targetType === 'company' && row.targetId ? (companies.get(row.targetId) ?? null) : null;
    return {
      id: row.id,
      at: row.at.toISOString(),
      action: row.action,
      actor: row.actorId ? { id: row.actorId, name: actor ? fullName(actor) : row.actorId } : null,
      targetType: row.targetType,
      targetId: row.targetId,
      targetName: target ? fullName(target) : company,
      ip: row.ip,
      detail: (row.detail ?? {}) as Record<string, unknown>,
    };
  });
  return { items, total, pageSize: auditPageSize };
}
