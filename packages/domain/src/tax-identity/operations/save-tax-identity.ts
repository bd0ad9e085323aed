import { type OwnTaxIdentity, type TaxIdentityValues, taxIdentityErrors } from '@tendero/contracts';
import type { Session } from '../../accounts/index';
import { AppError } from '../../shared/app-error';
import { recordAudit } from '../../shared/audit.repository';
import {
  findTaxIdentity,
  type TaxIdentityRow,
  saveTaxIdentity as writeTaxIdentity,
} from '../tax-identities.repository';
import { editableCompany } from '../tax-identity.policy';
import type { TaxIdentityContext } from '../tax-identity-context';
import { hasVatFormat, splitVatNumber } from '../vat-number';
import { ownTaxIdentity } from './own-tax-identity';

type VatCheck = Pick<TaxIdentityRow, 'vatCheck' | 'vatCheckedAt' | 'vatCheckName'>;

const vatNumberProblem = (messageKey: string) =>
  new AppError('VALIDATION_ERROR', { fieldProblems: [{ path: 'vatNumber', messageKey }] });

/**
 * Where the VAT number stands after a save. Polish companies (NIP checked by its checksum in the
 * contract) and companies outside the EU: not applicable. Elsewhere in the EU: the format is checked
 * (refused when wrong), then VIES is asked when configured: confirmed, refused (the save is refused), or
 * no answer (format checked). A number VIES confirmed and the manager left as it was is not asked again.
 */
async function vatCheckOf(
  ctx: TaxIdentityContext,
  input: TaxIdentityValues,
  current: TaxIdentityRow | null,
): Promise<VatCheck & { vatNumber: string | null }> {
  const parts = input.vatNumber ? splitVatNumber(input.country, input.vatNumber) : null;
  if (!parts || !input.vatNumber)
    return { vatNumber: null, vatCheck: 'not_applicable', vatCheckedAt: null, vatCheckName: null };
  if (!hasVatFormat(input.country, input.vatNumber)) throw vatNumberProblem(taxIdentityErrors.vatNumberFormat);
  const vatNumber = `${parts.prefix}${parts.national}`;
  if (current?.vatCheck === 'confirmed' && current.country === input.country && current.vatNumber === vatNumber) {
    return { vatNumber, vatCheck: 'confirmed', vatCheckedAt: current.vatCheckedAt, vatCheckName: current.vatCheckName };
  }
  if (!ctx.vies) return { vatNumber, vatCheck: 'format_checked', vatCheckedAt: null, vatCheckName: null };
  const answer = await ctx.vies.check(parts.prefix, parts.national);
  if (answer.state === 'invalid') throw vatNumberProblem(taxIdentityErrors.vatNumberRefused);
  if (answer.state === 'unreachable')
    return { vatNumber, vatCheck: 'format_checked', vatCheckedAt: null, vatCheckName: null };
  return { vatNumber, vatCheck: 'confirmed', vatCheckedAt: ctx.clock.now(), vatCheckName: answer.name };
}

/**
 * The manager saves the company's tax identity (validated by `taxIdentityInputSchema`). A change of the
 * country, the NIP or the VAT number is another identity: an admin's verification of the old one is
 * undone. Recorded in the activity log.
 */
export async function saveTaxIdentity(
  ctx: TaxIdentityContext,
  session: Session,
  input: TaxIdentityValues,
  meta: { ip?: string | null } = {},
): Promise<OwnTaxIdentity> {
  const companyId = editableCompany(session);
  const current = await findTaxIdentity(ctx.db, companyId);
  const vat = await vatCheckOf(ctx, input, current);
  const sameIdentity =
    current !== null &&
    current.country === input.country &&
    current.nip === input.nip &&
    current.vatNumber === vat.vatNumber;
  const now = ctx.clock.now();
  await writeTaxIdentity(ctx.db, companyId, {
    country: input.country,
    legalName: input.legalName,
    nip: input.nip,
    regon: input.regon,
    krs: input.krs,
    street: input.registeredAddress.street,
    postalCode: input.registeredAddress.postalCode,
    city: input.registeredAddress.city,
    ...vat,
    verifiedAt: sameIdentity ? current.verifiedAt : null,
    verifiedBy: sameIdentity ? current.verifiedBy : null,
    updatedAt: now,
  });
  await recordAudit(ctx.db, {
    at: now,
    actorId: session.userId,
    action: 'company.tax-identity.save',
    targetType: 'company',
    targetId: companyId,
    ip: meta.ip ?? null,
    detail: { country: input.country, nip: input.nip, vatNumber: vat.vatNumber, vatCheck: vat.vatCheck },
  });
  return ownTaxIdentity(ctx, session);
}
