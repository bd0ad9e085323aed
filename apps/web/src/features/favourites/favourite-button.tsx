'use client';
import { type Locale, marketplaceEndpoints, withLocale } from '@tendero/contracts';
import { cx } from '@tendero/ui';
import { useLocale, useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { apiRequest, describeApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { heartPath } from './heart';

/**
 * The heart on an offer (clients only): keeps the offer as a favourite of the client through the rep who
 * offers it. The heart changes at once; when the server refuses, it changes back and says why.
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
  const tAll = useTranslations();
  const locale = useLocale();
  const [favourite, setFavourite] = useState(initial);
  const pending = useRef(false);

  const toggle = async () => {
    if (pending.current) return;
    pending.current = true;
    const next = !favourite;
    setFavourite(next);
    try {
      if (next) {
        await apiRequest(marketplaceEndpoints.addFavourite, {
          params: { userId, salesRepId, offerId },
          locale,
        });
        toast.success(t('added'), {
          action: {
            label: t('see'),
            onClick: () => window.location.assign(withLocale(locale as Locale, '/client/profile')),
          },
        });
      } else {
        await apiRequest(marketplaceEndpoints.removeFavourite, { params: { userId, offerId: offerId }, locale });
        toast.success(t('removed'));
      }
    } catch (error) {
      setFavourite(!next);
      toast.error(describeApiError(error, tAll('errors.network')), { className: 'whitespace-pre-line' });
    } finally {
      pending.current = false;
    }
  };

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
      <svg
        viewBox="0 0 24 24"
        aria-hidden="true"
        className={cx('h-6 w-6 stroke-current stroke-2', favourite ? 'fill-current' : 'fill-none')}
        strokeLinejoin="round"
      >
        <path d={heartPath} />
      </svg>
    </button>
  );
}
