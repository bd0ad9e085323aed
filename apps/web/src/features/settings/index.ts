export { DeleteAccountForm } from './delete-account-form';
