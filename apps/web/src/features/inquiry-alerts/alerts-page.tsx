import type { Catalog, InquiryAlertSettings, Locale, Place } from '@tendero/contracts';
import { getTranslations } from 'next-intl/server';
import { catalogOptions, countryName } from '@/features/catalog';
import { PageHeader } from '@/features/layout';
import { ClientMessages } from '@/lib/client-messages';
import { AlertsSettings } from './alerts-settings';
import type { PickerGroup } from './slug-picker';

/** Cities grouped by country, Poland first, for the pickers. */
function cityGroupsOf(places: Place[], locale: Locale): PickerGroup[] {
  const codes = [...new Set(places.map((place) => place.country))];
  return codes
    .map((code) => ({
      code,
      label: countryName(code, locale),
      options: places
        .filter((place) => place.country === code)
        .map((place) => ({ slug: place.slug, name: place.names[locale] }))
        .sort((a, b) => a.name.localeCompare(b.name, locale)),
    }))
    .sort((a, b) => (a.code === 'PL' ? -1 : b.code === 'PL' ? 1 : a.label.localeCompare(b.label, locale)))
    .map(({ label, options }) => ({ label, options }));
}

/** /orders/alerts (issue 40): what the company and the person hear about at once when an inquiry is published. */
export async function InquiryAlertsPage({
  locale,
  settings,
  catalog,
  places,
}: {
  locale: Locale;
  settings: InquiryAlertSettings;
  catalog: Catalog | null;
  places: Place[];
}) {
  const t = await getTranslations({ locale, namespace: 'inquiryAlerts' });
  const serviceGroups = catalogOptions(catalog, locale).map((category) => ({
    label: category.name,
    options: category.services,
  }));
  return (
    <ClientMessages locale={locale} namespaces={['inquiryAlerts']}>
      <div className="space-y-6">
        <PageHeader title={t('title')} lead={t('lead')} />
        <AlertsSettings initial={settings} serviceGroups={serviceGroups} cityGroups={cityGroupsOf(places, locale)} />
      </div>
    </ClientMessages>
  );
}
