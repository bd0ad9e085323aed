import { localeOr } from '@tendero/contracts';
import { type AppLocale, formatDateTime, translate } from '@tendero/i18n';
import { queueMail, renderMail } from '../notifications/index';
import { recordAudit } from '../shared/audit.repository';
import type { DomainContext } from '../shared/context';
import type { UserRow } from './users.repository';

/** Where a person sees and removes their passkeys (linked from every notice). */
export const passkeySettingsPath = '/account-settings/data';

export type PasskeyChange =
  | { kind: 'added'; passkey: string }
  | { kind: 'renamed'; passkey: string; old: string }
  | { kind: 'removed'; passkey: string };

const auditActions = { added: 'passkey.add', renamed: 'passkey.rename', removed: 'passkey.remove' } as const;

/**
 * Every change to a person's passkeys is e-mailed to them in their language (so a change they did not
 * make does not go unseen) and recorded in the activity log with the address it came from.
 */
export async function noticePasskeyChange(
  ctx: DomainContext,
  user: Pick<UserRow, 'id' | 'email' | 'firstName' | 'locale'>,
  change: PasskeyChange,
  meta: { ip?: string | null },
): Promise<void> {
  const now = ctx.clock.now();
  const locale: AppLocale = localeOr(user.locale);
  const date = formatDateTime(now);
  const body =
    change.kind === 'renamed'
      ? translate(locale, 'passkeys.email.renamed.body', { passkey: change.passkey, old: change.old, date })
      : translate(locale, `passkeys.email.${change.kind}.body`, { passkey: change.passkey, date });
  const mail = renderMail(locale, [
    translate(locale, 'passkeys.email.greeting', { name: user.firstName }),
    body,
    translate(locale, 'passkeys.email.notYou'),
    `${ctx.settings.publicUrl}/${locale}${passkeySettingsPath}`,
  ]);
  await queueMail(ctx.db, ctx.clock, {
    to: user.email,
    subject: translate(locale, `passkeys.email.${change.kind}.subject`),
    locale,
    ...mail,
  });
  await recordAudit(ctx.db, {
    at: now,
    actorId: user.id,
    action: auditActions[change.kind],
    targetType: 'user',
    targetId: user.id,
    ip: meta.ip ?? null,
    detail: { passkey: change.passkey, ...(change.kind === 'renamed' ? { old: change.old } : {}) },
  });
}
