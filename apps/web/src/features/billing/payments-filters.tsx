import { type Locale, paymentStatusSchema, premiumPlans } from '@tendero/contracts';
import { Input } from '@tendero/ui';
import { getTranslations } from 'next-intl/server';
import { filterLabel, ListFilters, ListSearchField, ListSelectField } from '@/features/layout';
import type { PaymentsFilters } from './payments-url';

/** The filters of the payments report as one GET form: the URL is the state, so a filtered view can be shared. */
export async function PaymentsFiltersForm({
  locale,
  action,
  filters,
  clearHref,
}: {
  locale: Locale;
  action: string;
  filters: PaymentsFilters;
  /** Shown when any filter is set. */
  clearHref: string | null;
}) {
  const t = await getTranslations({ locale, namespace: 'billing' });
  const label = filterLabel;
  return (
    <ListFilters
      id="payments-filters"
      action={action}
      title={t('adminPayments.filters.title')}
      applyLabel={t('adminPayments.filters.apply')}
      clearLabel={t('adminPayments.filters.clear')}
      clearHref={clearHref}
      gridClassName="grid gap-4 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr_1fr]"
    >
      <ListSearchField
        id="payments-q"
        label={t('adminPayments.filters.q')}
        placeholder={t('adminPayments.filters.qPlaceholder')}
        defaultValue={filters.q}
      />
      <ListSelectField
        id="payments-status"
        name="status"
        label={t('adminPayments.filters.status')}
        anyLabel={t('adminPayments.filters.any')}
        defaultValue={filters.status}
        options={paymentStatusSchema.options.map((status) => ({
          value: status,
          label: t(`paymentStatuses.${status}`),
        }))}
      />
      <ListSelectField
        id="payments-plan"
        name="plan"
        label={t('adminPayments.filters.plan')}
        anyLabel={t('adminPayments.filters.any')}
        defaultValue={filters.plan}
        options={premiumPlans.map((plan) => ({ value: plan, label: t(`plans.${plan}`) }))}
      />
      <div className="space-y-1.5">
        <label htmlFor="payments-from" className={label}>
          {t('adminPayments.filters.from')}
        </label>
        <Input id="payments-from" name="from" type="date" defaultValue={filters.from ?? ''} />
      </div>
      <div className="space-y-1.5">
        <label htmlFor="payments-to" className={label}>
          {t('adminPayments.filters.to')}
        </label>
        <Input id="payments-to" name="to" type="date" defaultValue={filters.to ?? ''} />
      </div>
    </ListFilters>
  );
}
