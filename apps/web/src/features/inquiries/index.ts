export { findPath, isFiltered } from './find/find-url';
export { InquiryDetail } from './inquiry-detail';
export { emptyInquiryValues, type InquiryFormValues, readInquiryDraft, saveInquiryDraft } from './inquiry-draft';
export { InquiryForm } from './inquiry-form';
export { serviceNames } from './inquiry-format';
export { NoInquiriesNotice } from './inquiry-notices';
export { useInquiryScope } from './inquiry-scope-provider';
export { readLeadsUrl } from './leads/leads-url';
export { MyInquiries } from './my-inquiries';
