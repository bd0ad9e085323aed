import { type AuditEntryView, type AuditQuery, companyEntryKinds, removableKinds } from '@tendero/contracts';
import { findPeople, type Session } from '../../accounts/index';
import { findCompany } from '../../companies/index';
import { type AdminContext, assertAdmin } from '../admin-context';
import { auditPageSize, listAudit } from '../audit.repository';

const fullName = (person: { firstName: string; lastName: string }) => `${person.firstName} ${person.lastName}`.trim();
const isContentType = (type: string | null) => (removableKinds as readonly string[]).includes(type ?? '');
const hasOwnAuthor = (type: string | null) => !(companyEntryKinds as readonly string[]).includes(type ?? '');
const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

/**
 * The activity monitor: entries newest first, each with its actor's and user target's name, and for
 * removed, restored or purged content what it was (author, company, a quote). Those names are recorded
 * with the entry; entries written before that are named from the ids they kept (the removal's owner and
 * company), so no entry shows only a raw id.
 */
export async function listAuditEntries(ctx: AdminContext, session: Session, query: AuditQuery) {
  assertAdmin(session);
  const { rows, total } = await listAudit(ctx.db, query);
  const detailOf = (row: (typeof rows)[number]) => (row.detail ?? {}) as Record<string, unknown>;
  /** An older content entry's author to look up (none recorded; a profile entry's owner is not its author). */
  const authorIdOf = (row: (typeof rows)[number]) =>
    isContentType(row.targetType) && hasOwnAuthor(row.targetType) && !text(detailOf(row).authorName)
      ? text(detailOf(row).ownerId)
      : null;
  const companyIdOf = (row: (typeof rows)[number]) =>
    row.targetType === 'company'
      ? row.targetId
      : isContentType(row.targetType) && !text(detailOf(row).companyName)
        ? text(detailOf(row).companyId)
        : null;
  const ids = new Set<string>();
  for (const row of rows) {
    if (row.actorId) ids.add(row.actorId);
    if (row.targetType === 'user' && row.targetId) ids.add(row.targetId);
    const authorId = authorIdOf(row);
    if (authorId) ids.add(authorId);
  }
  const people = new Map((await findPeople(ctx.db, [...ids])).map((person) => [person.id, person]));
  const companyIds = [...new Set(rows.flatMap((row) => companyIdOf(row) ?? []))];
  const companies = new Map(
    await Promise.all(companyIds.map(async (id) => [id, (await findCompany(ctx.db, id))?.name ?? null] as const)),
  );
  const items: AuditEntryView[] = rows.map((row) => {
    const detail = detailOf(row);
    const actor = row.actorId ? people.get(row.actorId) : undefined;
    const target = row.targetType === 'user' && row.targetId ? people.get(row.targetId) : undefined;
    const company = row.targetType === 'company' && row.targetId ? (companies.get(row.targetId) ?? null) : null;
    const author = people.get(authorIdOf(row) ?? '');
    const contentCompany = companyIdOf(row);
    return {
      id: row.id,
      at: row.at.toISOString(),
      action: row.action,
      actor: row.actorId ? { id: row.actorId, name: actor ? fullName(actor) : row.actorId } : null,
      targetType: row.targetType,
      targetId: row.targetId,
      targetName: target ? fullName(target) : company,
      content: isContentType(row.targetType)
        ? {
            authorName: text(detail.authorName) ?? (author ? fullName(author) || null : null),
            companyName: text(detail.companyName) ?? (contentCompany ? (companies.get(contentCompany) ?? null) : null),
            excerpt: text(detail.excerpt),
          }
        : null,
      ip: row.ip,
      detail,
    };
  });
  return { items, total, pageSize: auditPageSize };
}
