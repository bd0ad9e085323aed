import { z } from 'zod';
import { defineEndpoint } from '../shared/endpoint';
import { inquiryAlertChoiceSchema, inquiryAlertSettingsSchema, inquiryAlertTeamSchema } from './inquiry-alerts';

const tags = ['inquiries'];
const companyParams = z.object({ companyId: z.uuid() });

/** Instant new-inquiry alerts (issue 40): a company's own people only; another company's settings are 404. */
export const inquiryAlertsEndpoints = {
  own: defineEndpoint({
    method: 'GET',
    path: '/api/me/inquiry-alerts',
    access: ['SALES_REP', 'MANAGER'],
    tags,
    summary: "New-inquiry alerts of the caller's own company and their own choice (the settings page)",
    answer: inquiryAlertSettingsSchema,
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/api/companies/:companyId/inquiry-alerts',
    access: ['SALES_REP', 'MANAGER'],
    tags,
    summary: "New-inquiry alerts: the team's default and the caller's own choice (the company's people)",
    params: companyParams,
    answer: inquiryAlertSettingsSchema,
  }),
  saveTeam: defineEndpoint({
    method: 'PUT',
    path: '/api/companies/:companyId/inquiry-alerts',
    access: ['SALES_REP', 'MANAGER'],
    tags,
    summary: "Set the team's default for new-inquiry alerts: services, cities or anywhere (the manager)",
    params: companyParams,
    body: inquiryAlertTeamSchema,
    answer: inquiryAlertSettingsSchema,
  }),
  saveMine: defineEndpoint({
    method: 'PUT',
    path: '/api/companies/:companyId/inquiry-alerts/me',
    access: ['SALES_REP', 'MANAGER'],
    tags,
    summary: "Narrow one's own new-inquiry alerts to some of the team's services and cities, or turn them off",
    params: companyParams,
    body: inquiryAlertChoiceSchema,
    answer: inquiryAlertSettingsSchema,
  }),
};
