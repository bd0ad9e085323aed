import type { Locale } from '@tendero/contracts';
import { marketplaceEndpoints } from '@tendero/contracts';
import { serverApi } from '@/lib/server-api';
import { FavouriteOffersList } from './favourite-offers-list';

/** The signed-in client's favourite offers (GET /users/{id}/favourites), read on the server. */
export async function FavouriteOffers({ locale, userId }: { locale: Locale; userId: string }) {
  const favourites = await serverApi(marketplaceEndpoints.favourites, { params: { userId }, locale });
  return <FavouriteOffersList userId={userId} initial={favourites ?? []} />;
}
