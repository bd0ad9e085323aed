import type { InquiryAlertChoiceInput, InquiryAlertSettings } from '@tendero/contracts';
import type { Session } from '../../accounts/index';
import { AppError } from '../../shared/app-error';
import type { InquiriesContext } from '../inquiries-context';
import { teamScope } from './alert-scope';
import { alertSettingsMember } from './alerts.policy';
import { findCompanyScope, upsertChoice } from './alerts.repository';
import { readAlertSettings } from './get-alert-settings';
import { checkSlugs } from './save-team-alerts';

type Choice = Required<{ [K in keyof InquiryAlertChoiceInput]: Exclude<InquiryAlertChoiceInput[K], undefined> }>;

/**
 * PUT (any rep or manager of the company, for themselves): on, off or the team's default, and a narrowing
 * to some of the team's services and cities. A service or city outside the team's scope is refused.
 */
export async function saveMyAlerts(
  ctx: InquiriesContext,
  session: Session,
  companyId: string,
  input: Choice,
): Promise<InquiryAlertSettings> {
  const provider = await alertSettingsMember(ctx, session, companyId);
  checkSlugs(input.services, input.cities);
  const company = await findCompanyScope(ctx.db, companyId);
  if (!company) throw new AppError('NOT_FOUND');
  const team = teamScope(company.profile, company.scope);
  const problems = [
    ...(input.services?.some((slug) => !team.services.includes(slug))
      ? [{ path: 'services', messageKey: 'inquiryAlerts.validation.outsideTeam' }]
      : []),
    ...(input.cities && !team.anywhere && input.cities.some((slug) => !team.cities.includes(slug))
      ? [{ path: 'cities', messageKey: 'inquiryAlerts.validation.outsideTeam' }]
      : []),
  ];
  if (problems.length > 0) throw new AppError('VALIDATION_ERROR', { fieldProblems: problems });
  await upsertChoice(
    ctx.db,
    {
      userId: session.userId,
      companyId,
      alerts: input.alerts,
      services: input.services ? [...new Set(input.services)] : null,
      cities: input.cities ? [...new Set(input.cities)] : null,
    },
    ctx.clock.now(),
  );
  return readAlertSettings(ctx.db, { userId: session.userId, ...provider }, companyId);
}
