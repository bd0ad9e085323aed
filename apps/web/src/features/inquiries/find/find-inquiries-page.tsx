import {
  type Catalog,
  type FindInquiriesResult,
  type FoundInquiry,
  type Locale,
  type Place,
  type Role,
  withLocale,
} from '@tendero/contracts';
import { buttonClass, cx } from '@tendero/ui';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { ClientMessages } from '../../../lib/client-messages';
import { FilterChips } from '../../layout/filter-panel';
import { PageHeader } from '../../layout/page-header';
import { catalogOptions, countryName, serviceNameMap } from '../../marketplace/catalog-lookup';
import { ResultsPagination } from '../../marketplace/results-pagination';
import { type CityGroup, FindFilters } from './find-filters';
import { type FindState, findHref } from './find-url';
import { type CardMode, InquiryCard } from './inquiry-card';
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
  const serviceNames = serviceNameMap(catalog, locale);
  const cityNames = new Map(places.map((place) => [place.slug, place.names[locale]]));
  const options = catalogOptions(catalog, locale);
  const full = result?.access === 'full';
  const mode: CardMode = !full ? 'teaser' : role === 'SALES_REP' ? 'offer' : 'read';

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
          />
        </li>
      ))}
    </ol>
  );

  const lead = !result ? t('lead') : full ? t('leadProvider') : t('leadTeaser');
  const body = (
    <div className="space-y-8">
      <PageHeader title={t('title')} lead={lead} />
      {full && role === 'MANAGER' ? <ManagerNote locale={locale} /> : null}
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
    <ClientMessages locale={locale} namespaces={['findInquiries', 'inquiries']}>
      {mode === 'offer' ? <OffersProvider>{body}</OffersProvider> : body}
    </ClientMessages>
  );
}

/** A secondary action on the dark call-to-action panel. */
const onDarkLink =
  'inline-flex items-center justify-center gap-2 rounded-lg px-4 py-2 text-sm font-semibold text-white ring-1 ring-white/60 ring-inset transition-colors hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white';

type ListOf = (items: FoundInquiry[], section: string, label: string) => ReactNode;

/** Providers: the inquiries asked of their company (first page only), then every open inquiry, paged. */
async function ProviderLists({
  locale,
  state,
  result,
  filtered,
  list,
}: {
  locale: Locale;
  state: FindState;
  result: FindInquiriesResult;
  filtered: boolean;
  list: ListOf;
}) {
  const t = await getTranslations({ locale, namespace: 'findInquiries' });
  const lastPage = Math.max(1, Math.min(500, Math.ceil(result.total / result.pageSize)));
  const first = (result.page - 1) * result.pageSize + 1;
  const asked = result.page === 1 ? result.asked : [];

  return (
    <>
      {asked.length > 0 ? (
        <section aria-labelledby="asked-title">
          <h2 id="asked-title" className="text-xl font-semibold tracking-tight text-slate-900">
            {t('results.askedTitle', { count: asked.length })}
          </h2>
          <p className="mt-1 text-sm text-slate-600">{t('results.askedLead')}</p>
          {list(asked, 'asked', t('results.askedTitle', { count: asked.length }))}
        </section>
      ) : null}

      <section aria-labelledby="all-title">
        <div className="flex flex-col gap-1 sm:flex-row sm:items-baseline sm:justify-between">
          <h2 id="all-title" className="text-xl font-semibold tracking-tight text-slate-900">
            {t('results.allTitle')}
          </h2>
          <p className="text-sm text-slate-600" aria-live="polite">
            <strong className="font-semibold text-slate-900">
              {result.totalIsCapped
                ? t('results.totalCapped', { count: result.total })
                : t('results.total', { count: result.total })}
            </strong>
            {result.items.length > 0 && lastPage > 1 ? (
              <span>
                {' · '}
                {t('results.showing', { from: first, to: first + result.items.length - 1 })}
              </span>
            ) : null}
          </p>
        </div>
        {result.items.length > 0 ? (
          <>
            {list(result.items, 'all', t('results.allTitle'))}
            <ResultsPagination
              current={result.page}
              last={lastPage}
              hrefOf={(page) => findHref(locale, { ...state, page })}
              labels={{
                nav: t('pagination.label'),
                previous: t('pagination.previous'),
                next: t('pagination.next'),
                page: (page) => t('pagination.page', { page }),
              }}
            />
          </>
        ) : (
          <EmptyList locale={locale} state={state} total={result.total} filtered={filtered} />
        )}
      </section>
    </>
  );
}

async function EmptyList({
  locale,
  state,
  total,
  filtered,
}: {
  locale: Locale;
  state: FindState;
  total: number;
  filtered: boolean;
}) {
  const t = await getTranslations({ locale, namespace: 'findInquiries.empty' });
  return (
    <div className="mt-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
      {total > 0 ? (
        <>
          <h3 className="text-lg font-semibold text-slate-900">{t('pastEndTitle')}</h3>
          <a
            href={findHref(locale, { ...state, page: 1 })}
            className="mt-2 inline-block font-medium text-brand-700 underline underline-offset-2"
          >
            {t('firstPage')}
          </a>
        </>
      ) : filtered ? (
        <>
          <h3 className="text-lg font-semibold text-slate-900">{t('filteredTitle')}</h3>
          <p className="mt-2 text-slate-700">{t('filteredBody')}</p>
          <a href={withLocale(locale, '/orders/find')} className={buttonClass('secondary', 'sm', 'mt-4')}>
            {t('showAll')}
          </a>
        </>
      ) : (
        <>
          <h3 className="text-lg font-semibold text-slate-900">{t('noneTitle')}</h3>
          <p className="mt-2 text-slate-700">{t('noneBody')}</p>
        </>
      )}
    </div>
  );
}

