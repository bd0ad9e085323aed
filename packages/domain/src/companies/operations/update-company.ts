import { type CompanyProfile, companyProfileInputSchema, cv, v } from '@tendero/contracts';
import type { Session } from '../../accounts/index';
import { findPlace, isKnownServiceSlug } from '../../catalog/index';
import { isKnownTimeZone, updateCompany as writeCompany } from '../profile.repository';
import type { ProfilesContext } from '../profile-context';
import { getCompany } from './get-company';
import { editableCompany } from './profile-access';
import { parseOrFail, validationFailed } from './profile-input';

const orNull = (value: string) => (value === '' ? null : value);

/** The manager changes the company's facts; the marketplace's search facts follow (`onCompanyChanged`). */
export async function updateCompany(
  ctx: ProfilesContext,
  session: Session,
  companyId: string,
  input: unknown,
): Promise<CompanyProfile> {
  const company = await editableCompany(ctx, session, companyId);
  const values = parseOrFail(companyProfileInputSchema, input);
  const unknown = values.services.findIndex((slug) => !isKnownServiceSlug(slug));
  if (unknown >= 0) validationFailed([{ path: `services.${unknown}`, messageKey: cv.unknownService }]);
  if (values.city !== '' && !findPlace(values.city)) validationFailed([{ path: 'city', messageKey: cv.unknownCity }]);
  // Response times count working hours in this zone in SQL: the database must know it.
  if (values.timeZone && !(await isKnownTimeZone(ctx.db, values.timeZone)))
    validationFailed([{ path: 'timeZone', messageKey: v.invalid }]);
  await writeCompany(
    ctx.db,
    company.id,
    {
      name: values.name,
      description: values.description,
      email: orNull(values.email),
      website: orNull(values.website),
      country: orNull(values.country),
      ...(values.timeZone ? { timeZone: values.timeZone } : {}),
      city: orNull(values.city),
      postalCode: orNull(values.postalCode),
      address: orNull(values.address),
      teamSize: orNull(values.teamSize),
      foundedYear: values.foundedYear === '' ? null : values.foundedYear,
      services: values.services,
      languages: values.languages,
      tags: values.tags,
    },
    ctx.clock.now(),
  );
  await ctx.onCompanyChanged(ctx.db, company.id, ctx.clock.now());
  return getCompany(ctx, session, company.id);
}
