import {
  type ApplicationFields,
  type ApplicationWithInquiry,
  askAllLimit,
  type FindInquiriesQuery,
  type FindInquiriesResult,
  type Inquiry,
  type InquiryCreateInput,
  type InquiryUpdateInput,
  inquiriesPageSize,
  type MyInquiry,
  type VisibilityDays,
} from '@tendero/contracts';
import type { Db } from '@tendero/db';
import type { Session } from '../accounts/index';
import { catalogue, findService, isKnownPlace } from '../catalog/index';
import { refreshCompanyFacts } from '../marketplace/index';
import type { Marketplace } from '../marketplace/search.service';
import { AppError, type FieldProblem } from '../shared/app-error';
import type { DomainContext } from '../shared/context';
import { shortName } from '../shared/names';
import { type Decision, queueDecisionMail, queueNewOfferMail, scheduleDigest } from './inquiries.mail';
import {
  assertApplicationAction,
  assertInquiryAction,
  assertMayPublish,
  assertNotOwnCompany,
  assertOwner,
  inquiryState,
  isAuthor,
  readsInquiriesInFull,
} from './inquiries.policy';
import {
  type ApplicationValues,
  applicationsOf,
  countApplications,
  deleteInquiry,
  findApplication,
  findCountCap,
  findInquiry,
  findOpenAskedOf,
  findOpenInquiries,
  findPeople,
  type InquiryRow,
  insertApplication,
  insertInquiry,
  listApplications,
  listClientInquiries,
  lockInquiry,
  markOthersNotChosen,
  markReviewVerified,
  refreshInquiryPostings,
  setLeadStates,
  updateApplication,
  updateInquiry,
  upsertLead,
} from './inquiries.repository';
import { applicationsOut, foundOut, inquiriesOut } from './inquiries.views';
import { companyOfUser, listedCompanyIds, providerOf } from './providers.repository';

const dayMs = 86_400_000;

/** The catalogue as (service, category) pairs, for the /orders/find postings. */
const serviceCategories = {
  services: catalogue.categories.flatMap((category) => category.services.map((service) => service.slug)),
  categories: catalogue.categories.flatMap((category) => category.services.map(() => category.slug)),
};

/** Builds every inquiry's /orders/find postings (after a bulk load: seed:scale). */
export function rebuildInquiryIndex(db: Db) {
  return refreshInquiryPostings(db, null, serviceCategories);
}

/** Rewrites an inquiry's /orders/find postings after any change of what the list reads. */
function reindex(db: Db, inquiryId: string) {
  return refreshInquiryPostings(db, inquiryId, serviceCategories);
}

/** Services and city must name the catalogue: a slug that merely looks right is refused per field. */
function checkCatalogue(input: { services: string[]; city?: string }): void {
  const problems: FieldProblem[] = [];
  if (input.services.some((slug) => !findService(slug))) {
    problems.push({ path: 'services', messageKey: 'inquiries.validation.unknownService' });
  }
  if (input.city && !isKnownPlace(input.city))
    problems.push({ path: 'city', messageKey: 'inquiries.validation.unknownCity' });
  if (problems.length > 0) throw new AppError('VALIDATION_ERROR', { fieldProblems: problems });
}

function fieldsOf(input: InquiryUpdateInput) {
  return {
    services: [...new Set(input.services)],
    description: input.description,
    budgetMin: input.budgetMin ?? null,
    budgetMax: input.budgetMax ?? null,
    currency: input.currency,
    city: input.city ?? null,
    marketingConsent: input.marketingConsent,
  };
}

function applicationValues(input: ApplicationFields, today: string): ApplicationValues {
  if (input.validUntil < today) {
    throw new AppError('VALIDATION_ERROR', {
      fieldProblems: [{ path: 'validUntil', messageKey: 'inquiries.validation.validUntilPast' }],
    });
  }
  return {
    message: input.message,
    priceMin: input.priceMin,
    priceMax: input.priceMax ?? null,
    currency: input.currency,
    timelineDays: input.timelineDays,
    scope: input.scope,
    paymentTerms: input.paymentTerms,
    validUntil: input.validUntil,
  };
}

function formatPrice(min: number, max: number | null, currency: string, locale: string): string {
  const format = (value: number) =>
    new Intl.NumberFormat(locale === 'pl' ? 'pl-PL' : 'en-GB', {
      style: 'currency',
      currency,
      maximumFractionDigits: 0,
    }).format(value);
  return max && max !== min ? `${format(min)} – ${format(max)}` : format(min);
}

