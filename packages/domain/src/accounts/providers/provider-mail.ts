import { localeOr } from '@tendero/contracts';
import { type AppLocale, formatDateTime, translate } from '@tendero/i18n';
import { queueMail, renderMail } from '../../notifications/index';
import type { AccountsContext } from '../accounts-context';
import type { UserRow } from '../users.repository';
import type { OpenIdProviderId } from './provider-settings';

const providerName = (locale: AppLocale, provider: OpenIdProviderId) =>
  translate(locale, `providers.names.${provider}`);

/** The code that confirms a link without the password; in the body, never the subject. */
export async function mailLinkCode(ctx: AccountsContext, user: UserRow, provider: OpenIdProviderId, code: string) {
  const locale = localeOr(user.locale);
  const name = providerName(locale, provider);
  const body = renderMail(locale, [
    translate(locale, 'email.recovery.greeting', { name: user.firstName }),
    translate(locale, 'providers.email.codeBody', { provider: name }),
    code,
    translate(locale, 'providers.email.codeExpiry'),
  ]);
  await queueMail(ctx.db, ctx.clock, {
    to: user.email,
    subject: translate(locale, 'providers.email.codeSubject', { provider: name }),
    locale,
    ...body,
  });
}

/** Tells the person a provider was linked to or unlinked from their account, in their language. */
export async function mailLinkChange(
  ctx: AccountsContext,
  user: UserRow,
  provider: OpenIdProviderId,
  change: 'linked' | 'unlinked',
) {
  const locale = localeOr(user.locale);
  const name = providerName(locale, provider);
  const when = formatDateTime(ctx.clock.now());
  const body = renderMail(locale, [
    translate(locale, 'email.recovery.greeting', { name: user.firstName }),
    change === 'linked'
      ? translate(locale, 'providers.email.linkedBody', { provider: name, when })
      : translate(locale, 'providers.email.unlinkedBody', { provider: name, when }),
    translate(locale, 'providers.email.notYou'),
  ]);
  await queueMail(ctx.db, ctx.clock, {
    to: user.email,
    subject:
      change === 'linked'
        ? translate(locale, 'providers.email.linkedSubject', { provider: name })
        : translate(locale, 'providers.email.unlinkedSubject', { provider: name }),
    locale,
    ...body,
  });
}
