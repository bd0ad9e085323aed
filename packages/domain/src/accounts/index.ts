export type { AccountsEvents, EndedSessions, SignInAttempt } from './account-rules';
export { canMoveStatus, mayHoldSession, statusTransitions } from './account-status';
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
export type { InvitedCompany } from './operations/create-invited-companies';
export { passkeySecondFactorOptions, verifyPasskeySecondFactor } from './operations/passkey-second-factor';
export { openPasskeySession } from './passkey-session';
export { hasPasskey } from './passkeys.repository';
export type { Passkeys } from './passkeys.service';
export {
  type AccountRow,
  companyReps,
  findAccount,
  findPeople,
  findPeopleWithCompany,
  findPersonByEmail,
  listAccounts,
  type PersonRow,
  personColumns,
  timeZoneOf,
} from './people.repository';
export { createPeopleProfiles, maySeeSharedContact, type PeopleProfiles } from './profile.service';
export {
  googleDiscoveryUrl,
  microsoftDiscoveryUrl,
  type OpenIdProviderId,
  type OpenIdProviderSettings,
  providerRedirectPath,
} from './providers/provider-settings';
export { secondFactorActions } from './second-factor-notice';
export { totpCode, totpRules } from './totp';
export { takenEmails } from './users.repository';
