import type { Marketplace } from '../../marketplace/index';
import { bindOperation as bind } from '../../shared/bind-operation';
import type { DomainContext } from '../../shared/context';
import type { InquiriesContext } from '../inquiries-context';
import { getAlertSettings, getOwnAlertSettings } from './get-alert-settings';
import { saveMyAlerts } from './save-my-alerts';
import { saveTeamAlerts } from './save-team-alerts';

/** New-inquiry alert settings (issue 40): the team's default (the manager) and each person's own choice. */
export function createInquiryAlerts(domain: DomainContext, deps: { marketplace: Marketplace }) {
  const ctx: InquiriesContext = { ...domain, marketplace: deps.marketplace, freeApplicationsPerMonth: 0 };
  return {
    own: bind(ctx, getOwnAlertSettings),
    settings: bind(ctx, getAlertSettings),
    saveTeam: bind(ctx, saveTeamAlerts),
    saveMine: bind(ctx, saveMyAlerts),
  };
}
export type InquiryAlerts = ReturnType<typeof createInquiryAlerts>;
