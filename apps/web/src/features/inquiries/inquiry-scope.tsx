import 'server-only';
import type { Locale, Place } from '@tendero/contracts';
import { marketplaceEndpoints } from '@tendero/contracts';
import type { ReactNode } from 'react';
import { cache } from 'react';
import { catalogOptions, countryName } from '@/features/catalog';
import { loadCatalog } from '@/features/catalog/server';
import { getCompiledMessages } from '@/i18n/compiled-messages';
import { getPageContext } from '@/lib/page-context';
import { serverApi } from '@/lib/server-api';
import { InquiryScopeProvider, type PlaceOption } from './inquiry-scope-provider';

const loadPlaces = cache(
  async (locale: Locale) => (await serverApi(marketplaceEndpoints.places, { locale }))?.places ?? [],
);

/** The places an inquiry may name, grouped by country (Poland first) and named in the page's language. */
function placeOptions(places: Place[], locale: Locale): PlaceOption[] {
  const countryOrder = (code: string) => (code === 'PL' ? '' : countryName(code, locale));
  return places
    .map((place) => ({ slug: place.slug, name: place.names[locale], country: place.country }))
    .sort(
      (a, b) =>
        countryOrder(a.country).localeCompare(countryOrder(b.country), locale) || a.name.localeCompare(b.name, locale),
    );
}

/**
 * Wraps a page part that writes inquiries (the marketplace dialog, /orders/my): the viewer's role from the
 * page context, the catalogue, the places and the inquiry texts for the browser.
 */
export async function InquiryScope({ locale, children }: { locale: Locale; children: ReactNode }) {
  const [context, catalog, places] = await Promise.all([getPageContext(), loadCatalog(locale), loadPlaces(locale)]);
  const all = getCompiledMessages(locale);
  return (
    <InquiryScopeProvider
      messages={{
        inquiries: all.inquiries,
        myInquiries: all.myInquiries,
        files: all.files,
        privateInquiries: all.privateInquiries,
      }}
      value={{
        viewer: context.session?.role ?? null,
        catalog: catalogOptions(catalog, locale),
        places: placeOptions(places, locale),
      }}
    >
      {children}
    </InquiryScopeProvider>
  );
}
