import { type Locale, searchSorts, withLocale } from '@tendero/contracts';
import { buttonClass } from '@tendero/ui';
import { getTranslations } from 'next-intl/server';
import { AutoSubmitSelect } from './auto-submit-select';
import { type SearchState, searchQueryString } from './search-url';

/** The sort order of the results, a GET form that keeps every other parameter (it submits itself on change). */
export async function ResultsSort({ locale, catId, state }: { locale: Locale; catId: string; state: SearchState }) {
  const t = await getTranslations({ locale, namespace: 'marketplace' });
  return (
    <form
      method="get"
      action={withLocale(locale, `/marketplace/search/${catId}`)}
      className="flex shrink-0 items-center gap-2"
    >
      {[...new URLSearchParams(searchQueryString({ ...state, sort: 'relevance', page: 1 }))].map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <label htmlFor="results-sort" className="text-sm whitespace-nowrap text-slate-700">
        {t('sort.label')}
      </label>
      <AutoSubmitSelect id="results-sort" name="sort" defaultValue={state.sort} className="w-auto py-1.5">
        {searchSorts.map((sort) => (
          <option key={sort} value={sort}>
            {t(`sort.${sort}`)}
          </option>
        ))}
      </AutoSubmitSelect>
      <noscript>
        <button type="submit" className={buttonClass('secondary', 'sm')}>
          {t('sort.apply')}
        </button>
      </noscript>
    </form>
  );
}
