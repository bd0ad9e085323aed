import { localeOr } from '@tendero/contracts';
import { type AppLocale, formatDateTime, translate } from '@tendero/i18n';
import { queueMail, renderMail } from '../../notifications/index';
import { AppError } from '../../shared/app-error';
import type { Session } from '../account-rules';
import type { AccountsContext } from '../accounts-context';
import { checkPassword, deactivateAndScheduleErasure } from '../credentials';
import { findUserById } from '../users.repository';

/**
 * Deletes one's own account after checking the password: deactivated at once (no sign-in, every
 * session ended), a confirmation e-mail, and the erasure job scheduled (personal data gone within 24 h).
 */
export async function deleteAccount(
  ctx: AccountsContext,
  session: Session,
  password: string,
): Promise<{ erasedBy: string }> {
  const user = await findUserById(ctx.db, session.userId);
  if (!user || user.deletedAt) throw new AppError('UNAUTHORIZED_ERROR');
  await checkPassword(ctx, session.userId, password);
  const now = ctx.clock.now();
  await deactivateAndScheduleErasure(ctx, user.id);
  const locale: AppLocale = localeOr(user.locale);
  const erasedBy = new Date(now.getTime() + 24 * 60 * 60 * 1000);
  const body = renderMail(locale, [
    translate(locale, 'email.accountDeleted.greeting', { name: user.firstName }),
    translate(locale, 'email.accountDeleted.body', { date: formatDateTime(erasedBy) }),
  ]);
  await queueMail(ctx.db, ctx.clock, {
    to: user.email,
    subject: translate(locale, 'email.accountDeleted.subject'),
    locale,
    ...body,
  });
  return { erasedBy: erasedBy.toISOString() };
}
