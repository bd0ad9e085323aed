import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The append-only activity record of admin actions and other events worth answering for (premium grants
 * first; the admin console adds sign-ins, blocks and exports).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorId: text('actor_id'),
    action: text('action').notNull(),
    targetType: text('target_type'),
    targetId: text('target_id'),
    ip: text('ip'),
    detail: jsonb('detail').notNull().default(sql`'{}'::jsonb`),
  },
  (table) => [
    index('audit_log_at_idx').on(table.at),
    index('audit_log_target_idx').on(table.targetType, table.targetId),
  ],
);
