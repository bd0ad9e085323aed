export { canMoveStatus, mayHoldSession, statusTransitions } from './account-status';
export { type Accounts, type AccountsSettings, createAccounts, type Session } from './accounts.service';
export { activationLinkSeconds } from './auth';
