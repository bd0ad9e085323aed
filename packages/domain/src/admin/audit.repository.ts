import { type Db, schema } from '@tendero/db';
import { and, desc, type SQL, sql } from 'drizzle-orm';
import { containsPattern } from '../shared/like-pattern';
import { findPageOfRows } from '../shared/page.repository';

const { auditLog } = schema;

export const auditPageSize = 50;

/** Entries newest first, searched in their action, target, address and detail. */
export async function listAudit(db: Db, query: { q?: string; action?: string; page: number }) {
  const parts: SQL[] = [];
  if (query.action) parts.push(sql`${auditLog.action} = ${query.action}`);
  if (query.q) {
    const like = containsPattern(query.q);
    parts.push(
      sql`(lower(${auditLog.action}) like ${like} or lower(coalesce(${auditLog.targetId}, '')) like ${like}
        or lower(coalesce(${auditLog.ip}, '')) like ${like} or lower(${auditLog.detail}::text) like ${like}
        or lower(coalesce(${auditLog.actorId}, '')) like ${like})`,
    );
  }
  const where = parts.length > 0 ? and(...parts) : undefined;
  return findPageOfRows(db, auditLog, where, [desc(auditLog.at), desc(auditLog.id)], {
    page: query.page,
    size: auditPageSize,
  });
}
