import {
  type Catalog,
  type FindInquiriesResult,
  type FoundInquiry,
  type Locale,
  type Place,
  type Role,
  withLocale,
} from '@tendero/contracts';
import { buttonClass } from '@tendero/ui';
import { getTranslations } from 'next-intl/server';
import { catalogOptions, countryName, serviceNameMap } from '@/features/catalog';
import { FilterChips, PageHeader } from '@/features/layout';
import { TrustExplanationPopover } from '@/features/trust/server';
import { ClientMessages } from '@/lib/client-messages';
import { type CityGroup, FindFilters } from './find-filters';
import { ProviderLists } from './find-lists';
import { ManagerNote, OwnNeedsNote, UnverifiedNote } from './find-notes';
import { Teaser } from './find-teaser';
import { type FindState, findHref } from './find-url';
import { buyerExplanationId, type CardMode, InquiryCard } from './inquiry-card';
import { OffersProvider } from './offer-actions';

/** Places grouped by country for the city filter: Poland first, then by name. */
function cityGroupsOf(places: Place[], locale: Locale): CityGroup[] {
  const codes = [...new Set(places.map((place) => place.country))];
  return codes
    .map((code) => ({
      country: code,
      name: countryName(code, locale),
      cities: places
        .filter((place) => place.country === code)
        .map((place) => ({ slug: place.slug, name: place.names[locale] }))
        .sort((a, b) => a.name.localeCompare(b.name, locale)),
    }))
    .sort((a, b) => (a.country === 'PL' ? -1 : b.country === 'PL' ? 1 : a.name.localeCompare(b.name, locale)));
}

/**
 * /orders/find (SPEC §2 "find orders"): open inquiries, newest first, filtered by the URL. Providers read
 * them in full, the ones asked of their company first; a sales rep sends an offer from each. Anyone else
 * reads an honest teaser (how many, the newest five without their text) and how to become a provider.
 */
export async function FindInquiriesPage({
  locale,
  state,
  catalog,
  places,
  result,
  role,
}: {
  locale: Locale;
  state: FindState;
  catalog: Catalog | null;
  places: Place[];
  result: FindInquiriesResult | null;
  role: Role | null;
}) {
  const t = await getTranslations({ locale, namespace: 'findInquiries' });
  const tAlerts = await getTranslations({ locale, namespace: 'inquiryAlerts' });
  const serviceNames = serviceNameMap(catalog, locale);
  const cityNames = new Map(places.map((place) => [place.slug, place.names[locale]]));
  const options = catalogOptions(catalog, locale);
  const full = result?.access === 'full';
  // Who sends offers is the server's answer (a verified company's sales rep, or its manager who answers
  // inquiries themselves), not the role alone.
  const mode: CardMode = !full ? 'teaser' : result?.provider?.mayOffer ? 'offer' : 'read';
  const unverified = result?.provider != null && !result.provider.verified;

  const chips = [
    state.category
      ? { key: 'category', label: options.find((c) => c.slug === state.category)?.name ?? state.category }
      : null,
    state.service ? { key: 'service', label: serviceNames.get(state.service) ?? state.service } : null,
    state.city ? { key: 'city', label: cityNames.get(state.city) ?? state.city } : null,
  ]
    .filter((chip) => chip !== null)
    .map((chip) => ({
      ...chip,
      href: findHref(locale, {
        ...state,
        page: 1,
        [chip.key]: undefined,
        // Removing the category removes its service too.
        ...(chip.key === 'category' ? { service: undefined } : {}),
      }),
    }));

  const list = (items: FoundInquiry[], section: string, label: string) => (
    <ol className="mt-4 space-y-4" aria-label={label}>
      {items.map((inquiry) => (
        <li key={inquiry.id}>
          <InquiryCard
            locale={locale}
            inquiry={inquiry}
            serviceNames={serviceNames}
            cityNames={cityNames}
            mode={mode}
            section={section}
            mayRemove={full && role === 'ADMIN'}
          />
        </li>
      ))}
    </ol>
  );

  const lead = !result ? t('lead') : full ? t('leadProvider') : t('leadTeaser');
  const body = (
    <div className="space-y-8">
      <PageHeader title={t('title')} lead={lead} />
      {role === 'MANAGER' || role === 'SALES_REP' ? (
        <a href={withLocale(locale, '/orders/alerts')} className={buttonClass('secondary', 'sm')}>
          {tAlerts('findLink')}
        </a>
      ) : null}
      {unverified && (role === 'MANAGER' || role === 'SALES_REP') ? (
        <UnverifiedNote locale={locale} role={role} />
      ) : null}
      {full && role === 'MANAGER' && mode !== 'offer' ? <ManagerNote locale={locale} /> : null}
      {full && (role === 'MANAGER' || role === 'SALES_REP') ? <OwnNeedsNote locale={locale} /> : null}
      {full && role === 'ADMIN' ? (
        <p className="rounded-xl bg-slate-100 px-4 py-3 text-sm text-slate-700">{t('adminNote')}</p>
      ) : null}

      <div className="grid gap-6 lg:grid-cols-[17rem_minmax(0,1fr)] lg:items-start">
        <aside aria-label={t('filters.title')} className="lg:sticky lg:top-4">
          <FindFilters
            locale={locale}
            catalog={options}
            cityGroups={cityGroupsOf(places, locale)}
            state={state}
            activeCount={chips.length}
          />
        </aside>

        <div className="min-w-0 space-y-8">
          {[...(result?.items ?? []), ...(result?.asked ?? [])].some((inquiry) => inquiry.clientRecord) ? (
            <TrustExplanationPopover locale={locale} id={buyerExplanationId} topic="buyer" />
          ) : null}
          {chips.length > 0 ? (
            <FilterChips chips={chips} label={t('chips.label')} removeLabel={t('chips.remove')} />
          ) : null}

          {result === null ? (
            <div role="alert" className="rounded-2xl border border-amber-200 bg-amber-50 p-6 text-amber-900">
              <h2 className="font-semibold">{t('results.unavailableTitle')}</h2>
              <p className="mt-1 text-sm">{t('results.unavailable')}</p>
              <a href={findHref(locale, state)} className={buttonClass('secondary', 'sm', 'mt-4')}>
                {t('results.retry')}
              </a>
            </div>
          ) : full ? (
            <ProviderLists locale={locale} state={state} result={result} filtered={chips.length > 0} list={list} />
          ) : (
            <Teaser locale={locale} result={result} role={role} filtered={chips.length > 0} list={list} />
          )}
        </div>
      </div>
    </div>
  );
  return (
    <ClientMessages
      locale={locale}
      namespaces={
        role === 'ADMIN'
          ? ['findInquiries', 'inquiries', 'privateInquiries', 'moderation', 'files']
          : ['findInquiries', 'inquiries', 'privateInquiries', 'files']
      }
    >
      {mode === 'offer' ? <OffersProvider>{body}</OffersProvider> : body}
    </ClientMessages>
  );
}
