import { createHash, randomBytes } from 'node:crypto';
import {
  type AcceptInvitationInput,
  actsAsRep,
  type InviteSalesRepInput,
  localeOr,
  type Team,
} from '@tendero/contracts';
import { type AppLocale, formatDateTime, translate } from '@tendero/i18n';
import type { Accounts, Session } from '../accounts/index';
import { rememberMailLanguage } from '../accounts/index';
import { queueMail, renderMail } from '../notifications/index';
import { AppError } from '../shared/app-error';
import type { DomainContext } from '../shared/context';
import {
  findCompanyOf,
  findInvitationByHash,
  findMember,
  latestOpenInvitation,
  listMembers,
  markInvitationAccepted,
  replaceInvitation,
  setAnswersInquiries,
} from './team.repository';

/** Invitations work once and for 7 days. */
export const invitationDays = 7;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * The team of a company (SPEC §2 team management): a manager invites sales reps (TEMPORARY accounts that
 * set their password on first sign-in), sees the team and removes members. Only the manager of the
 * company may do any of it.
 */
export function createTeam(
  ctx: DomainContext,
  accounts: Accounts,
  deps: {
    /** A member leaves: the contacts capability deletes theirs (`withContacts`) or moves them to the manager. */
    onMemberRemoved?: (change: { memberId: string; managerId: string; withContacts: boolean }) => Promise<void>;
  } = {},
) {
  async function managedCompany(actor: Session, managerId: string) {
    if (actor.role !== 'MANAGER' || actor.userId !== managerId) throw new AppError('FORBIDDEN');
    const company = await findCompanyOf(ctx.db, managerId);
    if (!company?.companyId) throw new AppError('FORBIDDEN');
    return { ...company, companyId: company.companyId };
  }

  /** The invitation goes in the language of the page the manager invited from (`locale`). */
  async function sendInvitation(
    company: { companyName: string | null },
    member: { userId: string; email: string; firstName: string; role?: 'MANAGER' | 'SALES_REP' },
    invitedBy: string,
    locale: AppLocale,
  ) {
    const manager = member.role === 'MANAGER';
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(ctx.clock.now().getTime() + invitationDays * 24 * 3_600_000);
    await replaceInvitation(ctx.db, { userId: member.userId, invitedBy, tokenHash: hashOf(token), expiresAt });
    const link = `${ctx.settings.publicUrl}/${locale}/change-password?invitation=${token}`;
    const body = renderMail(locale, [
      translate(locale, 'email.invitation.greeting', { name: member.firstName }),
      translate(locale, manager ? 'email.invitation.managerBody' : 'email.invitation.body', {
        company: company.companyName ?? '',
      }),
      link,
      translate(locale, 'email.invitation.expiry', { date: formatDateTime(expiresAt) }),
    ]);
    await queueMail(ctx.db, ctx.clock, {
      to: member.email,
      subject: translate(locale, manager ? 'email.invitation.managerSubject' : 'email.invitation.subject', {
        company: company.companyName ?? 'Tendero',
      }),
      locale,
      ...body,
    });
  }

  async function listTeam(actor: Session, managerId: string): Promise<Team> {
    const company = await managedCompany(actor, managerId);
    const members = await listMembers(ctx.db, company.companyId);
    return {
      companyName: company.companyName ?? '',
      answersInquiries: members.find((member) => member.userId === managerId)?.answersInquiries ?? false,
      members: await Promise.all(
        members.map(async (member) => {
          const invitation = member.status === 'TEMPORARY' ? await latestOpenInvitation(ctx.db, member.userId) : null;
          return {
            userId: member.userId,
            name: `${member.firstName} ${member.lastName}`.trim(),
            email: member.email,
            role: member.role,
            status: member.status,
            invitationExpiresAt: invitation ? invitation.expiresAt.toISOString() : null,
            answersInquiries: actsAsRep(member),
          };
        }),
      ),
    };
  }

  return {
    /** `locale`: the language of the manager's page; the invitation and the new account's e-mails use it. */
    async invite(actor: Session, input: InviteSalesRepInput, locale: AppLocale): Promise<{ userId: string }> {
      const company = await managedCompany(actor, actor.userId);
      if (await accounts.exists(input.email)) {
        throw new AppError('CONFLICT', {
          reason: 'EMAIL_HAS_ACCOUNT',
          messageKey: 'companies.errors.emailHasAccount',
          fieldProblems: [{ path: 'email', messageKey: 'companies.errors.emailHasAccount' }],
        });
      }
      const [firstName = input.sellerName, ...rest] = input.sellerName.split(/\s+/);
      const base = (input.email.split('@')[0] ?? 'rep').replace(/[^A-Za-z0-9_.]/g, '').slice(0, 20) || 'rep';
      const user = await accounts.createAccount({
        email: input.email,
        // Never used: the invitee sets their own password; this one is random and unknown to anyone.
        password: `${randomBytes(24).toString('base64url')}aA1!`,
        username: `${base}_${randomBytes(3).toString('hex')}`,
        firstName,
        lastName: rest.join(' ') || firstName,
        phone: null,
        role: 'SALES_REP',
        status: 'TEMPORARY',
        locale,
        companyId: company.companyId,
      });
      await sendInvitation(company, { userId: user.id, email: user.email, firstName }, actor.userId, locale);
      return { userId: user.id };
    },

    /** Sent again in the language of the manager's page, which the invitee's account then keeps. */
    async resend(actor: Session, managerId: string, memberId: string, locale: AppLocale): Promise<void> {
      const company = await managedCompany(actor, managerId);
      const member = await findMember(ctx.db, memberId);
      if (!member || member.companyId !== company.companyId || member.status !== 'TEMPORARY')
        throw new AppError('NOT_FOUND');
      const user = await accounts.currentUser({ userId: memberId, role: 'SALES_REP' });
      await rememberMailLanguage(ctx.db, memberId, locale);
      await sendInvitation(
        company,
        { userId: memberId, email: user.email, firstName: user.firstName },
        actor.userId,
        locale,
      );
    },

    /**
     * The invitation of any invited (TEMPORARY) member of a company, manager or rep, sent by the platform
     * (an admin adding companies, or asking again); in `locale`, else the language the account keeps.
     */
    async inviteAgain(userId: string, invitedBy: string, locale?: AppLocale): Promise<void> {
      const member = await findMember(ctx.db, userId);
      const company = await findCompanyOf(ctx.db, userId);
      if (!member || member.deletedAt || member.status !== 'TEMPORARY' || !company?.companyId) {
        throw new AppError('NOT_FOUND');
      }
      if (member.role !== 'MANAGER' && member.role !== 'SALES_REP') throw new AppError('NOT_FOUND');
      const user = await accounts.currentUser({ userId, role: member.role });
      const language: AppLocale = locale ?? localeOr(company.locale);
      if (locale) await rememberMailLanguage(ctx.db, userId, locale);
      await sendInvitation(
        company,
        { userId, email: user.email, firstName: user.firstName, role: member.role },
        invitedBy,
        language,
      );
    },

    list: listTeam,

    /**
     * "I answer inquiries myself" (a one-person firm): the manager acts as a sales rep of their company too,
     * through `actsAsRep`. Switching it off keeps what they sent: their offers, leads and chats stay (their
     * chats stay answerable); they are only no longer offered new work.
     */
    async setAnswering(actor: Session, managerId: string, on: boolean): Promise<Team> {
      await managedCompany(actor, managerId);
      await setAnswersInquiries(ctx.db, managerId, on, ctx.clock.now());
      return listTeam(actor, managerId);
    },

    /**
     * Removes a member: their account is closed at once and erased by the job. `withContacts` decides
     * whether their contacts are deleted with them or moved to the manager (`onMemberRemoved`).
     */
    async remove(actor: Session, managerId: string, memberId: string, withContacts: boolean): Promise<void> {
      const company = await managedCompany(actor, managerId);
      if (memberId === managerId) {
        throw new AppError('FORBIDDEN', {
          reason: 'CANNOT_REMOVE_SELF',
          messageKey: 'companies.errors.cannotRemoveSelf',
        });
      }
      const member = await findMember(ctx.db, memberId);
      if (!member || member.deletedAt || member.companyId !== company.companyId) throw new AppError('NOT_FOUND');
      await deps.onMemberRemoved?.({ memberId, managerId, withContacts });
      await accounts.deactivateAndScheduleErasure(memberId);
    },

    /**
     * The invitee's first sign-in: a valid, unexpired, unused invitation sets the password; ACTIVE. The
     * form's consent box (required by the contract) is reported as the terms and privacy policy accepted.
     */
    async accept(input: AcceptInvitationInput, meta: { ip?: string | null } = {}): Promise<{ username: string }> {
      const invitation = await findInvitationByHash(ctx.db, hashOf(input.token));
      const now = ctx.clock.now();
      if (!invitation || invitation.acceptedAt) {
        throw new AppError('VALIDATION_ERROR', {
          reason: 'INVITATION_INVALID',
          messageKey: 'companies.errors.invitationInvalid',
        });
      }
      if (invitation.expiresAt <= now) {
        throw new AppError('VALIDATION_ERROR', {
          reason: 'INVITATION_EXPIRED',
          messageKey: 'companies.errors.invitationExpired',
        });
      }
      const member = await findMember(ctx.db, invitation.userId);
      if (!member || member.deletedAt || member.status !== 'TEMPORARY') {
        throw new AppError('VALIDATION_ERROR', {
          reason: 'INVITATION_INVALID',
          messageKey: 'companies.errors.invitationInvalid',
        });
      }
      await accounts.setPasswordAndActivate(member.userId, input.password, meta);
      await markInvitationAccepted(ctx.db, invitation.id, now);
      return { username: member.username };
    },
  };
}

export type TeamService = ReturnType<typeof createTeam>;
