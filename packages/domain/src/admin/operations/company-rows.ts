import type { AdminCompanyData } from '@tendero/contracts';
import type { InvitedCompany } from '../../accounts/index';
import { refreshCompanyFacts } from '../../marketplace/index';
import { recordAudit } from '../../shared/audit.repository';
import type { AdminContext } from '../admin-context';

/** What an accounts row of `createInvitedCompanies` is made of: the company and its manager to invite. */
export function invitedCompanyOf(data: AdminCompanyData): InvitedCompany {
  return {
    company: {
      name: data.name,
      website: data.website === '' ? null : data.website,
      city: data.city === '' ? null : data.city,
      services: data.services,
    },
    manager: {
      email: data.managerEmail,
      firstName: data.managerFirstName,
      lastName: data.managerLastName,
      locale: data.language,
    },
  };
}

/**
 * Writes the companies (all or none), makes them findable by their facts once verified, invites each
 * manager in the row's language and records one audit entry per company.
 */
export async function createAndInvite(
  ctx: AdminContext,
  adminId: string,
  rows: readonly AdminCompanyData[],
  audit: { action: string; ip: string | null },
): Promise<{ companyId: string; managerId: string }[]> {
  const created = await ctx.accounts.createInvitedCompanies(rows.map(invitedCompanyOf));
  const now = ctx.clock.now();
  for (const [index, { companyId, userId }] of created.entries()) {
    const row = rows[index] as AdminCompanyData;
    await refreshCompanyFacts(ctx.db, companyId, now);
    await ctx.team.inviteAgain(userId, adminId, row.language);
    await recordAudit(ctx.db, {
      at: now,
      actorId: adminId,
      action: audit.action,
      targetType: 'company',
      targetId: companyId,
      ip: audit.ip,
      detail: { name: row.name, managerEmail: row.managerEmail },
    });
  }
  return created.map(({ companyId, userId }) => ({ companyId, managerId: userId }));
}
