export { AddCompanyForm } from './add-company-form';
export { CompanyImport } from './company-import';
export { CompanyVerificationBoard } from './company-verification-board';
