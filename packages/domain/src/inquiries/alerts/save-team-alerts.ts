import type { InquiryAlertSettings, inquiryAlertTeamSchema } from '@tendero/contracts';
import type { z } from 'zod';
import type { Session } from '../../accounts/index';
import { isKnownPlace, isKnownServiceSlug } from '../../catalog/index';
import { AppError } from '../../shared/app-error';
import type { InquiriesContext } from '../inquiries-context';
import { alertSettingsMember, assertMayEditTeam } from './alerts.policy';
import { upsertCompanyScope } from './alerts.repository';
import { readAlertSettings } from './get-alert-settings';

/** Refuses slugs the catalogue does not know, naming the field. */
export function checkSlugs(services: string[] | null, cities: string[] | null): void {
  const problems = [
    ...(services?.some((slug) => !isKnownServiceSlug(slug))
      ? [{ path: 'services', messageKey: 'validation.invalid' }]
      : []),
    ...(cities?.some((slug) => !isKnownPlace(slug)) ? [{ path: 'cities', messageKey: 'validation.invalid' }] : []),
  ];
  if (problems.length > 0) throw new AppError('VALIDATION_ERROR', { fieldProblems: problems });
}

/** PUT (the manager): the team's default scope and whether people who never chose get instant alerts. */
export async function saveTeamAlerts(
  ctx: InquiriesContext,
  session: Session,
  companyId: string,
  input: z.output<typeof inquiryAlertTeamSchema>,
): Promise<InquiryAlertSettings> {
  const provider = await alertSettingsMember(ctx, session, companyId);
  assertMayEditTeam(provider.role);
  checkSlugs(input.services, input.cities);
  await upsertCompanyScope(
    ctx.db,
    {
      companyId,
      services: [...new Set(input.services)],
      cities: input.anywhere ? [] : [...new Set(input.cities)],
      anywhere: input.anywhere,
      teamOn: input.teamOn,
    },
    session.userId,
    ctx.clock.now(),
  );
  return readAlertSettings(ctx.db, { userId: session.userId, ...provider }, companyId);
}
