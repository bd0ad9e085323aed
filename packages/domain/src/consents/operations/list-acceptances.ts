import type { ConsentAcceptances, ConsentAcceptancesQuery, ConsentKind } from '@tendero/contracts';
import type { Session } from '../../accounts/index';
import { AppError } from '../../shared/app-error';
import type { DomainContext } from '../../shared/context';
import { assertMayManageConsents } from '../consents.policy';
import { acceptancesPageSize, currentVersions, findVersion, listAcceptances } from '../consents.repository';
import { consentVersionOut, fullName } from '../consents.views';

/** One version and who accepted it, newest first, searched in names and e-mails, a page at a time. */
export async function listConsentAcceptances(
  ctx: DomainContext,
  session: Session,
  version: { kind: ConsentKind; version: number },
  query: ConsentAcceptancesQuery,
): Promise<ConsentAcceptances> {
  assertMayManageConsents(session);
  const row = await findVersion(ctx.db, version.kind, version.version);
  if (!row) throw new AppError('NOT_FOUND');
  const [current] = await currentVersions(ctx.db, [version.kind]);
  const { rows, total } = await listAcceptances(ctx.db, row.text.id, query, acceptancesPageSize);
  return {
    version: consentVersionOut(row, current?.id === row.text.id),
    items: rows.map((person) => ({
      userId: person.userId,
      name: fullName(person) || person.email,
      email: person.email,
      role: person.role,
      acceptedAt: person.acceptedAt.toISOString(),
      ip: person.ip,
    })),
    total,
    pageSize: acceptancesPageSize,
  };
}
