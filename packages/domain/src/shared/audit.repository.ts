import { type Db, schema } from '@tendero/db';

const { auditLog } = schema;

export type AuditEntry = {
  actorId: string | null;
  action: string;
  targetType?: string;
  targetId?: string;
  ip?: string | null;
  detail?: Record<string, unknown>;
  at: Date;
};

/** Appends one entry to the activity record; entries are never changed or deleted. */
export async function recordAudit(db: Db, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    at: entry.at,
    actorId: entry.actorId,
    action: entry.action,
    targetType: entry.targetType ?? null,
    targetId: entry.targetId ?? null,
    ip: entry.ip ?? null,
    detail: entry.detail ?? {},
  });
}
