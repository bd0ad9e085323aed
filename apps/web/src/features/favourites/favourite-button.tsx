'use client';
import { marketplaceEndpoints } from '@tendero/contracts';
import { cx } from '@tendero/ui';
import { useLocale, useTranslations } from 'next-intl';
import { apiRequest } from '@/lib/api-client';
import { FavouriteHeart } from './heart';
import { useFavouriteToggle } from './use-favourite-toggle';

/**
 * The heart on an offer (clients only): keeps the offer as a favourite of the client through the rep who
 * offers it (`useFavouriteToggle`: at once, back with the reason when the server refuses).
 */
export function FavouriteButton({
  userId,
  salesRepId,
  offerId,
  offerName,
  initial,
}: {
  userId: string;
  salesRepId: string;
  offerId: string;
  offerName: string;
  initial: boolean;
}) {
  const t = useTranslations('reviews.favourites');
  const locale = useLocale();
  const { favourite, toggle } = useFavouriteToggle({
    initial,
    add: () => apiRequest(marketplaceEndpoints.addFavourite, { params: { userId, salesRepId, offerId }, locale }),
    remove: () => apiRequest(marketplaceEndpoints.removeFavourite, { params: { userId, offerId }, locale }),
    added: t('added'),
    removed: t('removed'),
  });

  return (
    <button
      type="button"
      onClick={toggle}
      aria-label={t(favourite ? 'remove' : 'add', { offer: offerName })}
      className={cx(
        'flex h-10 w-10 shrink-0 items-center justify-center rounded-full transition-colors',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700',
        favourite ? 'text-rose-600 hover:bg-rose-50' : 'text-slate-500 hover:bg-slate-100 hover:text-rose-600',
      )}
    >
      <FavouriteHeart filled={favourite} />
    </button>
  );
}
