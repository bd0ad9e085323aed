'use client';
import { type Locale, withLocale } from '@tendero/contracts';
import { useLocale, useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { describeApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';

/**
 * A heart's state (an offer's or a company's): it changes at once, the server is asked, and when the server
 * refuses it changes back and says why. A saved favourite's toast leads to the list on /client/profile.
 */
export function useFavouriteToggle({
  initial,
  add,
  remove,
  added,
  removed,
}: {
  initial: boolean;
  add: () => Promise<unknown>;
  remove: () => Promise<unknown>;
  /** The toasts' texts once saved and once removed. */
  added: string;
  removed: string;
}): { favourite: boolean; toggle: () => Promise<void> } {
  const t = useTranslations('reviews.favourites');
  const tAll = useTranslations();
  const locale = useLocale() as Locale;
  const [favourite, setFavourite] = useState(initial);
  const pending = useRef(false);

  const toggle = async () => {
    if (pending.current) return;
    pending.current = true;
    const next = !favourite;
    setFavourite(next);
    try {
      if (next) {
        await add();
        toast.success(added, {
          action: { label: t('see'), onClick: () => window.location.assign(withLocale(locale, '/client/profile')) },
        });
      } else {
        await remove();
        toast.success(removed);
      }
    } catch (error) {
      setFavourite(!next);
      toast.error(describeApiError(error, tAll('errors.network')), { className: 'whitespace-pre-line' });
    } finally {
      pending.current = false;
    }
  };
  return { favourite, toggle };
}
