import { z } from 'zod';
import { setPremiumResultSchema, setPremiumSchema } from '../billing/billing';
import { uploadResultSchema } from '../files/files';
import { defineEndpoint, type EndpointDefinition } from '../shared/endpoint';
import {
  companyProfileInputSchema,
  companyProfileSchema,
  companyTitleIds,
  companyTitlesSchema,
  consentSchema,
  courseSchema,
  type EntryKind,
  entryKinds,
  entrySchemas,
  entrySegments,
  faqSchema,
  managerProfileSchema,
  offerSchema,
  portfolioSchema,
  promoSchema,
  reorderSchema,
  salesRepProfileSchema,
  stepSchema,
} from './profile';
import {
  acceptInvitationResultSchema,
  acceptInvitationSchema,
  answeringSettingSchema,
  inviteSalesRepSchema,
  removeMemberQuerySchema,
  teamSchema,
} from './team';

const id = z.string().min(1).max(100);
const companyParams = z.object({ companyId: z.uuid() });
const entryParams = z.object({ companyId: z.uuid(), entryId: z.uuid() });
const teamParams = z.object({ managerId: z.string().min(1) });
const memberParams = z.object({ managerId: z.string().min(1), memberId: z.string().min(1) });

/** Company profiles, their team and their pictures. Every write names the company; the domain checks its manager. */
export const companiesEndpoints = {
  titles: defineEndpoint({
    method: 'GET',
    path: '/api/managers/company-titles',
    access: 'anyone',
    tags: ['companies'],
    summary: 'Company badges and the rule that earns each (Accept-Language)',
    answer: companyTitlesSchema,
  }),
  manager: defineEndpoint({
    method: 'GET',
    path: '/api/managers/:managerId',
    access: ['SALES_REP', 'MANAGER', 'ADMIN'],
    tags: ['companies'],
    summary: 'A manager and their company (to the manager, their team and admins)',
    params: z.object({ managerId: id }),
    answer: managerProfileSchema,
  }),
  salesRep: defineEndpoint({
    method: 'GET',
    path: '/api/companies/salesreps/:repId',
    access: 'anyone',
    tags: ['companies'],
    summary: "A sales rep's public profile with the company's offers, promos, courses, FAQ and steps",
    params: z.object({ repId: id }),
    answer: salesRepProfileSchema,
  }),
  setPremium: defineEndpoint({
    method: 'PUT',
    path: '/api/companies/premium',
    access: ['ADMIN'],
    tags: ['companies', 'billing'],
    summary:
      "SPEC §7: grant or end a company's Premium by hand (admins; an invoice paid outside Stripe). The e-mail is the manager's, a rep's or the company's",
    body: setPremiumSchema,
    answer: setPremiumResultSchema,
  }),
  company: defineEndpoint({
    method: 'GET',
    path: '/api/companies/:companyId',
    access: 'anyone',
    tags: ['companies'],
    summary: 'A company profile with its sections (public)',
    params: companyParams,
    answer: companyProfileSchema,
  }),
  updateCompany: defineEndpoint({
    method: 'PUT',
    path: '/api/companies/:companyId',
    access: ['MANAGER'],
    tags: ['companies'],
    summary: "Save the company profile (the company's manager only)",
    params: companyParams,
    body: companyProfileInputSchema,
    answer: companyProfileSchema,
  }),
  setTitle: defineEndpoint({
    method: 'PUT',
    path: '/api/companies/:companyId/title',
    access: ['ADMIN'],
    tags: ['companies'],
    summary: 'Give a company its badge or take it away (admins only)',
    params: companyParams,
    body: z.object({ titleId: z.enum(companyTitleIds).nullable() }),
    status: 204,
    answer: z.null(),
  }),
  uploadManagerPhoto: defineEndpoint({
    method: 'POST',
    path: '/api/managers/:managerId/photo/',
    access: ['MANAGER'],
    tags: ['files'],
    summary: 'Upload the company logo (the manager; multipart field `file`, square)',
    params: z.object({ managerId: id }),
    upload: 'multipart',
    answer: uploadResultSchema,
    errors: ['FILE_TOO_LARGE'],
  }),
  uploadRepPhoto: defineEndpoint({
    method: 'POST',
    path: '/api/companies/salesreps/:repId/photo/',
    access: ['SALES_REP', 'MANAGER'],
    tags: ['files'],
    summary: "Upload a sales rep's photo (the rep or their manager; multipart field `file`)",
    params: z.object({ repId: id }),
    upload: 'multipart',
    answer: uploadResultSchema,
    errors: ['FILE_TOO_LARGE'],
  }),
  uploadPortfolioImage: defineEndpoint({
    method: 'POST',
    path: '/api/companies/:companyId/portfolio/:entryId/image/',
    access: ['MANAGER'],
    tags: ['files'],
    summary: 'Upload the picture of a portfolio item (4:3; multipart field `file`)',
    params: entryParams,
    upload: 'multipart',
    answer: uploadResultSchema,
    errors: ['FILE_TOO_LARGE'],
  }),
  inviteRep: defineEndpoint({
    method: 'POST',
    path: '/api/users/invite/sale',
    access: ['MANAGER'],
    tags: ['companies'],
    summary: 'Invite a sales representative to my company (TEMPORARY account, e-mailed link, 7 days)',
    body: inviteSalesRepSchema,
    status: 201,
    answer: z.object({ userId: z.string() }),
  }),
  team: defineEndpoint({
    method: 'GET',
    path: '/api/managers/:managerId/team',
    access: ['MANAGER'],
    tags: ['companies'],
    summary: 'My company team with statuses',
    params: teamParams,
    answer: teamSchema,
  }),
  answering: defineEndpoint({
    method: 'PUT',
    path: '/api/managers/:managerId/answering',
    access: ['MANAGER'],
    tags: ['companies'],
    summary:
      '"I answer inquiries myself": the manager acts as a sales rep of their own company too (offers, leads, rep profile, chats); off keeps what they sent',
    params: teamParams,
    body: answeringSettingSchema,
    answer: teamSchema,
  }),
  resendInvitation: defineEndpoint({
    method: 'POST',
    path: '/api/managers/:managerId/team/:memberId/invitation',
    access: ['MANAGER'],
    tags: ['companies'],
    summary: 'Send an invitation again',
    params: memberParams,
    status: 202,
    answer: z.null(),
  }),
  removeMember: defineEndpoint({
    method: 'DELETE',
    path: '/api/managers/:managerId/team/:memberId',
    access: ['MANAGER'],
    tags: ['companies'],
    summary:
      'Remove a team member: ?contacts=with deletes their contacts; without (the default) moves them to the manager',
    params: memberParams,
    query: removeMemberQuerySchema,
    status: 204,
    answer: z.null(),
  }),
  acceptInvitation: defineEndpoint({
    method: 'POST',
    path: '/api/auth/invitation/accept',
    access: 'anyone',
    tags: ['companies'],
    summary: 'First sign-in of an invited rep: set the password (the page then signs in)',
    body: acceptInvitationSchema,
    answer: acceptInvitationResultSchema,
  }),
};

