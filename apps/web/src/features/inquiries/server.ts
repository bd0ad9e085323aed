import 'server-only';

export { FindInquiriesPage } from './find/find-inquiries-page';
export { loadFindPage } from './find/find-page-data';
export { InquiryScope } from './inquiry-scope';
export { LeadsPage } from './leads/leads-page';
export { RepOffersPage } from './leads/rep-offers-page';
