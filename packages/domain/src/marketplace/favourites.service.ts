import { bindOperation as bind } from '../shared/bind-operation';
import type { DomainContext } from '../shared/context';
import type { ClientInterest, FavouritesContext } from './favourites-context';
import { addFavouriteCompany } from './operations/add-favourite-company';
import { addFavouriteOffer } from './operations/add-favourite-offer';
import { listFavouriteCompanies } from './operations/list-favourite-companies';
import { listFavouriteOffers } from './operations/list-favourite-offers';
import { removeFavouriteCompany } from './operations/remove-favourite-company';
import { removeFavouriteOffer } from './operations/remove-favourite-offer';

export type { ClientInterest };

/**
 * Favourite offers (SPEC §7) and favourite companies: only the client themself reads or changes their
 * favourites; other roles have none. Only listed (verified) companies are kept or shown. Each operation is one
 * file in operations/; this face binds them to the context.
 */
export function createFavourites(domain: DomainContext, deps: { onInterest?: ClientInterest } = {}) {
  const ctx: FavouritesContext = { ...domain, onInterest: deps.onInterest };
  return {
    list: bind(ctx, listFavouriteOffers),
    add: bind(ctx, addFavouriteOffer),
    remove: bind(ctx, removeFavouriteOffer),
    companies: bind(ctx, listFavouriteCompanies),
    addCompany: bind(ctx, addFavouriteCompany),
    removeCompany: bind(ctx, removeFavouriteCompany),
  };
}
export type Favourites = ReturnType<typeof createFavourites>;
