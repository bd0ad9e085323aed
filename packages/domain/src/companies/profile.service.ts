import {
  actsAsRep,
  type CompanyProfile,
  type CompanyTitle,
  companyProfileInputSchema,
  companyTitleIds,
  cv,
  type EntryKind,
  entrySchemas,
  type ManagerProfile,
  maxEntriesPerKind,
  type SalesRepProfile,
  type TeamSize,
  v,
} from '@tendero/contracts';
import type { Db } from '@tendero/db';
import { type AppLocale, translate } from '@tendero/i18n';
import type { Session } from '../accounts/index';
import { findPlace, isKnownServiceSlug } from '../catalog/index';
import { type FileStorage, landscapeShape, removeStoredImage, replaceStoredImage } from '../files/index';
import { AppError } from '../shared/app-error';
import { inReaderLanguage } from '../shared/content-language';
import type { DomainContext } from '../shared/context';
import { companyResponseFigures, personResponseFigures } from '../trust/index';
import { type Actor, mayEditCompany, maySeeCompany, maySeeTeamDetails, maySetRepPhoto } from './profile.policy';
import {
  type CompanyRow,
  countEntries,
  deleteEntry,
  type EntryRow,
  findCompany,
  findContactRep,
  findEntry,
  findManagerOf,
  findPerson,
  insertEntry,
  isKnownTimeZone,
  listEntries,
  listEntryIds,
  reorderEntries,
  updateCompany,
  updateEntryData,
  updatePerson,
} from './profile.repository';

type Viewer = Session | null;
const orNull = (value: string) => (value === '' ? null : value);

/** The entry as the API shows it: its fields, id and position (portfolio items always carry `image`). */
function entryOut(
  row: EntryRow,
  say: (text: string) => string = (text) => text,
): Record<string, unknown> & { id: string; position: number } {
  const base = row.kind === 'portfolio' ? { image: null } : {};
  const data = Object.fromEntries(
    Object.entries(row.data as Record<string, unknown>).map(([key, value]) => [
      key,
      typeof value === 'string' ? say(value) : value,
    ]),
  );
  return { ...base, ...data, id: row.id, position: row.position };
}

function validationFailed(problems: { path: string; messageKey: string }[]): never {
  throw new AppError('VALIDATION_ERROR', { fieldProblems: problems });
}

/** Parses with the contract in the domain too, so every caller (route, seed, socket) obeys the same rules. */
function parseOrFail<T>(
  schema: { safeParse: (input: unknown) => { success: boolean; data?: T; error?: unknown } },
  input: unknown,
): T {
  const result = schema.safeParse(input);
  if (result.success) return result.data as T;
  const issues = (result.error as { issues: { path: PropertyKey[]; message: string }[] }).issues;
  return validationFailed(issues.map((issue) => ({ path: issue.path.join('.'), messageKey: issue.message })));
}

/**
 * Company profiles: the profile facts, the sections of SPEC §2 (offers, promos, courses, FAQ,
 * steps, consents, portfolio), the logo, the badges, and the sales rep and manager profiles built on them.
 * Everyone may read a company's public profile; only its manager may change it (profile.policy.ts).
 */
/**
 * What a company's profile change sets off elsewhere: the marketplace refreshes the company's search
 * facts and index (injected, so companies never imports marketplace, which reads companies).
 */
export type CompanyChanged = (db: Db, companyId: string, at: Date) => Promise<void>;

