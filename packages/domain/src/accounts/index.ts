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
export { rememberMailLanguage, unsubscribeMailing } from './mail-preferences.repository';
export { companyReps, findPeople, findPersonByEmail, type PersonRow, personColumns } from './people.repository';
export { createPeopleProfiles, maySeeSharedContact, type PeopleProfiles } from './profile.service';
