export { ActivateAccount } from './activate-account';
export { ChangePasswordForm } from './change-password-form';
export { LoginPanel } from './login-panel';
export { LogoutRunner } from './logout-runner';
export { NewPasswordFields } from './new-password-fields';
export { PhoneField } from './phone-field';
export { RecoverConfirmForm, RecoverRequestForm } from './recover-forms';
export { SessionWatcher } from './session-watcher';
export { TermsConsent } from './terms-consent';
