'use client';
import { type Locale, withLocale } from '@tendero/contracts';
import { buttonClass } from '@tendero/ui';
import { useLocale, useTranslations } from 'next-intl';
import { heartPath } from './heart';

/** An empty favourites list: an outlined heart, what is missing and a way to the marketplace. */
export function FavouritesEmpty({ title, lead }: { title: string; lead: string }) {
  const t = useTranslations('reviews.favourites');
  const locale = useLocale() as Locale;
  return (
    <div className="flex flex-col items-center rounded-xl bg-slate-50 px-4 py-8 text-center">
      <svg viewBox="0 0 24 24" aria-hidden="true" className="h-9 w-9 fill-none stroke-rose-400 stroke-2">
        <path d={heartPath} strokeLinejoin="round" />
      </svg>
      <p className="mt-3 font-semibold text-slate-900">{title}</p>
      <p className="mt-1 text-sm text-slate-600">{lead}</p>
      <a href={withLocale(locale, '/marketplace')} className={buttonClass('secondary', 'sm', 'mt-4')}>
        {t('browse')}
      </a>
    </div>
  );
}

/** The filled heart beside a favourite that removes it from the list. */
export function UnfavouriteButton({ label, onRemove }: { label: string; onRemove: () => void }) {
  return (
    <button
      type="button"
      onClick={onRemove}
      aria-label={label}
      className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full text-rose-600 transition-colors hover:bg-rose-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" className="h-6 w-6 fill-current stroke-current stroke-2">
        <path d={heartPath} strokeLinejoin="round" />
      </svg>
    </button>
  );
}
