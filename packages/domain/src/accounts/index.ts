export { canMoveStatus, mayHoldSession, statusTransitions } from './account-status';
export type { AccountsEvents, EndedSessions } from './accounts.service';
export {
  type Accounts,
  type AccountsSettings,
  createAccounts,
  eraseAccountJob,
  eraseDelayMs,
  type PreparedPassword,
  type Session,
} from './accounts.service';
export { activationLinkSeconds } from './auth';
export { createPeopleProfiles, maySeeSharedContact, type PeopleProfiles } from './profile.service';
