import type { Role, SecondFactorStatus } from '@tendero/contracts';
import type { Db } from '@tendero/db';
import { findTotpFactor, teamRequiresSecondFactor } from './second-factor.repository';

/**
 * Whether a person has a second factor: an authenticator app confirmed with a first code. (Passkeys add
 * "or a passkey" here: this is the one place that answers the question.)
 */
export async function hasSecondFactor(db: Db, userId: string): Promise<boolean> {
  const factor = await findTotpFactor(db, userId);
  return Boolean(factor?.confirmedAt);
}

/** Why a person must have a second factor (an admin; a member of a team that requires it), or null. */
export async function secondFactorRequirement(
  db: Db,
  person: { role: Role; companyId?: string | null },
): Promise<SecondFactorStatus['requiredBecause']> {
  if (person.role === 'ADMIN') return 'ADMIN';
  if (await teamRequiresSecondFactor(db, person.companyId ?? null)) return 'TEAM';
  return null;
}

/** A person who must have a second factor and has none yet: led to set it up before anything else. */
export async function mustSetUpSecondFactor(
  db: Db,
  person: { userId: string; role: Role; companyId?: string | null },
): Promise<SecondFactorStatus['requiredBecause']> {
  const requirement = await secondFactorRequirement(db, person);
  if (!requirement) return null;
  return (await hasSecondFactor(db, person.userId)) ? null : requirement;
}