const entryOutputs = {
  offer: offerSchema,
  promo: promoSchema,
  course: courseSchema,
  faq: faqSchema,
  step: stepSchema,
  consent: consentSchema,
  portfolio: portfolioSchema,
} as const;

/** The four endpoints of one kind of profile entry (offers, promos, courses, FAQ, steps, consents, portfolio). */
function entryRows<K extends EntryKind>(kind: K) {
  const segment = entrySegments[kind];
  const output = entryOutputs[kind];
  const tags = ['companies'];
  return {
    add: defineEndpoint({
      method: 'POST',
      path: `/api/companies/:companyId/${segment}`,
      access: ['MANAGER'],
      tags,
      summary: `Add to ${segment} (the company's manager only)`,
      params: companyParams,
      body: entrySchemas[kind],
      status: 201,
      answer: output,
    }),
    update: defineEndpoint({
      method: 'PUT',
      path: `/api/companies/:companyId/${segment}/:entryId`,
      access: ['MANAGER'],
      tags,
      summary: `Change one of ${segment}`,
      params: entryParams,
      body: entrySchemas[kind],
      answer: output,
    }),
    remove: defineEndpoint({
      method: 'DELETE',
      path: `/api/companies/:companyId/${segment}/:entryId`,
      access: ['MANAGER'],
      tags,
      summary: `Delete one of ${segment}`,
      params: entryParams,
      status: 204,
      answer: z.null(),
    }),
    reorder: defineEndpoint({
      method: 'PUT',
      path: `/api/companies/:companyId/${segment}-order`,
      access: ['MANAGER'],
      tags,
      summary: `Put ${segment} in a new order (every id once)`,
      params: companyParams,
      body: reorderSchema,
      answer: z.array(output),
    }),
  };
}

/** The endpoints of each kind of profile entry, by kind. */
export const companyEntryEndpoints = Object.fromEntries(entryKinds.map((kind) => [kind, entryRows(kind)])) as {
  [K in EntryKind]: ReturnType<typeof entryRows<K>>;
};

/** The same rows flat, for the endpoint table. */
export const companyEntryEndpointRows: Record<string, EndpointDefinition> = Object.fromEntries(
  entryKinds.flatMap((kind) =>
    Object.entries(companyEntryEndpoints[kind]).map(([name, row]) => [`${kind}.${name}`, row]),
  ),
);
