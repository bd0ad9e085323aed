export { createInquiryDigestHandler, digestDelayMs, inquiryDigestJob } from './inquiries.mail';
export { daysLeft, inquiryState } from './inquiries.policy';
export { createInquiries, type Inquiries } from './inquiries.service';
export { createLeads, isVerifiedClient, type Leads, recordClientLead } from './leads.service';
