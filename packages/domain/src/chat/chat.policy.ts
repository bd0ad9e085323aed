import { actsAsRep } from '@tendero/contracts';
import { AppError } from '../shared/app-error';
import type { ChatPerson } from './people.repository';

/** What the rules read of a person (`answersInquiries`: a manager who acts as a rep of their company). */
export type Talker = Pick<ChatPerson, 'id' | 'role' | 'status' | 'deletedAt' | 'companyId'> & {
  answersInquiries?: boolean;
};

/** Only active, existing accounts chat: a suspended or deleted one neither starts nor receives. */
export function canChat<T extends Talker>(person: T | null): person is T {
  return person !== null && person.status === 'ACTIVE' && person.deletedAt === null;
}

/**
 * SPEC §1: a client and any sales rep may talk (either may start); a manager and the sales
 * reps of their own company may talk. A manager who answers inquiries themselves (a one-person firm) is a
 * rep to clients; once they switch it off, conversations already open stay answerable (`inRoom`), but no
 * new one starts. Nobody else: not client↔client, not reps of different companies, not a manager and a
 * client otherwise, nothing with an admin.
 */
export function mayTalk(a: Talker, b: Talker, inRoom = false): boolean {
  if (a.id === b.id) return false;
  const repToClients = (person: Talker) => actsAsRep(person) || (inRoom && person.role === 'MANAGER');
  if ((a.role === 'CLIENT' && repToClients(b)) || (b.role === 'CLIENT' && repToClients(a))) return true;
  const pair = new Set([a.role, b.role]);
  if (pair.has('MANAGER') && pair.has('SALES_REP')) return a.companyId !== null && a.companyId === b.companyId;
  return false;
}

export function assertMayTalk<T extends Talker>(me: T | null, other: T | null, inRoom = false): asserts other is T {
  if (!canChat(me)) throw new AppError('FORBIDDEN', { reason: 'CHAT_SUSPENDED', messageKey: 'chat.errors.suspended' });
  if (!other || other.deletedAt) throw new AppError('NOT_FOUND', { messageKey: 'chat.errors.userInvalid' });
  if (!canChat(other))
    throw new AppError('FORBIDDEN', { reason: 'CHAT_SUSPENDED', messageKey: 'chat.errors.suspended' });
  if (!mayTalk(me, other, inRoom))
    throw new AppError('FORBIDDEN', { reason: 'CHAT_NOT_ALLOWED', messageKey: 'chat.errors.notAllowed' });
}
