export { CompanyVerificationBoard } from './company-verification-board';
