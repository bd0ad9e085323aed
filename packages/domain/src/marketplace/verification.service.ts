import {
  type AdminCompaniesQuery,
  type AdminCompanyRow,
  type CompanyTitleId,
  type CompanyVerification,
  companyTitleIds,
  type VerificationCriterion,
  verificationCriteria,
} from '@tendero/contracts';
import type { AppLocale } from '@tendero/i18n';
import type { Session } from '../accounts/index';
import { catalogue, findPlace } from '../catalog/index';
import { findPerson } from '../companies/index';
import { AppError } from '../shared/app-error';
import { recordAudit } from '../shared/audit.repository';
import type { DomainContext } from '../shared/context';
import { companyBadges } from './badges';
import {
  type CheckRow,
  failAllChecks,
  findCompanyState,
  listChecks,
  listCompaniesByState,
  setVerified,
  upsertCheck,
} from './verification.repository';

type Meta = { ip?: string | null };

/** A category slug stands for all its services; a service slug for itself. */
function servicesOf(slug: string | undefined): string[] | undefined {
  if (!slug) return undefined;
  const category = catalogue.categories.find((each) => each.slug === slug);
  return category ? category.services.map((service) => service.slug) : [slug];
}

function stateOf(companyId: string, verifiedAt: Date | null, checks: CheckRow[]): CompanyVerification {
  const own = checks.filter((check) => check.companyId === companyId);
  const passed = new Set(own.filter((check) => check.passed).map((check) => check.criterion));
  return {
    companyId,
    verified: verifiedAt !== null,
    verifiedAt: verifiedAt?.toISOString() ?? null,
    checks: own.map((check) => ({
      criterion: check.criterion,
      passed: check.passed,
      note: check.note,
      checkedBy: `${check.firstName} ${check.lastName}`.trim(),
      checkedAt: check.checkedAt.toISOString(),
    })),
    missing: verificationCriteria.filter((criterion) => !passed.has(criterion)),
  };
}

/**
 * Verification (SPEC §1): an admin checks the four criteria, each with a note; when all four
 * pass the company is verified and listed; a withdrawal unlists it and fails every criterion, so all four
 * must be checked again. Every step is kept in verification_events.
 */
export function createVerification(
  ctx: DomainContext,
  events: {
    /**
     * A company became verified or lost its verification (the inquiries capability hides or shows its
     * pending offers and tells their clients). Called after the change is stored.
     */
    onVerificationChanged?: (change: { companyId: string; companyName: string; verified: boolean }) => Promise<void>;
  } = {},
) {
  const changed = async (companyId: string, verified: boolean) => {
    const company = await findCompanyState(ctx.db, companyId);
    await events.onVerificationChanged?.({ companyId, companyName: company?.name ?? '', verified });
  };
  const requireAdmin = (session: Session) => {
    if (session.role !== 'ADMIN') throw new AppError('FORBIDDEN');
  };
  async function current(companyId: string): Promise<CompanyVerification> {
    const company = await findCompanyState(ctx.db, companyId);
    if (!company) throw new AppError('NOT_FOUND');
    return stateOf(companyId, company.verifiedAt, await listChecks(ctx.db, [companyId]));
  }

  return {
    /** The company's manager sees what is missing; admins see every company. */
    async status(session: Session, companyId: string): Promise<CompanyVerification> {
      if (session.role !== 'ADMIN') {
        const person = await findPerson(ctx.db, session.userId);
        if (session.role !== 'MANAGER' || person?.companyId !== companyId) throw new AppError('FORBIDDEN');
      }
      return current(companyId);
    },

    async check(
      session: Session,
      companyId: string,
      input: { criterion: VerificationCriterion; passed: boolean; note: string },
      meta: Meta = {},
    ): Promise<CompanyVerification> {
      requireAdmin(session);
      const company = await findCompanyState(ctx.db, companyId);
      if (!company) throw new AppError('NOT_FOUND');
      const at = ctx.clock.now();
      await upsertCheck(ctx.db, { companyId, ...input, adminId: session.userId, at });
      await recordAudit(ctx.db, {
        at,
        actorId: session.userId,
        action: 'company.check',
        targetType: 'company',
        targetId: companyId,
        ip: meta.ip ?? null,
        detail: input,
      });
      const state = await current(companyId);
      if (state.missing.length === 0 && !company.verifiedAt) {
        await setVerified(ctx.db, companyId, at, {
          action: 'verified',
          note: 'All four criteria passed',
          adminId: session.userId,
          at,
        });
        await changed(companyId, true);
      } else if (state.missing.length > 0 && company.verifiedAt) {
        // A failed criterion on a listed company unlists it at once.
        await setVerified(ctx.db, companyId, null, {
          action: 'withdrawn',
          note: input.note,
          adminId: session.userId,
          at,
        });
        await changed(companyId, false);
      }
      return current(companyId);
    },

    async withdraw(session: Session, companyId: string, note: string, meta: Meta = {}): Promise<CompanyVerification> {
      requireAdmin(session);
      const company = await findCompanyState(ctx.db, companyId);
      if (!company) throw new AppError('NOT_FOUND');
      const at = ctx.clock.now();
      await failAllChecks(ctx.db, companyId, note, session.userId, at);
      await setVerified(ctx.db, companyId, null, { action: 'withdrawn', note, adminId: session.userId, at });
      await changed(companyId, false);
      await recordAudit(ctx.db, {
        at,
        actorId: session.userId,
        action: 'company.withdraw',
        targetType: 'company',
        targetId: companyId,
        ip: meta.ip ?? null,
        detail: { note },
      });
      return current(companyId);
    },

    async list(
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
      const [checks, badges] = await Promise.all([
        listChecks(ctx.db, ids),
        companyBadges(ctx.db, rows, ctx.clock.now()),
      ]);
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
    },
  };
}
export type Verification = ReturnType<typeof createVerification>;
