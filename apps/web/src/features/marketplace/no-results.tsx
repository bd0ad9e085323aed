import { type CatalogCategory, type Locale, withLocale } from '@tendero/contracts';
import { buttonClass } from '@tendero/ui';
import { getTranslations } from 'next-intl/server';
import { type SearchState, searchHref } from './search-url';

/** What the results say when a search finds no company: why, the filters to drop, and ways to go on. */
export async function NoResults({
  locale,
  state,
  category,
  total,
  matched,
  names,
  chips,
  firstPageHref,
}: {
  locale: Locale;
  state: SearchState;
  category: CatalogCategory | null;
  total: number;
  matched: string[];
  names: Map<string, string>;
  chips: { key: string; label: string; href: string }[];
  firstPageHref: string;
}) {
  const t = await getTranslations({ locale, namespace: 'marketplace' });
  return (
    <div className="mt-6 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
      <h2 className="text-lg font-semibold text-slate-900">{total > 0 ? t('empty.pastEndTitle') : t('empty.title')}</h2>
      {total > 0 ? (
        <p className="mt-2 text-slate-700">
          <a href={firstPageHref} className="font-medium text-brand-700 underline underline-offset-2">
            {t('empty.firstPage')}
          </a>
        </p>
      ) : (
        <>
          {state.q ? (
            <p className="mt-2 text-slate-700">
              {matched.length > 0
                ? t('empty.searchedFor', {
                    q: state.q,
                    services: matched
                      .slice(0, 5)
                      .map((slug) => names.get(slug) ?? slug)
                      .join(', '),
                  })
                : t('empty.noServiceMatch', { q: state.q })}
            </p>
          ) : null}
          {chips.length > 0 ? (
            <>
              <p className="mt-4 text-slate-700">{t('empty.removeFilters')}</p>
              <ul className="mt-2 flex flex-wrap gap-2">
                {chips.map((chip) => (
                  <li key={chip.key}>
                    <a href={chip.href} className={buttonClass('secondary', 'sm')}>
                      {chip.label}
                      <span aria-hidden="true" className="text-slate-500">
                        ×
                      </span>
                      <span className="sr-only">{t('chips.remove')}</span>
                    </a>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
          {state.q || state.city ? (
            <ul className="mt-5 list-disc space-y-1 pl-5 text-sm text-slate-700">
              {state.q ? <li>{t('empty.tipSpelling')}</li> : null}
              {state.city ? <li>{t('empty.tipBroader')}</li> : null}
            </ul>
          ) : null}
          <div className="mt-5 flex flex-wrap gap-3">
            {category ? (
              <a
                href={searchHref(locale, 'all', { ...state, service: undefined, page: 1 })}
                className={buttonClass('secondary', 'sm')}
              >
                {t('empty.allCategories')}
              </a>
            ) : null}
            <a href={withLocale(locale, '/marketplace')} className={buttonClass('ghost', 'sm')}>
              {t('empty.browse')}
            </a>
          </div>
        </>
      )}
    </div>
  );
}