/**
 * Inquiries: a client publishes a need; sales reps answer with comparable offers; the client
 * accepts one (everyone else is told at once) or closes it. Leads follow every step.
 */
export function createInquiries(ctx: DomainContext, deps: { marketplace: Marketplace }) {
  const transaction = <T>(work: (tx: Db) => Promise<T>) =>
    ctx.db.transaction((tx) => work(tx as unknown as Db)) as Promise<T>;

  /** The session's company (resolved sessions carry it; others are looked up). */
  async function companyOf(session: Session): Promise<string | null> {
    if (session.role !== 'MANAGER' && session.role !== 'SALES_REP') return null;
    return session.companyId !== undefined ? session.companyId : companyOfUser(ctx.db, session.userId);
  }

  async function ownInquiry(session: Session, id: string): Promise<InquiryRow> {
    const row = await findInquiry(ctx.db, id);
    if (!row) throw new AppError('NOT_FOUND');
    assertOwner(session, row);
    return row;
  }

  /** The inquiry with what this reader may see of its offers. */
  async function view(session: Session, row: InquiryRow): Promise<Inquiry> {
    const now = ctx.clock.now();
    const isOwner = isAuthor(session, row);
    let offers = null as ReturnType<typeof applicationsOf.inquiry> | undefined | null;
    if (isOwner || session.role === 'ADMIN') offers = applicationsOf.inquiry(row.id);
    else if (session.role === 'SALES_REP')
      offers = applicationsOf.and(applicationsOf.inquiry(row.id), applicationsOf.rep(session.userId));
    else if (session.role === 'MANAGER') {
      const provider = await providerOf(ctx.db, session.userId);
      offers = provider
        ? applicationsOf.and(applicationsOf.inquiry(row.id), applicationsOf.company(provider.companyId))
        : null;
    }
    const [out] = await inquiriesOut(ctx.db, [row], now, offers ?? null);
    if (!out) throw new AppError('NOT_FOUND');
    if (!isOwner && session.role !== 'ADMIN') out.marketingConsent = false;
    return out;
  }

  /** Tells every rep whose pending offer was not chosen, and marks their leads lost, in the caller's transaction. */
  async function notChosen(tx: Db, inquiry: InquiryRow, exceptId: string | null, why: Decision) {
    const now = ctx.clock.now();
    const others = await markOthersNotChosen(tx, inquiry.id, exceptId, now);
    const [client] = await findPeople(tx, [inquiry.clientId]);
    const reps = await findPeople(
      tx,
      others.map((other) => other.repId),
    );
    for (const other of others) {
      await queueDecisionMail(
        tx,
        ctx,
        reps.find((rep) => rep.id === other.repId),
        inquiry,
        why,
        shortName(client),
      );
    }
    await setLeadStates(
      tx,
      inquiry.id,
      others.map((other) => ({ companyId: other.companyId, state: 'lost' as const })),
      now,
    );
  }

  return {
    /** SPEC §6: clients, and managers and reps for their company's own needs (never asking their company). */
    async create(session: Session, input: InquiryCreateInput): Promise<Inquiry> {
      assertMayPublish(session);
      checkCatalogue(input);
      const now = ctx.clock.now();
      const [found, ownCompany] = await Promise.all([
        input.askAllFound ? deps.marketplace.foundIds(input.askAllFound, askAllLimit) : Promise.resolve([]),
        companyOf(session),
      ]);
      // Asking one's own company by name is refused; "all found" just leaves it out.
      if (ownCompany && input.companyIds.includes(ownCompany)) {
        throw new AppError('VALIDATION_ERROR', {
          fieldProblems: [{ path: 'companyIds', messageKey: 'inquiries.validation.ownCompany' }],
        });
      }
      const targets = await listedCompanyIds(
        ctx.db,
        [...new Set([...input.companyIds, ...found])].filter((id) => id !== ownCompany).slice(0, askAllLimit),
      );
      const row = await transaction(async (tx) => {
        const inserted = await insertInquiry(
          tx,
          {
            ...fieldsOf(input),
            clientId: session.userId,
            visibleUntil: new Date(now.getTime() + input.visibilityDays * dayMs),
            createdAt: now,
            updatedAt: now,
          },
          targets,
        );
        await reindex(tx, inserted.id);
        for (const companyId of targets) {
          await upsertLead(tx, {
            companyId,
            clientId: session.userId,
            inquiryId: inserted.id,
            source: 'asked',
            at: now,
          });
        }
        await scheduleDigest(tx, ctx);
        return inserted;
      });
      return view(session, row);
    },

    /** The inquiries this user wrote (a client's, or a manager's or rep's for their company). */
    async mine(session: Session): Promise<{ items: MyInquiry[] }> {
      assertMayPublish(session);
      const rows = await listClientInquiries(ctx.db, session.userId);
      const items = await inquiriesOut(ctx.db, rows, ctx.clock.now(), null);
      return { items: items.map(({ applications: _offers, ...item }) => item) };
    },

    /**
     * One inquiry: its author and admins see every offer; a sales rep sees it while open (or once they
     * offered) with their own offer; a manager with their company's offers. Anyone else: not found.
     */
    async get(session: Session, id: string): Promise<Inquiry> {
      const row = await findInquiry(ctx.db, id);
      if (!row) throw new AppError('NOT_FOUND');
      const isOwner = isAuthor(session, row);
      if (!isOwner && session.role !== 'ADMIN') {
        if (session.role !== 'SALES_REP' && session.role !== 'MANAGER') throw new AppError('NOT_FOUND');
        const out = await view(session, row);
        if (inquiryState(row, ctx.clock.now()) !== 'open' && out.applications.length === 0)
          throw new AppError('NOT_FOUND');
        return out;
      }
      return view(session, row);
    },

    async update(session: Session, id: string, input: InquiryUpdateInput): Promise<Inquiry> {
      const row = await ownInquiry(session, id);
      assertInquiryAction(inquiryState(row, ctx.clock.now()), 'edit');
      checkCatalogue(input);
      const updated = await transaction(async (tx) => {
        const row = await updateInquiry(tx, id, { ...fieldsOf(input), updatedAt: ctx.clock.now() });
        await reindex(tx, id);
        return row;
      });
      return view(session, updated);
    },

    /** Visible `days` more: from now when it had ended, else from its end date. */
    async extend(session: Session, id: string, days: VisibilityDays): Promise<Inquiry> {
      const row = await ownInquiry(session, id);
      const now = ctx.clock.now();
      assertInquiryAction(inquiryState(row, now), 'extend');
      const from = Math.max(now.getTime(), row.visibleUntil.getTime());
      const extended = await transaction(async (tx) => {
        const updated = await updateInquiry(tx, id, { visibleUntil: new Date(from + days * dayMs), updatedAt: now });
        await reindex(tx, id);
        return updated;
      });
      return view(session, extended);
    },

    async close(session: Session, id: string): Promise<Inquiry> {
      await ownInquiry(session, id);
      const closed = await transaction(async (tx) => {
        const row = await lockInquiry(tx, id);
        if (!row) throw new AppError('NOT_FOUND');
        const now = ctx.clock.now();
        assertInquiryAction(inquiryState(row, now), 'close');
        const updated = await updateInquiry(tx, id, {
          state: 'closed',
          outcome: 'closed',
          closedAt: now,
          updatedAt: now,
        });
        await reindex(tx, id);
        await notChosen(tx, updated, null, 'notChosen:closed');
        return updated;
      });
      return view(session, closed);
    },

    async remove(session: Session, id: string): Promise<void> {
      await ownInquiry(session, id);
      await transaction(async (tx) => {
        const row = await lockInquiry(tx, id);
        if (!row) throw new AppError('NOT_FOUND');
        await notChosen(tx, row, null, 'notChosen:deleted');
        await deleteInquiry(tx, id);
      });
    },

    /**
     * Open inquiries, newest first, filtered by service, category and city. Providers read everything and
     * see the ones asked of their company first; anyone else reads the teaser.
     */
    async find(session: Session | null, query: FindInquiriesQuery): Promise<FindInquiriesResult> {
      const now = ctx.clock.now();
      const full = readsInquiriesInFull(session);
      const category = query.category ? catalogue.categories.find((item) => item.slug === query.category) : null;
      const term = query.service
        ? `s:${query.service}`
        : category
          ? `c:${category.slug}`
          : query.category
            ? '-none-'
            : 'all';
      const page = full ? query.page : 1;
      const limit = full ? inquiriesPageSize : 5;
      // One round of parallel statements for almost every reader: this list is read more than anything else.
      const companyId = !full || !session ? null : await companyOf(session);
      const reader = { companyId, repId: session?.role === 'SALES_REP' ? session.userId : null };
      const [{ rows, total }, askedRows] = await Promise.all([
        findOpenInquiries(ctx.db, { term, city: query.city ?? null, now, limit, offset: (page - 1) * limit, reader }),
        companyId ? findOpenAskedOf(ctx.db, { ...reader, companyId }, now, 20) : Promise.resolve([]),
      ]);
      const mineIds = [
        ...new Set([...rows, ...askedRows].flatMap((row) => (row.myApplicationId ? [row.myApplicationId] : []))),
      ];
      const mine =
        mineIds.length > 0
          ? await applicationsOut(ctx.db, await listApplications(ctx.db, applicationsOf.ids(mineIds)))
          : [];
      const options = { full, mine };
      return {
        access: full ? 'full' : 'teaser',
        total: Math.min(total, findCountCap),
        totalIsCapped: total > findCountCap,
        page,
        pageSize: limit,
        items: foundOut(rows, now, options),
        asked: foundOut(askedRows, now, options),
      };
    },

    // ---- applications --------------------------------------------------------------------------------

    /** A sales rep's offer: one per rep and inquiry, only while the inquiry is open, never their company's own. */
    async apply(session: Session, inquiryId: string, input: ApplicationFields) {
      if (session.role !== 'SALES_REP') {
        throw new AppError('FORBIDDEN', { reason: 'ONLY_SALES_REPS', messageKey: 'inquiries.errors.onlySalesReps' });
      }
      const provider = await providerOf(ctx.db, session.userId);
      if (!provider)
        throw new AppError('FORBIDDEN', { reason: 'ONLY_SALES_REPS', messageKey: 'inquiries.errors.onlySalesReps' });
      const now = ctx.clock.now();
      const values = applicationValues(input, now.toISOString().slice(0, 10));
      const applicationId = await transaction(async (tx) => {
        const inquiry = await lockInquiry(tx, inquiryId);
        if (!inquiry) throw new AppError('NOT_FOUND');
        assertNotOwnCompany(provider.companyId, await companyOfUser(tx, inquiry.clientId));
        assertInquiryAction(inquiryState(inquiry, now), 'apply');
        const id = await insertApplication(tx, {
          ...values,
          inquiryId,
          repId: session.userId,
          companyId: provider.companyId,
          createdAt: now,
        });
        if (!id) {
          throw new AppError('CONFLICT', { reason: 'ALREADY_APPLIED', messageKey: 'inquiries.errors.alreadyApplied' });
        }
        // Counted, not incremented: the row lock above serialises concurrent offers, so this is exact.
        const updated = await updateInquiry(tx, inquiryId, {
          applicationCount: await countApplications(tx, inquiryId),
        });
        await upsertLead(tx, {
          companyId: provider.companyId,
          clientId: inquiry.clientId,
          inquiryId,
          source: 'applied',
          state: 'contacted',
          repId: session.userId,
          at: now,
        });
        const [client] = await findPeople(tx, [inquiry.clientId]);
        await queueNewOfferMail(tx, ctx, client, updated, {
          company: provider.companyName,
          rep: provider.name,
          price: formatPrice(values.priceMin, values.priceMax ?? null, values.currency, client?.locale ?? 'en'),
          days: values.timelineDays,
        });
        return id;
      });
      return this.application(session, applicationId);
    },

    /** The rep edits their offer while it is pending and the inquiry not closed. */
    async editApplication(session: Session, inquiryId: string, applicationId: string, input: ApplicationFields) {
      const existing = await findApplication(ctx.db, applicationId);
      if (!existing || existing.inquiryId !== inquiryId || existing.repId !== session.userId)
        throw new AppError('NOT_FOUND');
      assertApplicationAction(existing.state, 'edit');
      const now = ctx.clock.now();
      const values = applicationValues(input, now.toISOString().slice(0, 10));
      await updateApplication(ctx.db, applicationId, { ...values, updatedAt: now });
      return this.application(session, applicationId);
    },

    async application(session: Session, applicationId: string) {
      const [out] = await applicationsOut(ctx.db, await listApplications(ctx.db, applicationsOf.id(applicationId)));
      if (!out || (session.role === 'SALES_REP' && out.rep.id !== session.userId)) throw new AppError('NOT_FOUND');
      return out;
    },

    /** The client accepts one offer: the inquiry closes, every other company is told at once. */
    async accept(session: Session, inquiryId: string, applicationId: string): Promise<Inquiry> {
      await ownInquiry(session, inquiryId);
      const row = await transaction(async (tx) => {
        const inquiry = await lockInquiry(tx, inquiryId);
        const offer = await findApplication(tx, applicationId);
        if (!inquiry || !offer || offer.inquiryId !== inquiryId) throw new AppError('NOT_FOUND');
        const now = ctx.clock.now();
        assertInquiryAction(inquiryState(inquiry, now), 'accept');
        assertApplicationAction(offer.state, 'accept');
        await updateApplication(tx, applicationId, { state: 'accepted', decidedAt: now, updatedAt: now });
        const updated = await updateInquiry(tx, inquiryId, {
          state: 'closed',
          outcome: 'accepted',
          closedAt: now,
          updatedAt: now,
        });
        await reindex(tx, inquiryId);
        await setLeadStates(tx, inquiryId, [{ companyId: offer.companyId, state: 'won' }], now);
        const [client, rep] = await Promise.all([
          findPeople(tx, [inquiry.clientId]).then((list) => list[0]),
          findPeople(tx, [offer.repId]).then((list) => list[0]),
        ]);
        await queueDecisionMail(tx, ctx, rep, inquiry, 'accepted', shortName(client));
        await notChosen(tx, updated, applicationId, 'notChosen:accepted');
        // The accepted offer makes the client's review of this company a verified one.
        if (await markReviewVerified(tx, inquiry.clientId, offer.companyId)) {
          await refreshCompanyFacts(tx, offer.companyId, now);
        }
        return updated;
      });
      return view(session, row);
    },

    /** The client declines one offer; the rep is told politely, the inquiry stays open for others. */
    async decline(session: Session, inquiryId: string, applicationId: string): Promise<Inquiry> {
      const inquiry = await ownInquiry(session, inquiryId);
      await transaction(async (tx) => {
        const offer = await findApplication(tx, applicationId);
        if (!offer || offer.inquiryId !== inquiryId) throw new AppError('NOT_FOUND');
        assertApplicationAction(offer.state, 'decline');
        const now = ctx.clock.now();
        await updateApplication(tx, applicationId, { state: 'declined', decidedAt: now, updatedAt: now });
        await setLeadStates(tx, inquiryId, [{ companyId: offer.companyId, state: 'lost' }], now);
        const [client, rep] = await Promise.all([
          findPeople(tx, [inquiry.clientId]).then((list) => list[0]),
          findPeople(tx, [offer.repId]).then((list) => list[0]),
        ]);
        await queueDecisionMail(tx, ctx, rep, inquiry, 'notChosen:declined', shortName(client));
      });
      return view(session, (await findInquiry(ctx.db, inquiryId)) as InquiryRow);
    },

    /** A sales rep's own offers, or every offer of a manager's company, newest first. */
    async applications(session: Session): Promise<{ items: ApplicationWithInquiry[] }> {
      let where: ReturnType<typeof applicationsOf.rep>;
      if (session.role === 'SALES_REP') where = applicationsOf.rep(session.userId);
      else if (session.role === 'MANAGER') {
        const provider = await providerOf(ctx.db, session.userId);
        if (!provider) return { items: [] };
        where = applicationsOf.company(provider.companyId);
      } else throw new AppError('FORBIDDEN');
      const offers = (await applicationsOut(ctx.db, await listApplications(ctx.db, where))).reverse();
      const inquiryRows = await Promise.all(
        [...new Set(offers.map((offer) => offer.inquiryId))].map((id) => findInquiry(ctx.db, id)),
      );
      const now = ctx.clock.now();
      const views = await inquiriesOut(
        ctx.db,
        inquiryRows.filter((row): row is InquiryRow => row !== null),
        now,
        null,
      );
      return {
        items: offers.flatMap((offer) => {
          const inquiry = views.find((item) => item.id === offer.inquiryId);
          return inquiry
            ? [
                {
                  ...offer,
                  inquiry: {
                    id: inquiry.id,
                    services: inquiry.services,
                    city: inquiry.city,
                    visibleUntil: inquiry.visibleUntil,
                    daysLeft: inquiry.daysLeft,
                    state: inquiry.state,
                    description: inquiry.description,
                    client: { id: inquiry.client.id, name: inquiry.client.name, image: inquiry.client.image },
                  },
                },
              ]
            : [];
        }),
      };
    },
  };
}
export type Inquiries = ReturnType<typeof createInquiries>;
