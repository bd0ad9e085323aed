import { billingEndpoints, type Locale, planPrices, withLocale } from '@tendero/contracts';
import { buttonClass, Card } from '@tendero/ui';
import { getTranslations } from 'next-intl/server';
import { TaxIdentityRequiredNote, TaxIdentitySection } from '@/features/tax-identity/server';
import { ClientMessages } from '@/lib/client-messages';
import NextLink from '@/lib/link';
import { getPageContext } from '@/lib/page-context';
import { serverApi } from '@/lib/server-api';
import { formatCents } from './billing-format';
import { CompanyPayments } from './company-payments';
import { PlanPicker } from './plan-picker';
import { PremiumBenefits } from './premium-benefits';
import { SubscriptionActions } from './subscription-actions';
import { SubscriptionStatusCard } from './subscription-status-card';
import { YearRenewal } from './year-renewal';

/**
 * The "manage subscription" tab (SPEC §1, §2, §9). A manager buys Premium for the whole team, or manages
 * the Stripe subscription and sees the company's payments; a sales rep sees the same state read-only; a
 * client and an administrator read why there is nothing to buy. The API decides who may do what
 * (`canManage`); this page shows what it answers.
 */
export async function ManageSubscription({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'billing.manage' });
  const { session } = await getPageContext();
  const price = (plan: keyof typeof planPrices) =>
    formatCents(planPrices[plan].amountCents, planPrices[plan].currency, locale);
  const header = (
    <div>
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{t('title')}</h1>
      <p className="mt-1 text-slate-700">{t('lead', { monthly: price('monthly'), yearly: price('yearly') })}</p>
    </div>
  );
  if (session?.role !== 'MANAGER' && session?.role !== 'SALES_REP') {
    const admin = session?.role === 'ADMIN';
    return (
      <div className="space-y-6">
        {header}
        <Card>
          <h2 className="text-lg font-semibold text-slate-900">{admin ? t('admin.title') : t('client.title')}</h2>
          <p className="mt-2 text-slate-700">{admin ? t('admin.body') : t('client.body')}</p>
          {admin ? (
            <div className="mt-4 flex flex-wrap gap-3">
              <NextLink href={withLocale(locale, '/admin/premium')} className={buttonClass('primary')}>
                {t('admin.premiumLink')}
              </NextLink>
              <NextLink href={withLocale(locale, '/admin/payments')} className={buttonClass('secondary')}>
                {t('admin.paymentsLink')}
              </NextLink>
            </div>
          ) : null}
        </Card>
      </div>
    );
  }

  const subscription = await serverApi(billingEndpoints.subscription, { locale });
  if (!subscription || subscription.companyId === null) {
    return (
      <div className="space-y-6">
        {header}
        <Card>
          <p role={subscription ? undefined : 'alert'} className="text-slate-700">
            {subscription ? t('noCompany') : t('unavailable')}
          </p>
        </Card>
      </div>
    );
  }
  const payments = subscription.canManage ? await serverApi(billingEndpoints.payments, { locale }) : null;
  const showPayments = payments !== null && (subscription.hasPremium || payments.items.length > 0);
  const stripeManaged = subscription.hasPremium && subscription.source === 'stripe';
  const paidYear = subscription.hasPremium && subscription.source === 'one_time';
  // The company's own prices (its currency, net and VAT) when the API gives them.
  const pricing = subscription.pricing;
  const tp = await getTranslations({ locale, namespace: 'billingPl.pricing' });
  // Sold net: "209 zł net a month" (VAT by the buyer, shown with each plan below).
  const netOf = (plan: keyof typeof planPrices) => {
    const line = pricing?.plans.find((item) => item.plan === plan);
    return pricing && line
      ? tp('netOnly', { price: formatCents(line.netCents, pricing.currency, locale) })
      : price(plan);
  };
  return (
    <ClientMessages locale={locale} namespaces={['billing', 'billingPl']}>
      <div className="space-y-6">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{t('title')}</h1>
          <p className="mt-1 text-slate-700">{t('lead', { monthly: netOf('monthly'), yearly: netOf('yearly') })}</p>
        </div>
        <SubscriptionStatusCard locale={locale} subscription={subscription} />
        {!subscription.canManage ? (
          <>
            <p className="rounded-xl bg-slate-100 px-4 py-3 text-sm text-slate-700">{t('rep')}</p>
            {/* The company's invoicing details, read-only: the buyer on its Premium invoices (issue 38). */}
            <TaxIdentitySection locale={locale} />
          </>
        ) : stripeManaged ? (
          <SubscriptionActions subscription={subscription} />
        ) : paidYear ? (
          <YearRenewal subscription={subscription} />
        ) : !subscription.hasPremium ? (
          <>
            {/* Premium is invoiced to the company: its tax identity comes first (issue 38). */}
            <TaxIdentityRequiredNote locale={locale} />
            <PlanPicker
              plans={subscription.plans}
              pricing={pricing}
              paymentsConfigured={subscription.paymentsConfigured}
            />
          </>
        ) : null}
        {!subscription.hasPremium ? (
          <PremiumBenefits locale={locale} freeLimit={subscription.freeApplicationsPerMonth} />
        ) : null}
        {showPayments ? <CompanyPayments locale={locale} payments={payments.items} /> : null}
      </div>
    </ClientMessages>
  );
}
