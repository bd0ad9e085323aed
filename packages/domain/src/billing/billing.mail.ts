import type { Db } from '@tendero/db';
import { formatMoney, nameBeforeFullStop, translate } from '@tendero/i18n';
import { findPeople } from '../accounts/index';
import { findCompany, findManagerOf } from '../companies/index';
import { mailLocale, queueMail, renderMail } from '../notifications/index';
import { invoiceBuyerOf } from '../tax-identity/index';
import { premiumPricing } from './premium-pricing';
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

/**
 * To the manager, in their language, 14 days before a year of Premium paid at once ends: it does not renew
 * by itself; the next year is paid on the subscription page (the same checkout: BLIK, Przelewy24 or card),
 * and starts where this one ends. Transactional, like every payment e-mail.
 */
export async function queueYearEndingMail(
  ctx: BillingContext,
  db: Db,
  companyId: string,
  yearEnd: Date,
): Promise<void> {
  const manager = await findManagerOf(db, companyId);
  if (!manager) return;
  const [person] = await findPeople(db, [manager.userId]);
  if (!person || person.deletedAt) return;
  const company = await findCompany(db, companyId);
  const locale = mailLocale(person.locale);
  const pricing = premiumPricing(await invoiceBuyerOf({ db }, companyId), {
    sellsInZloty: ctx.gateway?.sellsInZloty ?? false,
    netPln: ctx.billing.netPln,
  });
  const yearly = pricing.plans.find((item) => item.plan === 'yearly');
  const price = yearly ? formatMoney(yearly.grossCents / 100, pricing.currency.toUpperCase(), locale) : '';
  const until = new Intl.DateTimeFormat(locale === 'pl' ? 'pl-PL' : 'en-GB', {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(yearEnd);
  const vars = { name: person.firstName, company: company?.name ?? '', until, price };
  const link = `${ctx.settings.publicUrl}/${locale}/account-settings/manage-subscription`;
  await queueMail(db, ctx.clock, {
    to: person.email,
    subject: translate(locale, 'billingPl.email.yearEnding.subject', vars),
    locale,
    ...renderMail(locale, [
      translate(locale, 'billingPl.email.yearEnding.greeting', vars),
      translate(locale, 'billingPl.email.yearEnding.body', { ...vars, company: nameBeforeFullStop(vars.company) }),
      translate(locale, 'billingPl.email.yearEnding.renew', vars),
      translate(locale, 'billingPl.email.yearEnding.cta', { link }),
    ]),
  });
}
