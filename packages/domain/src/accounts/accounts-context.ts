import { localeOr } from '@tendero/contracts';
import { type AppLocale, translate } from '@tendero/i18n';
import { queueMail, renderMail } from '../notifications/index';
import type { DomainContext } from '../shared/context';
import type { AccountsEvents, AccountsSettings, EndedSessions, PreparedPassword } from './account-rules';
import { createAuth } from './auth';
import { mailCode } from './code-mail';
import { deleteSessionsOfUser } from './sessions.repository';
import { findUserById, findUserByLogin, updateUser } from './users.repository';

/**
 * What every account operation works with: the domain context, the account settings, Better Auth built
 * on them, the session-ended event and the hashes of prepared passwords.
 */
export type AccountsContext = DomainContext & {
  accountSettings: AccountsSettings;
  auth: ReturnType<typeof createAuth>;
  sessionsEnded: (ended: EndedSessions) => Promise<void>;
  termsAccepted: (acceptance: { userId: string; ip: string | null }) => Promise<void>;
  preparedHashes: WeakMap<PreparedPassword, string>;
};

export function createAccountsContext(
  ctx: DomainContext,
  settings: AccountsSettings,
  events: AccountsEvents,
): AccountsContext {
  const sessionsEnded = async (ended: EndedSessions) => {
    await events.onSessionsEnded?.(ended);
  };

  const auth = createAuth({
    db: ctx.db,
    secret: settings.secret,
    baseUrl: ctx.settings.publicUrl,
    passwordHasher: settings.passwordHasher,
    openIdProviders: settings.openIdProviders,
    hooks: {
      sendActivation: async (user, token) => {
        const row = await findUserById(ctx.db, user.id);
        // Accounts made active by the seed or the admin CLI need no confirmation.
        if (row && row.status !== 'UNVERIFIED') return;
        const locale: AppLocale = localeOr(row?.locale);
        const link = `${ctx.settings.publicUrl}/${locale}/activate-account?token=${encodeURIComponent(token)}`;
        const body = renderMail(locale, [
          translate(locale, 'email.activation.greeting', { name: row?.firstName ?? '' }),
          translate(locale, 'email.activation.body'),
          link,
          translate(locale, 'email.activation.expiry'),
        ]);
        await queueMail(ctx.db, ctx.clock, {
          to: user.email,
          subject: translate(locale, 'email.activation.subject'),
          locale,
          ...body,
        });
      },
      sendRecoveryCode: async (email, code) => {
        const row = await findUserByLogin(ctx.db, email);
        if (!row || row.status === 'SUSPENDED') return;
        await mailCode(ctx, row, code, {
          subject: 'email.recovery.subject',
          greeting: 'email.recovery.greeting',
          body: 'email.recovery.body',
          expiry: 'email.recovery.expiry',
        });
      },
      afterPasswordReset: async (userId) => {
        // A recovered password ends every session; proving the mailbox also confirms the address.
        await deleteSessionsOfUser(ctx.db, userId);
        await sessionsEnded({ userId });
        const row = await findUserById(ctx.db, userId);
        if (row?.status === 'UNVERIFIED') await updateUser(ctx.db, userId, { status: 'ACTIVE' }, ctx.clock.now());
      },
      afterActivation: async (userId) => {
        const row = await findUserById(ctx.db, userId);
        if (row?.status === 'UNVERIFIED') await updateUser(ctx.db, userId, { status: 'ACTIVE' }, ctx.clock.now());
      },
    },
  });

  const preparedHashes = new WeakMap<PreparedPassword, string>();
  const termsAccepted = async (acceptance: { userId: string; ip: string | null }) => {
    await events.onTermsAccepted?.(acceptance);
  };
  return { ...ctx, accountSettings: settings, auth, sessionsEnded, termsAccepted, preparedHashes };
}
