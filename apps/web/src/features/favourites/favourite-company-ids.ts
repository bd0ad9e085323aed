import type { Locale } from '@tendero/contracts';
import { marketplaceEndpoints } from '@tendero/contracts';
import { serverApi } from '@/lib/server-api';

/** The companies a client keeps, for the hearts on a page; null when the viewer is not a client. */
export async function loadFavouriteCompanyIds(
  viewer: { userId: string; role: string } | null,
  locale: Locale,
): Promise<string[] | null> {
  if (viewer?.role !== 'CLIENT') return null;
  const favourites = await serverApi(marketplaceEndpoints.favouriteCompanies, {
    params: { userId: viewer.userId },
    locale,
  });
  return (favourites ?? []).map((favourite) => favourite.company.id);
}
