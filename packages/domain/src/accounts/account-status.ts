import type { AccountStatus } from '@tendero/contracts';

/**
 * The account status lifecycle (SPEC §3), as one table: which status may become which, and why.
 * UNVERIFIED → ACTIVE when the e-mail is confirmed; TEMPORARY (invited) → ACTIVE on first sign-in;
 * an admin may suspend any non-suspended account and lift a suspension.
 */
export const statusTransitions: Record<AccountStatus, readonly AccountStatus[]> = {
  UNVERIFIED: ['ACTIVE', 'SUSPENDED'],
  TEMPORARY: ['ACTIVE', 'SUSPENDED'],
  ACTIVE: ['SUSPENDED'],
  SUSPENDED: ['ACTIVE'],
};

export function canMoveStatus(from: AccountStatus, to: AccountStatus): boolean {
  return statusTransitions[from].includes(to);
}

/** Which statuses may hold a working session. */
export function mayHoldSession(status: AccountStatus): boolean {
  return status === 'ACTIVE' || status === 'TEMPORARY';
}
