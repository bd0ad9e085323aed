import { type Locale, savedSearchesEndpoints } from '@tendero/contracts';
import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/lib/client-messages';
import { serverApi } from '@/lib/server-api';
import { savedSearchPath, summariesOf } from './saved-search-summary';
import { SavedSearchesList } from './saved-searches-list';

/** /saved-searches: the signed-in person's saved searches, read on the server, changed in the browser. */
export async function SavedSearchesPage({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'savedSearches.page' });
  const list = (await serverApi(savedSearchesEndpoints.list, { locale })) ?? { items: [], limit: 50 };
  const summaries = await summariesOf(locale, list.items);
  const items = list.items.map((item) => ({
    ...item,
    summary: summaries[item.id] ?? [],
    path: savedSearchPath(item.query),
  }));
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:py-10">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{t('title')}</h1>
      <p className="mt-2 text-slate-700">{t('intro')}</p>
      {items.length > 0 ? (
        <p className="mt-1 text-sm text-slate-500">{t('count', { count: items.length, limit: list.limit })}</p>
      ) : null}
      <div className="mt-6">
        <ClientMessages locale={locale} namespaces={['savedSearches']}>
          <SavedSearchesList initial={items} />
        </ClientMessages>
      </div>
    </div>
  );
}
