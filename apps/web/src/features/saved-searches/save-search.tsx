import { type Locale, type SavedSearchQuery, withLocale } from '@tendero/contracts';
import { ClientMessages } from '@/lib/client-messages';
import { getPageContext } from '@/lib/page-context';
import { SaveSearchButton } from './save-search-button';

// A file of its own: the results page's client JavaScript takes every client component the server modules it
// imports name, so this one names only the button (not the saved-search pages' components).
/** "Save search" on a results page, with its own texts (the results page hands the browser few). */
export async function SaveSearch({
  locale,
  query,
  defaultName,
  returnPath,
}: {
  locale: Locale;
  query: SavedSearchQuery;
  defaultName: string;
  returnPath: string;
}) {
  const { session } = await getPageContext();
  return (
    <ClientMessages locale={locale} namespaces={['savedSearches']}>
      <SaveSearchButton
        query={query}
        defaultName={defaultName}
        signedIn={session !== null}
        signInHref={`${withLocale(locale, '/login')}?next=${encodeURIComponent(returnPath)}`}
      />
    </ClientMessages>
  );
}
