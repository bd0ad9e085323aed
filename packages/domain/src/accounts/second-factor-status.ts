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
  const factor = await findTotpFactor(db, userId);
  return Boolean(factor?.confirmedAt);
}

/**
 * The sign-in's second step for a person: when their authenticator was confirmed (null: no step) and the
 * ways to answer it (a passkey too, when they have one). One read of the factor, a passkey read only then.
 */
export async function secondFactorStep(
  db: Db,
  userId: string,
): Promise<{ since: Date; methods: ('totp' | 'recovery' | 'passkey')[] } | null> {
  const factor = await findTotpFactor(db, userId);
  if (!factor?.confirmedAt) return null;
  const methods: ('totp' | 'recovery' | 'passkey')[] = ['totp', 'recovery'];
  if (await hasPasskey(db, userId)) methods.push('passkey');
  return { since: factor.confirmedAt, methods };
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
