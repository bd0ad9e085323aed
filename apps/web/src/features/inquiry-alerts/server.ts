import 'server-only';

export { InquiryAlertsPage } from './alerts-page';
