'use client';
import { type Favourite, type Locale, marketplaceEndpoints, withLocale } from '@tendero/contracts';
import { useLocale, useTranslations } from 'next-intl';
import { apiRequest } from '@/lib/api-client';
import { FavouritesEmpty, UnfavouriteButton } from './favourite-list-parts';
import { useUndoableRemoval } from './use-undoable-removal';

/**
 * The client's favourite offers with a remove button each. Removing is immediate (and undone when the server
 * refuses); the toast offers to undo it.
 */
export function FavouriteOffersList({ userId, initial }: { userId: string; initial: Favourite[] }) {
  const t = useTranslations('reviews.favourites');
  const locale = useLocale() as Locale;
  const { items, remove } = useUndoableRemoval({
    initial,
    keyOf: (item) => item._id,
    save: (item) =>
      apiRequest(marketplaceEndpoints.addFavourite, {
        params: { userId, salesRepId: item.salesRepId, offerId: item._id },
        locale,
      }),
    unsave: (item) =>
      apiRequest(marketplaceEndpoints.removeFavourite, { params: { userId, offerId: item._id }, locale }),
    removed: t('removed'),
  });

  if (items.length === 0) {
    return <FavouritesEmpty title={t('empty')} lead={t('emptyLead')} />;
  }
  return (
    <ul className="divide-y divide-slate-200">
      {items.map((item) => (
        <li key={item._id} className="flex items-start gap-3 py-4 first:pt-0 last:pb-0">
          <div className="min-w-0 flex-1">
            <p className="font-semibold break-words text-slate-900">{item.offer.name}</p>
            {item.offer.description ? (
              <p className="mt-1 line-clamp-3 text-sm break-words text-slate-700">{item.offer.description}</p>
            ) : null}
            <a
              href={withLocale(locale, `/marketplace/company/${encodeURIComponent(item.company.id)}`)}
              className="mt-2 inline-flex max-w-full items-start gap-2 text-sm font-medium text-brand-700 underline-offset-2 hover:text-brand-900 hover:underline"
            >
              {item.company.image ? (
                // biome-ignore lint/performance/noImgElement: a stored square WebP; next/image adds nothing here
                <img
                  src={item.company.image}
                  alt=""
                  width={20}
                  height={20}
                  className="mt-px h-5 w-5 shrink-0 rounded bg-white object-contain ring-1 ring-slate-200"
                />
              ) : null}
              <span className="min-w-0 break-words">{t('company', { company: item.company.name })}</span>
            </a>
          </div>
          <UnfavouriteButton label={t('remove', { offer: item.offer.name })} onRemove={() => void remove(item)} />
        </li>
      ))}
    </ul>
  );
}