/** A note beside the list: a title, a line of text and the links that act on it. */
function NoteAside({
  id,
  tone,
  title,
  body,
  children,
}: {
  id: string;
  tone: 'brand' | 'plain';
  title: string;
  body: string;
  children: ReactNode;
}) {
  const brand = tone === 'brand';
  return (
    <aside
      aria-labelledby={id}
      className={cx(
        'flex flex-col gap-4 rounded-2xl border p-5 sm:flex-row sm:items-center sm:justify-between',
        brand ? 'border-brand-200 bg-brand-50' : 'border-slate-200 bg-white shadow-sm',
      )}
    >
      <div>
        <h2 id={id} className={cx('font-semibold', brand ? 'text-brand-900' : 'text-slate-900')}>
          {title}
        </h2>
        <p className={cx('mt-1 max-w-2xl text-sm', brand ? 'text-brand-900' : 'text-slate-700')}>{body}</p>
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">{children}</div>
    </aside>
  );
}

/** Managers read every inquiry but send no offers: their sales representatives do (SPEC §1). */
async function ManagerNote({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'findInquiries.manager' });
  return (
    <NoteAside id="manager-note-title" tone="brand" title={t('title')} body={t('body')}>
      <a href={withLocale(locale, '/manager/leads')} className={buttonClass('primary', 'sm')}>
        {t('leads')}
      </a>
      <a href={withLocale(locale, '/manager/team')} className={buttonClass('secondary', 'sm')}>
        {t('team')}
      </a>
    </NoteAside>
  );
}

/** Managers and reps publish inquiries for their company's own needs too (SPEC §6), on /orders/my. */
async function OwnNeedsNote({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'findInquiries.ownNeeds' });
  return (
    <NoteAside id="own-needs-title" tone="plain" title={t('title')} body={t('body')}>
      <a href={withLocale(locale, '/orders/my')} className={buttonClass('secondary', 'sm')}>
        {t('action')}
      </a>
    </NoteAside>
  );
}

/**
 * Visitors and clients: how many inquiries are open, the newest five without their text, and what to do:
 * a provider signs up or signs in; a client asks companies for offers instead.
 */
async function Teaser({
  locale,
  result,
  role,
  filtered,
  list,
}: {
  locale: Locale;
  result: FindInquiriesResult;
  role: Role | null;
  filtered: boolean;
  list: ListOf;
}) {
  const t = await getTranslations({ locale, namespace: 'findInquiries.teaser' });
  const more = Math.max(0, result.total - result.items.length);
  const client = role === 'CLIENT';
  return (
    <>
      <section
        aria-labelledby="teaser-cta-title"
        className="rounded-2xl bg-gradient-to-br from-brand-800 to-brand-900 p-6 text-white shadow-sm sm:p-8"
      >
        <p className="text-sm font-semibold tracking-wide text-brand-100 uppercase">
          {result.totalIsCapped
            ? t('countCapped', { count: result.total })
            : filtered
              ? t('countFiltered', { count: result.total })
              : t('count', { count: result.total })}
        </p>
        <h2 id="teaser-cta-title" className="mt-2 text-2xl font-bold tracking-tight">
          {client ? t('clientTitle') : t('providerTitle')}
        </h2>
        <p className="mt-2 max-w-2xl text-brand-50">{client ? t('clientBody') : t('providerBody')}</p>
        {client ? null : (
          <ul className="mt-4 grid gap-2 text-sm text-brand-50 sm:grid-cols-3">
            {(['pointRead', 'pointAsked', 'pointOffer'] as const).map((key) => (
              <li key={key} className="flex items-start gap-2">
                <svg viewBox="0 0 20 20" aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 fill-brand-200">
                  <path d="M10 1a9 9 0 1 0 0 18 9 9 0 0 0 0-18Zm-1.2 12.6-3.7-3.7 1.2-1.2 2.5 2.5 5-5 1.2 1.2-6.2 6.2Z" />
                </svg>
                {t(key)}
              </li>
            ))}
          </ul>
        )}
        <div className="mt-6 flex flex-wrap gap-3">
          {client ? (
            <>
              <a href={withLocale(locale, '/marketplace')} className={buttonClass('inverse', 'md')}>
                {t('clientAction')}
              </a>
              <a href={withLocale(locale, '/orders/my')} className={onDarkLink}>
                {t('myOrders')}
              </a>
            </>
          ) : (
            <>
              <a href={withLocale(locale, '/login?tab=register')} className={buttonClass('inverse', 'md')}>
                {t('register')}
              </a>
              <a href={withLocale(locale, '/login')} className={onDarkLink}>
                {t('signIn')}
              </a>
            </>
          )}
        </div>
      </section>

      <section aria-labelledby="teaser-list-title">
        <h2 id="teaser-list-title" className="text-xl font-semibold tracking-tight text-slate-900">
          {t('newestTitle')}
        </h2>
        {result.items.length > 0 ? (
          <>
            {list(result.items, 'teaser', t('newestTitle'))}
            {more > 0 ? (
              <p className="mt-4 text-center text-sm text-slate-600">
                {result.totalIsCapped
                  ? t('moreCapped', { count: result.total })
                  : client
                    ? t('moreClient', { count: more })
                    : t('more', { count: more })}
              </p>
            ) : null}
          </>
        ) : (
          <p className="mt-4 rounded-2xl border border-slate-200 bg-white p-6 text-slate-700 shadow-sm">
            {filtered ? t('noneFiltered') : t('none')}
          </p>
        )}
      </section>
    </>
  );
}
