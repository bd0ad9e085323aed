import { type ConsentTexts, consentKinds } from '@tendero/contracts';
import type { Session } from '../../accounts/index';
import type { DomainContext } from '../../shared/context';
import { assertMayManageConsents } from '../consents.policy';
import { listVersions } from '../consents.repository';
import { consentVersionOut } from '../consents.views';

/** Per kind (terms, privacy, marketing): the current version and every version newest first, with counts. */
export async function listConsentTexts(ctx: DomainContext, session: Session): Promise<ConsentTexts> {
  assertMayManageConsents(session);
  const rows = await listVersions(ctx.db);
  return {
    kinds: consentKinds.map((kind) => {
      const versions = rows.filter((row) => row.text.kind === kind);
      const current = versions[0]?.text.version ?? null;
      return { kind, current, versions: versions.map((row) => consentVersionOut(row, row.text.version === current)) };
    }),
  };
}
