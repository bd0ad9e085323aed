import { accountConsentKinds } from '@tendero/contracts';
import type { DomainContext } from '../../shared/context';
import { currentVersions, insertAcceptancesOfEveryAccount } from '../consents.repository';
import { ensureFirstVersions } from '../first-versions';

/**
 * The demo seed's step: every demo account but the admin accepted the current terms and privacy policy when
 * it was created (the seed makes accounts directly, not through sign-up). Idempotent.
 */
export async function seedDemoAcceptances(ctx: DomainContext): Promise<void> {
  await ensureFirstVersions(ctx);
  const current = await currentVersions(ctx.db, accountConsentKinds);
  await insertAcceptancesOfEveryAccount(
    ctx.db,
    current.map((row) => row.id),
  );
}
