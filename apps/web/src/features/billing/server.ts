import 'server-only';

export { ManageSubscription } from './manage-subscription';
export { PaymentsReport } from './payments-report';
export { PremiumReportView } from './premium-report';
