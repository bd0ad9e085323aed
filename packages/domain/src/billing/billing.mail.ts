import { nameBeforeFullStop, translate } from '@tendero/i18n';
import { findPeople } from '../accounts/index';
import { findCompany, findManagerOf } from '../companies/index';
import { mailLocale, queueMail, renderMail } from '../notifications/index';
import type { BillingContext } from './premium-rules';
import type { SubscriptionRow } from './subscriptions.repository';

/**
 * To the manager, in their language: a renewal payment failed; Premium stays on until the grace period
 * ends while Stripe retries. A payment e-mail is transactional: sent even to someone unsubscribed from
 * notifications.
 */
export async function queueRenewalFailedMail(
  ctx: BillingContext,
  companyId: string,
  row: SubscriptionRow | null,
): Promise<void> {
  const manager = await findManagerOf(ctx.db, companyId);
  if (!manager) return;
  const [person] = await findPeople(ctx.db, [manager.userId]);
  if (!person || person.deletedAt) return;
  const company = await findCompany(ctx.db, companyId);
  const locale = mailLocale(person.locale);
  const until = row?.graceUntil
    ? new Intl.DateTimeFormat(locale === 'pl' ? 'pl-PL' : 'en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(
        row.graceUntil,
      )
    : '';
  const vars = { name: person.firstName, company: company?.name ?? '', until };
  const link = `${ctx.settings.publicUrl}/${locale}/account-settings/manage-subscription`;
  await queueMail(ctx.db, ctx.clock, {
    to: person.email,
    subject: translate(locale, 'email.renewalFailed.subject', vars),
    locale,
    ...renderMail(locale, [
      translate(locale, 'email.renewalFailed.greeting', vars),
      // The company's name ends the body's first sentence.
      translate(locale, 'email.renewalFailed.body', { ...vars, company: nameBeforeFullStop(vars.company) }),
      translate(locale, 'email.renewalFailed.cta', { link }),
    ]),
  });
}
