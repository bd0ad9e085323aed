import { type ClientProfile, type PersonalProfileInput, personalProfileInputSchema } from '@tendero/contracts';
import { AppError } from '../shared/app-error';
import type { DomainContext } from '../shared/context';
import { lastInitial } from '../shared/names';
import { type SharePurpose, sharedContact } from '../shared/shared-contact';
import { buyerRecords } from '../trust/index';
import type { Session } from './accounts.service';
import { findUserById, updateUser } from './users.repository';

/** A client's shared e-mail and phone reach providers and admins only (never other clients or visitors). */
export function maySeeSharedContact(viewer: Session | null): boolean {
  return viewer?.role === 'SALES_REP' || viewer?.role === 'MANAGER' || viewer?.role === 'ADMIN';
}

/**
 * People's own profiles: a rep's or client's bio, languages, city and organisation, and a
 * client's profile as others see it (GET /users/{id}).
 */
export function createPeopleProfiles(
  ctx: DomainContext,
  deps: {
    /** Why the client shares their details with this company now, or null (the contacts capability's record). */
    sharesDetailsWith?: (clientId: string, companyId: string | null | undefined) => Promise<SharePurpose | null>;
    /** The reviews the client wrote (the marketplace capability's). */
    reviewsBy?: (clientId: string) => Promise<ClientProfile['reviews']>;
  } = {},
) {
  return {
    /** Only the person themself edits their profile. */
    async updateOwn(session: Session, userId: string, input: PersonalProfileInput): Promise<void> {
      if (session.userId !== userId) throw new AppError('FORBIDDEN');
      const parsed = personalProfileInputSchema.safeParse(input);
      if (!parsed.success) {
        throw new AppError('VALIDATION_ERROR', {
          fieldProblems: parsed.error.issues.map((issue) => ({
            path: issue.path.join('.'),
            messageKey: issue.message,
          })),
        });
      }
      const values = parsed.data;
      const orNull = (text: string | undefined) => (text === undefined ? undefined : text || null);
      const fields = {
        bio: values.bio,
        languages: values.languages,
        city: orNull(values.city),
        organization: orNull(values.organization),
        shareEmail: values.shareEmail,
        sharePhone: values.sharePhone,
      };
      const given = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
      if (Object.keys(given).length > 0) await updateUser(ctx.db, userId, given, ctx.clock.now());
    },

    /**
     * A client's profile: public facts to everyone, the surname as an initial ('Anna K.', as on reviews and
     * inquiries); shared contact to providers and admins; all to the client (and the full name to admins).
     */
    async clientProfile(viewer: Session | null, userId: string): Promise<ClientProfile> {
      const user = await findUserById(ctx.db, userId);
      if (!user || user.deletedAt || user.role !== 'CLIENT') throw new AppError('NOT_FOUND');
      const own = viewer?.userId === user.id;
      // Unconfirmed or suspended clients have no public profile.
      if (user.status !== 'ACTIVE' && !own) throw new AppError('NOT_FOUND');
      // Providers see what the client chose to share (all once the client accepted their offer), and only
      // while the client shares it with their company; admins see what the client chose to share.
      const purpose = !maySeeSharedContact(viewer)
        ? null
        : viewer?.role === 'ADMIN'
          ? 'chat'
          : ((await deps.sharesDetailsWith?.(user.id, viewer?.companyId ?? null)) ?? null);
      const shared = sharedContact(purpose, user);
      const fullName = own || viewer?.role === 'ADMIN';
      const record = (await buyerRecords(ctx.db, [user.id])).get(user.id);
      return {
        userId: user.id,
        role: 'CLIENT',
        firstName: user.firstName,
        lastName: fullName ? user.lastName : lastInitial(user.lastName),
        image: user.image,
        bio: user.bio,
        languages: user.languages,
        city: user.city,
        organization: user.organization,
        email: own ? user.email : shared.email,
        phone: own ? user.phone : shared.phone,
        memberSince: user.createdAt.toISOString(),
        reviews: (await deps.reviewsBy?.(user.id)) ?? [],
        own: own ? { shareEmail: user.shareEmail, sharePhone: user.sharePhone } : null,
        // The client always sees their own record (with how to improve it); others once it is enough.
        buyerRecord: own || record?.enough ? (record ?? null) : null,
      };
    },
  };
}
export type PeopleProfiles = ReturnType<typeof createPeopleProfiles>;
