import { type Locale, savedSearchesEndpoints } from '@tendero/contracts';
import { notFound } from 'next/navigation';
import { ClientMessages } from '@/lib/client-messages';
import { serverApi } from '@/lib/server-api';
import { OpenSavedSearch } from './open-saved-search';
import { savedSearchPath } from './saved-search-summary';
import { UnsubscribeSavedSearch } from './unsubscribe-saved-search';

/** /saved-searches/{id}: one's own saved search (the e-mail's link) opens its results and resets "new". */
export async function SavedSearchOpenPage({ locale, id }: { locale: Locale; id: string }) {
  const list = await serverApi(savedSearchesEndpoints.list, { locale });
  const item = list?.items.find((one) => one.id === id);
  if (!item) notFound();
  return (
    <ClientMessages locale={locale} namespaces={['savedSearches']}>
      <OpenSavedSearch id={item.id} path={savedSearchPath(item.query)} />
    </ClientMessages>
  );
}

/** /saved-searches/unsubscribe?id=…&sig=…: the one-click stop of one search's alerts. */
export function SavedSearchUnsubscribePage({ locale, id, sig }: { locale: Locale; id: string; sig: string }) {
  return (
    <ClientMessages locale={locale} namespaces={['savedSearches']}>
      <UnsubscribeSavedSearch id={id} sig={sig} />
    </ClientMessages>
  );
}
