import type { Locale } from '@tendero/contracts';
import { marketplaceEndpoints } from '@tendero/contracts';
import { serviceNameMap } from '@/features/catalog';
import { loadCatalog, MarketplacePageActions } from '@/features/marketplace/server';
import { serverApi } from '@/lib/server-api';
import { FavouriteCompaniesList } from './favourite-companies-list';

/**
 * The signed-in client's favourite companies (GET /users/{id}/favourite-companies), read on the server,
 * each with "Ask for an offer" (the marketplace's inquiry dialog, that company asked, its services chosen).
 */
export async function FavouriteCompanies({ locale, userId }: { locale: Locale; userId: string }) {
  const [favourites, catalog] = await Promise.all([
    serverApi(marketplaceEndpoints.favouriteCompanies, { params: { userId }, locale }),
    loadCatalog(locale),
  ]);
  const names = serviceNameMap(catalog, locale);
  return (
    <MarketplacePageActions locale={locale}>
      <FavouriteCompaniesList
        userId={userId}
        initial={favourites ?? []}
        serviceNames={Object.fromEntries(
          (favourites ?? []).flatMap((item) => item.company.services.map((slug) => [slug, names.get(slug) ?? slug])),
        )}
      />
    </MarketplacePageActions>
  );
}
