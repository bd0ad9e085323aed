export { PasskeySignIn } from './passkey-sign-in';
export { PasskeysSection } from './passkeys-section';
