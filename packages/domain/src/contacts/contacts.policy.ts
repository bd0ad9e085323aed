import type { Session } from '../accounts/index';
import { AppError } from '../shared/app-error';
import type { ContactRow } from './contacts.repository';

/** Roles that keep contacts (SPEC §2: /contacts is for sales reps, clients and managers). */
const keepers = new Set(['CLIENT', 'SALES_REP', 'MANAGER']);

/** Contacts are the owner's alone: another person (a manager included) is refused. */
export function assertOwner(session: Session, ownerId: string): void {
  if (!keepers.has(session.role) || session.userId !== ownerId) throw new AppError('FORBIDDEN');
}

/** A contact someone else owns is as unknown as one that does not exist. */
export function ownContact(row: ContactRow | undefined, ownerId: string): ContactRow {
  if (!row || row.ownerId !== ownerId) throw new AppError('NOT_FOUND');
  return row;
}

export function assertClient(session: Session, userId: string): void {
  if (session.role !== 'CLIENT' || session.userId !== userId) throw new AppError('FORBIDDEN');
}