export function createCompanyProfiles(
  ctx: DomainContext,
  deps: { storage: FileStorage; onCompanyChanged: CompanyChanged },
) {
  async function actorOf(session: Viewer): Promise<Actor | null> {
    if (!session) return null;
    const person = await findPerson(ctx.db, session.userId);
    if (!person || person.deletedAt) return null;
    return { ...session, companyId: person.companyId };
  }

  async function editableCompany(session: Session, companyId: string): Promise<CompanyRow> {
    const actor = await actorOf(session);
    if (!mayEditCompany(actor, companyId)) throw new AppError('FORBIDDEN');
    const company = await findCompany(ctx.db, companyId);
    if (!company) throw new AppError('NOT_FOUND');
    return company;
  }

  /**
   * The profile; with `locale`, readers other than its editor get its texts in that language where a twin
   * is known (demo data): the editor always sees what is stored.
   */
  async function profileOf(company: CompanyRow, actor: Actor | null, locale?: AppLocale): Promise<CompanyProfile> {
    const reader = mayEditCompany(actor, company.id) ? undefined : locale;
    const say = (text: string) => inReaderLanguage(ctx, text, reader);
    const [entries, manager, contactRepId, responseTimes] = await Promise.all([
      listEntries(ctx.db, company.id),
      maySeeTeamDetails(actor, company.id) ? findManagerOf(ctx.db, company.id) : null,
      findContactRep(ctx.db, company.id),
      companyResponseFigures(ctx.db, [company.id]),
    ]);
    const of = (kind: EntryKind) => entries.filter((entry) => entry.kind === kind).map((entry) => entryOut(entry, say));
    const titleId = companyTitleIds.find((id) => id === company.titleId) ?? null;
    return {
      id: company.id,
      name: company.name,
      description: say(company.description),
      image: company.logo,
      email: company.email,
      website: company.website,
      country: company.country,
      timeZone: company.timeZone,
      city: company.city,
      postalCode: company.postalCode,
      address: company.address,
      teamSize: company.teamSize as TeamSize | null,
      foundedYear: company.foundedYear,
      services: company.services,
      languages: company.languages,
      tags: company.tags,
      hasPremium: company.hasPremium,
      companyTitleId: titleId,
      place: company.city ? findPlace(company.city) : null,
      verifiedAt: company.verifiedAt?.toISOString() ?? null,
      // The rating that counts is the verified clients' average; the count is every shown review.
      rating: {
        average: company.verifiedRatingAvg,
        count: company.reviewCount,
        verifiedCount: company.verifiedReviewCount,
      },
      contactRepId,
      responseTimes: responseTimes.get(company.id),
      managerEmail: manager?.email ?? null,
      offers: of('offer'),
      promos: of('promo'),
      courses: of('course'),
      faqs: of('faq'),
      steps: of('step'),
      consents: of('consent'),
      portfolio: of('portfolio'),
    } as CompanyProfile;
  }

  async function entryOrFail(companyId: string, kind: EntryKind, entryId: string) {
    const entry = await findEntry(ctx.db, companyId, kind, entryId);
    if (!entry) throw new AppError('NOT_FOUND');
    return entry;
  }

  return {
    /**
     * A company profile: public once verified (listed); before that only to its team and admins. With
     * `locale`, in the reader's language where a twin of a text is known (demo data).
     */
    async company(viewer: Viewer, companyId: string, locale?: AppLocale): Promise<CompanyProfile> {
      const company = await findCompany(ctx.db, companyId);
      if (!company) throw new AppError('NOT_FOUND');
      const actor = await actorOf(viewer);
      if (!maySeeCompany(actor, company)) throw new AppError('NOT_FOUND');
      return profileOf(company, actor, locale);
    },

    async updateCompany(session: Session, companyId: string, input: unknown): Promise<CompanyProfile> {
      const company = await editableCompany(session, companyId);
      const values = parseOrFail(companyProfileInputSchema, input);
      const unknown = values.services.findIndex((slug) => !isKnownServiceSlug(slug));
      if (unknown >= 0) validationFailed([{ path: `services.${unknown}`, messageKey: cv.unknownService }]);
      if (values.city !== '' && !findPlace(values.city))
        validationFailed([{ path: 'city', messageKey: cv.unknownCity }]);
      // Response times count working hours in this zone in SQL: the database must know it.
      if (values.timeZone && !(await isKnownTimeZone(ctx.db, values.timeZone)))
        validationFailed([{ path: 'timeZone', messageKey: v.invalid }]);
      await updateCompany(
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
      await deps.onCompanyChanged(ctx.db, company.id, ctx.clock.now());
      return this.company(session, company.id);
    },

    async addEntry(session: Session, companyId: string, kind: EntryKind, input: unknown) {
      const company = await editableCompany(session, companyId);
      const data = parseOrFail<Record<string, unknown>>(entrySchemas[kind], input);
      if ((await countEntries(ctx.db, company.id, kind)) >= maxEntriesPerKind) {
        throw new AppError('CONFLICT', { reason: 'TOO_MANY_ENTRIES', messageKey: cv.tooMany });
      }
      const entry = await insertEntry(ctx.db, company.id, kind, data, ctx.clock.now());
      if (kind === 'promo') await deps.onCompanyChanged(ctx.db, company.id, ctx.clock.now());
      return entryOut(entry);
    },

    async updateEntry(session: Session, companyId: string, kind: EntryKind, entryId: string, input: unknown) {
      const company = await editableCompany(session, companyId);
      const data = parseOrFail<Record<string, unknown>>(entrySchemas[kind], input);
      const entry = await entryOrFail(company.id, kind, entryId);
      // The portfolio picture is set by its own upload and survives edits of the text.
      const kept = kind === 'portfolio' ? { image: entry.data.image ?? null } : {};
      await updateEntryData(ctx.db, company.id, entryId, { ...data, ...kept }, ctx.clock.now());
      return entryOut({ ...entry, data: { ...data, ...kept } });
    },

    async removeEntry(session: Session, companyId: string, kind: EntryKind, entryId: string): Promise<void> {
      const company = await editableCompany(session, companyId);
      const entry = await entryOrFail(company.id, kind, entryId);
      await deleteEntry(ctx.db, company.id, entryId);
      if (kind === 'promo') await deps.onCompanyChanged(ctx.db, company.id, ctx.clock.now());
      if (kind === 'portfolio') {
        await removeStoredImage(deps.storage, (entry.data.image as string | null) ?? null, landscapeShape);
      }
    },

    /** New order of one kind's entries: `ids` must list each of them exactly once. */
    async reorder(session: Session, companyId: string, kind: EntryKind, ids: string[]) {
      const company = await editableCompany(session, companyId);
      const existing = await listEntryIds(ctx.db, company.id, kind);
      const same =
        ids.length === existing.length && new Set(ids).size === ids.length && ids.every((id) => existing.includes(id));
      if (!same) validationFailed([{ path: 'ids', messageKey: 'validation.invalid' }]);
      await reorderEntries(ctx.db, company.id, kind, ids, ctx.clock.now());
      const entries = await listEntries(ctx.db, company.id);
      return entries.filter((entry) => entry.kind === kind).map((entry) => entryOut(entry));
    },

    /** POST /managers/{managerId}/photo/: the company logo, uploaded by the manager. */
    async setLogo(session: Session, managerId: string, upload: Buffer): Promise<{ fileUrl: string }> {
      const actor = await actorOf(session);
      if (!actor || actor.userId !== managerId || !actor.companyId) throw new AppError('FORBIDDEN');
      const company = await editableCompany(session, actor.companyId);
      return replaceStoredImage({
        storage: deps.storage,
        folder: `logos/${company.id}`,
        upload,
        previousUrl: company.logo,
        save: (url) => updateCompany(ctx.db, company.id, { logo: url }, ctx.clock.now()),
      });
    },

    async setPortfolioImage(session: Session, companyId: string, entryId: string, upload: Buffer) {
      const company = await editableCompany(session, companyId);
      const entry = await entryOrFail(company.id, 'portfolio', entryId);
      return replaceStoredImage({
        storage: deps.storage,
        folder: `portfolio/${company.id}`,
        upload,
        shape: landscapeShape,
        previousUrl: (entry.data.image as string | null) ?? null,
        save: (url) => updateEntryData(ctx.db, company.id, entryId, { ...entry.data, image: url }, ctx.clock.now()),
      });
    },

    /** POST /companies/salesreps/{repId}/photo/: the rep, or the manager of the rep's company. */
    async setRepPhoto(session: Session, repId: string, upload: Buffer): Promise<{ fileUrl: string }> {
      const actor = await actorOf(session);
      const rep = await findPerson(ctx.db, repId);
      if (!actor || !rep || rep.deletedAt || !actsAsRep(rep)) throw new AppError('FORBIDDEN');
      if (!maySetRepPhoto(actor, rep)) throw new AppError('FORBIDDEN');
      return replaceStoredImage({
        storage: deps.storage,
        folder: `photos/users/${rep.userId}`,
        upload,
        previousUrl: rep.image,
        save: (url) => updatePerson(ctx.db, rep.userId, { image: url }, ctx.clock.now()),
      });
    },

    /** GET /managers/{id}: the manager, their reps and admins. */
    async managerProfile(session: Session, managerId: string): Promise<ManagerProfile> {
      const actor = await actorOf(session);
      const manager = await findPerson(ctx.db, managerId);
      if (!manager || manager.deletedAt || manager.role !== 'MANAGER' || !manager.companyId) {
        throw new AppError('NOT_FOUND');
      }
      if (!maySeeTeamDetails(actor, manager.companyId)) throw new AppError('FORBIDDEN');
      const company = await findCompany(ctx.db, manager.companyId);
      if (!company) throw new AppError('NOT_FOUND');
      return {
        managerData: {
          userId: manager.userId,
          email: manager.email,
          firstName: manager.firstName,
          lastName: manager.lastName,
        },
        companyData: await profileOf(company, actor),
      };
    },

    /**
     * GET /companies/salesreps/{id}: public for active reps of a listed company (what clients see before
     * they start a chat); the rep's e-mail and the manager's only to the rep's team and admins; invited or
     * suspended reps, and every rep of an unlisted company, are visible only to their team and admins.
     */
    async salesRepProfile(viewer: Viewer, repId: string, locale?: AppLocale): Promise<SalesRepProfile> {
      const actor = await actorOf(viewer);
      const rep = await findPerson(ctx.db, repId);
      // A sales rep, or a manager who answers inquiries themselves (a one-person firm's public face).
      if (!rep || rep.deletedAt || !actsAsRep(rep) || !rep.companyId) throw new AppError('NOT_FOUND');
      const team = maySeeTeamDetails(actor, rep.companyId);
      if (rep.status !== 'ACTIVE' && !team) throw new AppError('NOT_FOUND');
      const company = await findCompany(ctx.db, rep.companyId);
      if (!company || !maySeeCompany(actor, company)) throw new AppError('NOT_FOUND');
      const responseTimes = await personResponseFigures(ctx.db, [rep.userId]);
      return {
        salesRepData: {
          userId: rep.userId,
          firstName: rep.firstName,
          lastName: rep.lastName,
          email: team ? rep.email : null,
          image: rep.image,
          // The rep edits their own bio as written; everyone else reads it in their language where known.
          bio: inReaderLanguage(ctx, rep.bio, actor?.userId === rep.userId ? undefined : locale),
          languages: rep.languages,
          responseTimes: responseTimes.get(rep.userId) as SalesRepProfile['salesRepData']['responseTimes'],
        },
        companyData: await profileOf(company, actor, locale),
      };
    },

    /** GET /managers/company-titles: the badges and the rule that earns each, in the reader's language. */
    companyTitles(locale: AppLocale): CompanyTitle[] {
      return companyTitleIds.map((id) => ({
        _id: id,
        name: translate(locale, `companies.titles.${id}.name`),
        rule: translate(locale, `companies.titles.${id}.rule`),
      }));
    },
  };
}
export type CompanyProfiles = ReturnType<typeof createCompanyProfiles>;
