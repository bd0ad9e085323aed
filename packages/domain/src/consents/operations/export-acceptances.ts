import type { ConsentKind } from '@tendero/contracts';
import { type AppLocale, translate, translator } from '@tendero/i18n';
import { type Session, timeZoneOf } from '../../accounts/index';
import { AppError } from '../../shared/app-error';
import { recordAudit } from '../../shared/audit.repository';
import type { DomainContext } from '../../shared/context';
import { csvTime, toCsv } from '../../shared/csv';
import { assertMayManageConsents } from '../consents.policy';
import { findVersion, listAcceptances } from '../consents.repository';
import { fullName } from '../consents.views';

/**
 * Who accepted one version as CSV (`shared/csv.ts`: UTF-8 with BOM, no cell runs as a formula), headers,
 * roles, separator and times for the reader (their language and time zone). An export of personal data: recorded in the activity log
 * (`export.consents`) with the admin, their address and how many rows left.
 */
export async function exportConsentAcceptances(
  ctx: DomainContext,
  session: Session,
  version: { kind: ConsentKind; version: number },
  query: { q?: string },
  locale: AppLocale,
  meta: { ip?: string | null } = {},
): Promise<string> {
  assertMayManageConsents(session);
  const row = await findVersion(ctx.db, version.kind, version.version);
  if (!row) throw new AppError('NOT_FOUND');
  const { rows } = await listAcceptances(ctx.db, row.text.id, { q: query.q, page: 1 }, null);
  await recordAudit(ctx.db, {
    at: ctx.clock.now(),
    actorId: session.userId,
    action: 'export.consents',
    targetType: 'consent',
    targetId: row.text.id,
    ip: meta.ip ?? null,
    detail: { kind: version.kind, version: version.version, rows: rows.length, ...(query.q ? { q: query.q } : {}) },
  });
  const t = translator(locale, 'consents.csv');
  const reader = { locale, timeZone: await timeZoneOf(ctx.db, session.userId) };
  return toCsv(
    [
      (['kind', 'version', 'name', 'email', 'role', 'acceptedAt', 'ip'] as const).map((key) => t(key)),
      ...rows.map((person) => [
        translate(locale, `consents.kinds.${version.kind}`),
        version.version,
        fullName(person),
        person.email,
        translate(locale, `consents.roles.${person.role}`),
        csvTime(person.acceptedAt, reader),
        person.ip ?? '',
      ]),
    ],
    reader,
  );
}
