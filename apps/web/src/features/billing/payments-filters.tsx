import { type Locale, paymentStatusSchema, premiumPlans } from '@tendero/contracts';
import { Input, Select } from '@tendero/ui';
import { getTranslations } from 'next-intl/server';
import { filterLabel, ListFilters, ListSearchField } from '@/features/layout';
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
      <div className="space-y-1.5">
        <label htmlFor="payments-status" className={label}>
          {t('adminPayments.filters.status')}
        </label>
        <Select id="payments-status" name="status" defaultValue={filters.status ?? ''}>
          <option value="">{t('adminPayments.filters.any')}</option>
          {paymentStatusSchema.options.map((status) => (
            <option key={status} value={status}>
              {t(`paymentStatuses.${status}`)}
            </option>
          ))}
        </Select>
      </div>
      <div className="space-y-1.5">
        <label htmlFor="payments-plan" className={label}>
          {t('adminPayments.filters.plan')}
        </label>
        <Select id="payments-plan" name="plan" defaultValue={filters.plan ?? ''}>
          <option value="">{t('adminPayments.filters.any')}</option>
          {premiumPlans.map((plan) => (
            <option key={plan} value={plan}>
              {t(`plans.${plan}`)}
            </option>
          ))}
        </Select>
      </div>
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
