import {
  type AdminCompaniesQuery,
  type AdminCompanyRow,
  type CompanyTitleId,
  companyTitleIds,
} from '@tendero/contracts';
import type { AppLocale } from '@tendero/i18n';
import type { Session } from '../../accounts/index';
import { catalogue, findPlace } from '../../catalog/index';
import { companyBadges } from '../badges';
import { listChecks, listCompaniesByState } from '../verification.repository';
import { requireAdmin, stateOf, type VerificationContext } from './verification-state';

/** A category slug stands for all its services; a service slug for itself. */
function servicesOf(slug: string | undefined): string[] | undefined {
  if (!slug) return undefined;
  const category = catalogue.categories.find((each) => each.slug === slug);
  return category ? category.services.map((service) => service.slug) : [slug];
}

/** The admins' list of companies, verified or waiting, with their checks and badges, 25 a page. */
export async function listVerifiedCompanies(
  ctx: VerificationContext,
  session: Session,
  query: AdminCompaniesQuery,
  locale: AppLocale = 'en',
): Promise<{ total: number; items: AdminCompanyRow[] }> {
  requireAdmin(session);
  const filters = {
    verified: query.state === 'verified',
    q: query.q,
    premium: query.premium === undefined ? undefined : query.premium === 'yes',
    city: query.city,
    services: servicesOf(query.category),
  };
  const rows = await listCompaniesByState(ctx.db, filters, query.page, 25);
  const ids = rows.map((row) => row.id);
  const [checks, badges] = await Promise.all([listChecks(ctx.db, ids), companyBadges(ctx.db, rows, ctx.clock.now())]);
  return {
    total: rows[0]?.total ?? 0,
    items: rows.map((row) => ({
      id: row.id,
      name: row.name,
      city: row.city ? (findPlace(row.city)?.names[locale] ?? row.city) : null,
      managerEmail: row.managerEmail,
      createdAt: row.createdAt.toISOString(),
      verification: stateOf(row.id, row.verifiedAt, checks),
      hasPremium: row.hasPremium,
      services: row.services,
      titleId: (companyTitleIds as readonly string[]).includes(row.titleId ?? '')
        ? (row.titleId as CompanyTitleId)
        : null,
      badges: badges.get(row.id) ?? [],
    })),
  };
}
