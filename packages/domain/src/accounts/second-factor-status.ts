import type { Role, SecondFactorStatus } from '@tendero/contracts';
import type { Db } from '@tendero/db';
import { hasPasskey } from './passkeys.repository';
import { findTotpFactor, teamRequiresSecondFactor } from './second-factor.repository';

/**
 * Whether a person has a second factor: an authenticator app confirmed with a first code. This is the one
 * place that answers the question. A passkey alone does not turn the second step on: it signs in by itself
 * (two factors in one), and a person with only passkeys has no recovery codes, so asking for one after the
 * password could lock out whoever lost the device; with the authenticator on, a passkey is one more way to
 * answer the step.
 */
export async function hasSecondFactor(db: Db, userId: string): Promise<boolean> {
  return (await secondFactorMethods(db, userId)).length > 0;
}

/** The ways a person can answer the sign-in's second step (none without an authenticator app). */
export async function secondFactorMethods(db: Db, userId: string): Promise<('totp' | 'recovery' | 'passkey')[]> {
  const [factor, passkey] = await Promise.all([findTotpFactor(db, userId), hasPasskey(db, userId)]);
  if (!factor?.confirmedAt) return [];
  return passkey ? ['totp', 'recovery', 'passkey'] : ['totp', 'recovery'];
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
