import 'server-only';

export { CompanyProfileEditor } from './company-profile-editor';
