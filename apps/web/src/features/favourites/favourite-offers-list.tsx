'use client';
import { type Favourite, type Locale, marketplaceEndpoints, withLocale } from '@tendero/contracts';
import { buttonClass } from '@tendero/ui';
import { useLocale, useTranslations } from 'next-intl';
import { apiRequest } from '@/lib/api-client';
import { heartPath } from './heart';
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
    return (
      <div className="flex flex-col items-center rounded-xl bg-slate-50 px-4 py-8 text-center">
        <svg viewBox="0 0 24 24" aria-hidden="true" className="h-9 w-9 fill-none stroke-rose-400 stroke-2">
          <path d={heartPath} strokeLinejoin="round" />
        </svg>
        <p className="mt-3 font-semibold text-slate-900">{t('empty')}</p>
        <p className="mt-1 text-sm text-slate-600">{t('emptyLead')}</p>
        <a href={withLocale(locale, '/marketplace')} className={buttonClass('secondary', 'sm', 'mt-4')}>
          {t('browse')}
        </a>
      </div>
    );
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
          <button
            type="button"
            onClick={() => void remove(item)}
            aria-label={t('remove', { offer: item.offer.name })}
            className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full text-rose-600 transition-colors hover:bg-rose-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
          >
            <svg viewBox="0 0 24 24" aria-hidden="true" className="h-6 w-6 fill-current stroke-current stroke-2">
              <path d={heartPath} strokeLinejoin="round" />
            </svg>
          </button>
        </li>
      ))}
    </ul>
  );
}
