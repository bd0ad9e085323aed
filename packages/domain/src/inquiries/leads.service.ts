import type { Lead, LeadState, LeadUpdate } from '@tendero/contracts';
import { type AppLocale, translate, translator } from '@tendero/i18n';
import type { Session } from '../accounts/index';
import { companyReps, timeZoneOf } from '../accounts/index';
import { findService } from '../catalog/index';
import { AppError } from '../shared/app-error';
import { recordAudit } from '../shared/audit.repository';
import type { DomainContext } from '../shared/context';
import { csvTime, toCsv } from '../shared/csv';
import { shortName } from '../shared/names';
import { type SharesWith, sharedContact } from '../shared/shared-contact';
import { hasAcceptedOffer } from './applications.repository';
import { inquiryState } from './inquiries.policy';
import { mayReadDetails } from './inquiry-access';
import { findLead, type LeadValues, listLeads, updateLead, upsertLead, withdrawInterestLead } from './leads.repository';
import { providerOf } from './providers.repository';

/**
 * Leads: who asked the company, whom it sent offers, who favourited or reviewed it; their
 * state and the rep handling each. The company's manager (and admins) read and change them.
 */
export function createLeads(
  ctx: DomainContext,
  deps: {
    /** Which of these clients share their details with the company now, and why (the contacts capability's record). */
    clientsSharingWith?: (companyId: string, clientIds: readonly string[]) => Promise<SharesWith>;
  } = {},
) {
  /** Answers whether the company has Premium (admins: as if it had). */
  async function assertManages(session: Session, companyId: string): Promise<boolean> {
    if (session.role === 'ADMIN') return true;
    const provider = session.role === 'MANAGER' ? await providerOf(ctx.db, session.userId) : null;
    if (provider?.companyId !== companyId) throw new AppError('FORBIDDEN');
    return provider.hasPremium;
  }

  async function leadsOf(session: Session, companyId: string, state: LeadState | undefined): Promise<Lead[]> {
    const now = ctx.clock.now();
    const [rows, reps] = await Promise.all([listLeads(ctx.db, companyId, state), companyReps(ctx.db, companyId)]);
    // A client's details reach the company only while the client shares them with it (and chose which).
    const sharing =
      (await deps.clientsSharingWith?.(
        companyId,
        rows.map((row) => row.client.id),
      )) ?? new Map();
    // Under "details after NDA", a lead shows the inquiry's description only once the company accepted.
    const locked = new Set<string>();
    for (const { inquiry } of rows) {
      if (inquiry && !(await mayReadDetails(ctx, session, inquiry))) locked.add(inquiry.id);
    }
    return rows.map(({ lead, client, inquiry }) => {
      const rep = reps.find((item) => item.id === lead.repId);
      return {
        id: lead.id,
        state: lead.state,
        source: lead.source,
        client: {
          id: client.id,
          name: shortName(client),
          image: client.image,
          organization: client.organization,
          ...sharedContact(sharing.get(client.id), client),
        },
        inquiry: inquiry
          ? {
              id: inquiry.id,
              services: inquiry.services,
              ...(locked.has(inquiry.id) ? { detailsLocked: true } : { description: inquiry.description }),
              state: inquiryState(inquiry, now),
            }
          : null,
        marketingConsent: inquiry?.marketingConsent ?? false,
        rep: rep ? { id: rep.id, name: `${rep.firstName} ${rep.lastName}`.trim() } : null,
        createdAt: lead.createdAt.toISOString(),
        updatedAt: lead.updatedAt.toISOString(),
      };
    });
  }

  return {
    async list(session: Session, companyId: string, state: LeadState | undefined) {
      await assertManages(session, companyId);
      const [items, reps] = await Promise.all([leadsOf(session, companyId, state), companyReps(ctx.db, companyId)]);
      return { items, reps: reps.map((rep) => ({ id: rep.id, name: `${rep.firstName} ${rep.lastName}`.trim() })) };
    },

    /** Sets the state and/or the handling rep (a rep of the same company, or nobody). */
    async update(session: Session, companyId: string, leadId: string, input: LeadUpdate): Promise<Lead> {
      await assertManages(session, companyId);
      const lead = await findLead(ctx.db, leadId);
      if (!lead || lead.companyId !== companyId) throw new AppError('NOT_FOUND');
      if (input.repId) {
        const reps = await companyReps(ctx.db, companyId);
        if (!reps.some((rep) => rep.id === input.repId)) {
          throw new AppError('VALIDATION_ERROR', {
            fieldProblems: [{ path: 'repId', messageKey: 'validation.invalid' }],
          });
        }
      }
      await updateLead(ctx.db, leadId, { state: input.state, repId: input.repId, at: ctx.clock.now() });
      const updated = (await leadsOf(session, companyId, undefined)).find((item) => item.id === leadId);
      if (!updated) throw new AppError('NOT_FOUND');
      return updated;
    },

    /** The leads as CSV for the reader (shared/csv.ts: their language, separator and time zone; no formulas). */
    async csv(
      session: Session,
      companyId: string,
      locale: AppLocale,
      meta: { ip?: string | null } = {},
    ): Promise<string> {
      // Lead export is a Premium feature.
      if (!(await assertManages(session, companyId))) {
        throw new AppError('FORBIDDEN', { reason: 'PREMIUM_REQUIRED', messageKey: 'inquiries.errors.premiumRequired' });
      }
      const items = await leadsOf(session, companyId, undefined);
      // Clients' contact details leave Tendero in this file: the activity monitor records who took them.
      await recordAudit(ctx.db, {
        at: ctx.clock.now(),
        actorId: session.userId,
        action: 'export.leads',
        targetType: 'company',
        targetId: companyId,
        ip: meta.ip ?? null,
        detail: { rows: items.length },
      });
      const t = translator(locale, 'inquiries.csv');
      const yesNo = (value: boolean) => translate(locale, value ? 'inquiries.csv.yes' : 'inquiries.csv.no');
      const reader = { locale, timeZone: await timeZoneOf(ctx.db, session.userId) };
      const rows = items.map((lead) => [
        csvTime(lead.createdAt, reader),
        csvTime(lead.updatedAt, reader),
        translate(locale, `inquiries.leadStates.${lead.state}`),
        translate(locale, `inquiries.leadSources.${lead.source}`),
        lead.client.name,
        lead.client.organization ?? '',
        lead.client.email ?? '',
        lead.client.phone ?? '',
        yesNo(lead.marketingConsent),
        (lead.inquiry?.services ?? []).map((slug) => findService(slug)?.service.names[locale] ?? slug).join('; '),
        lead.inquiry?.description ?? '',
        lead.inquiry ? translate(locale, `inquiries.states.${lead.inquiry.state}`) : '',
        lead.rep?.name ?? '',
      ]);
      const header = (
        [
          'created',
          'updated',
          'state',
          'source',
          'client',
          'organization',
          'email',
          'phone',
          'marketingConsent',
          'services',
          'inquiry',
          'inquiryState',
          'rep',
        ] as const
      ).map((key) => t(key));
      return toCsv([header, ...rows], reader);
    },
  };
}
export type Leads = ReturnType<typeof createLeads>;

/** Records that a client favourited an offer of, or reviewed, a company (called by the marketplace). */
export async function recordClientLead(
  ctx: DomainContext,
  lead: Pick<LeadValues, 'companyId' | 'clientId' | 'source'>,
): Promise<void> {
  await upsertLead(ctx.db, { ...lead, inquiryId: null, at: ctx.clock.now() });
}

/** The client's review of a company was removed: so is the lead it made (see `withdrawInterestLead`). */
export async function withdrawClientLead(
  ctx: DomainContext,
  lead: Pick<LeadValues, 'companyId' | 'clientId'> & { source: 'review' },
): Promise<void> {
  await withdrawInterestLead(ctx.db, lead);
}

/** Whether the client accepted an offer of the company: what marks their review 'verified client'. */
export function isVerifiedClient(ctx: DomainContext, clientId: string, companyId: string): Promise<boolean> {
  return hasAcceptedOffer(ctx.db, clientId, companyId);
}
