import type { UserStatusChange } from '@tendero/contracts';
import { translate } from '@tendero/i18n';
import type { AccountRow } from '../accounts/index';
import { mailLocale, queueMail, renderMail } from '../notifications/index';
import type { AdminContext } from './admin-context';

/** Tells the user, in their language, that their account was blocked (and why) or unblocked. */
export async function queueStatusMail(ctx: AdminContext, account: AccountRow, change: UserStatusChange): Promise<void> {
  await queueAccountMail(
    ctx,
    account,
    change.status === 'SUSPENDED' ? 'accountBlocked' : 'accountUnblocked',
    change.reason,
  );
}

/** One of the account e-mails an admin's action sends, with the reason, in the user's language. */
export async function queueAccountMail(
  ctx: AdminContext,
  account: AccountRow,
  kind: 'accountBlocked' | 'accountUnblocked' | 'accountDeletedByAdmin',
  reason: string,
): Promise<void> {
  const locale = mailLocale(account.locale);
  const vars = { name: account.firstName, reason, support: ctx.settings.supportEmail };
  await queueMail(ctx.db, ctx.clock, {
    to: account.email,
    subject: translate(locale, `email.${kind}.subject`, vars),
    locale,
    ...renderMail(locale, [
      translate(locale, `email.${kind}.greeting`, vars),
      translate(locale, `email.${kind}.body`, vars),
      translate(locale, `email.${kind}.support`, vars),
    ]),
  });
}
