export { createInquiryAlertHandler, inquiryAlertJob } from './alerts/alert-new-inquiry';
export { createInquiryAlerts, type InquiryAlerts } from './alerts/alerts.service';
export { createInquiryDigestHandler, digestDelayMs, inquiryDigestJob } from './inquiries.mail';
export { daysLeft, inquiryState } from './inquiries.policy';
export {
  countCompanyApplicationsSince,
  createInquiries,
  type Inquiries,
  rebuildInquiryIndex,
} from './inquiries.service';
export { reindex as reindexInquiry } from './inquiry-rules';
export { createLeads, isVerifiedClient, type Leads, recordClientLead, withdrawClientLead } from './leads.service';
export {
  createRemovedFilesSweepHandler,
  ensureRemovedFilesSweep,
  removedFilesSweepJob,
  sweepRemovedFiles,
} from './operations/sweep-removed-files';
export { createPlatformLeads, type PlatformLeadsFigures } from './platform-leads.service';
