import type { InquiryAlertSettings } from '@tendero/contracts';
import type { Db } from '@tendero/db';
import type { Session } from '../../accounts/index';
import { AppError } from '../../shared/app-error';
import type { InquiriesContext } from '../inquiries-context';
import { providerOf } from '../providers.repository';
import { alertsActive, teamScope } from './alert-scope';
import { alertSettingsMember } from './alerts.policy';
import { findChoice, findCompanyScope } from './alerts.repository';

/** The settings as the page shows them to one person of the company. */
export async function readAlertSettings(
  db: Db,
  person: { userId: string; role: string; answersInquiries: boolean },
  companyId: string,
): Promise<InquiryAlertSettings> {
  const [company, choice] = await Promise.all([
    findCompanyScope(db, companyId),
    findChoice(db, person.userId, companyId),
  ]);
  if (!company) throw new AppError('NOT_FOUND');
  const team = teamScope(company.profile, company.scope);
  const teamOn = company.scope?.teamOn ?? true;
  const alerts = choice?.alerts ?? 'team';
  return {
    companyId,
    team: { ...team, teamOn, fromProfile: company.scope === null },
    profile: company.profile,
    me: {
      alerts,
      services: choice?.services ?? null,
      cities: choice?.cities ?? null,
      active: alertsActive({ role: person.role, answersInquiries: person.answersInquiries, alerts }, teamOn),
    },
    mayEditTeam: person.role === 'MANAGER',
  };
}

/** GET: the team's default and the caller's own choice (the company's own reps and managers only). */
export async function getAlertSettings(
  ctx: InquiriesContext,
  session: Session,
  companyId: string,
): Promise<InquiryAlertSettings> {
  const provider = await alertSettingsMember(ctx, session, companyId);
  return readAlertSettings(ctx.db, { userId: session.userId, ...provider }, companyId);
}

/** GET (own): the settings of the caller's own company, for the page (which knows no company id). */
export async function getOwnAlertSettings(ctx: InquiriesContext, session: Session): Promise<InquiryAlertSettings> {
  const provider = await providerOf(ctx.db, session.userId);
  if (!provider) throw new AppError('NOT_FOUND');
  return readAlertSettings(ctx.db, { userId: session.userId, ...provider }, provider.companyId);
}
