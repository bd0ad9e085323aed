import type { Marketplace } from '../marketplace/index';
import { bindOperation as bind } from '../shared/bind-operation';
import type { DomainContext } from '../shared/context';
import type { InquiriesContext } from './inquiries-context';
import { acceptApplication } from './operations/accept-application';
import { acceptNda } from './operations/accept-nda';
import { addInquiryAttachment } from './operations/add-inquiry-attachment';
import { addOfferAttachment } from './operations/add-offer-attachment';
import { applyToInquiry } from './operations/apply-to-inquiry';
import { closeInquiry } from './operations/close-inquiry';
import { createInquiry } from './operations/create-inquiry';
import { declineApplication } from './operations/decline-application';
import { deleteOwnInquiry } from './operations/delete-inquiry';
import { editApplication } from './operations/edit-application';
import { editInquiry } from './operations/edit-inquiry';
import { extendInquiry } from './operations/extend-inquiry';
import { findInquiries } from './operations/find-inquiries';
import { followCompanyVerification } from './operations/follow-company-verification';
import { getApplication } from './operations/get-application';
import { getInquiry } from './operations/get-inquiry';
import { listInquiryAttachments, listOfferAttachments } from './operations/list-attachments';
import { listCompanyApplications } from './operations/list-company-applications';
import { listMyInquiries } from './operations/list-my-inquiries';
import { readInquiryAttachment, readOfferAttachment } from './operations/read-attachment';
import { removeInquiryAttachment, removeOfferAttachment } from './operations/remove-attachment';

export { countCompanyApplicationsSince } from './applications.repository';
export { rebuildInquiryIndex } from './inquiry-rules';

/**
 * Inquiries: a client publishes a need; sales reps answer with comparable offers; the client
 * accepts one (everyone else is told at once) or closes it. Leads follow every step. Each operation
 * is one file in operations/; this face binds them to the context.
 */
export function createInquiries(
  domain: DomainContext,
  deps: {
    marketplace: Marketplace;
    freeApplicationsPerMonth?: number;
    onMarketingConsent?: InquiriesContext['onMarketingConsent'];
    onContactWork?: InquiriesContext['onContactWork'];
    clientsSharingWith?: InquiriesContext['clientsSharingWith'];
    onAwarded?: InquiriesContext['onAwarded'];
    /** Where files of inquiries and offers are kept (the attachments need it). */
    storage?: InquiriesContext['storage'];
  },
) {
  const ctx: InquiriesContext = {
    ...domain,
    marketplace: deps.marketplace,
    freeApplicationsPerMonth: deps.freeApplicationsPerMonth ?? Number.POSITIVE_INFINITY,
    onMarketingConsent: deps.onMarketingConsent,
    onContactWork: deps.onContactWork,
    clientsSharingWith: deps.clientsSharingWith,
    onAwarded: deps.onAwarded,
    storage: deps.storage,
  };
  return {
    create: bind(ctx, createInquiry),
    mine: bind(ctx, listMyInquiries),
    get: bind(ctx, getInquiry),
    update: bind(ctx, editInquiry),
    extend: bind(ctx, extendInquiry),
    close: bind(ctx, closeInquiry),
    remove: bind(ctx, deleteOwnInquiry),
    find: bind(ctx, findInquiries),
    apply: bind(ctx, applyToInquiry),
    editApplication: bind(ctx, editApplication),
    application: bind(ctx, getApplication),
    accept: bind(ctx, acceptApplication),
    acceptNda: bind(ctx, acceptNda),
    decline: bind(ctx, declineApplication),
    applications: bind(ctx, listCompanyApplications),
    attachInquiryFile: bind(ctx, addInquiryAttachment),
    inquiryFiles: bind(ctx, listInquiryAttachments),
    inquiryFile: bind(ctx, readInquiryAttachment),
    removeInquiryFile: bind(ctx, removeInquiryAttachment),
    attachOfferFile: bind(ctx, addOfferAttachment),
    offerFiles: bind(ctx, listOfferAttachments),
    offerFile: bind(ctx, readOfferAttachment),
    removeOfferFile: bind(ctx, removeOfferAttachment),
    followCompanyVerification: bind(ctx, followCompanyVerification),
  };
}
export type Inquiries = ReturnType<typeof createInquiries>;
