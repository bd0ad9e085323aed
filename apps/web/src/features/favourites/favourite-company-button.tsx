'use client';
import { marketplaceEndpoints } from '@tendero/contracts';
import { cx } from '@tendero/ui';
import { useLocale, useTranslations } from 'next-intl';
import { apiRequest } from '@/lib/api-client';
import { FavouriteHeart } from './heart';
import { useFavouriteToggle } from './use-favourite-toggle';

/**
 * The heart of a company (clients only): keeps the company among the client's favourites
 * (`useFavouriteToggle`). `labelled` shows the words beside the heart (the company page: "Save company",
 * then "In favourites", which removes it); on a result card the heart alone is named for screen readers
 * ("Save {company} to favourites" / "Remove {company} from favourites").
 */
export function FavouriteCompanyButton({
  userId,
  company,
  initial,
  labelled = false,
}: {
  userId: string;
  company: { id: string; name: string };
  initial: boolean;
  labelled?: boolean;
}) {
  const t = useTranslations('reviews.favourites');
  const locale = useLocale();
  const params = { userId, companyId: company.id };
  const { favourite, toggle } = useFavouriteToggle({
    initial,
    add: () => apiRequest(marketplaceEndpoints.addFavouriteCompany, { params, locale }),
    remove: () => apiRequest(marketplaceEndpoints.removeFavouriteCompany, { params, locale }),
    added: t('companyAdded'),
    removed: t('companyRemoved'),
  });

  const heart = <FavouriteHeart filled={favourite} />;
  const tone = favourite ? 'text-rose-600 hover:bg-rose-50' : 'text-slate-600 hover:bg-slate-100 hover:text-rose-600';
  const focus = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';

  if (labelled) {
    return (
      <button
        type="button"
        onClick={toggle}
        className={cx(
          'inline-flex min-h-10 w-full items-center justify-center gap-2 rounded-lg px-3 py-2 text-sm font-semibold ring-1 ring-slate-300 transition-colors ring-inset',
          tone,
          focus,
        )}
      >
        {heart}
        {/* The visible words say the state and start the name; the company follows for screen readers. */}
        <span>{t(favourite ? 'companySaved' : 'companySave')}</span>
        <span className="sr-only">: {company.name}</span>
      </button>
    );
  }
  return (
    <button
      type="button"
      onClick={toggle}
      aria-pressed={favourite}
      aria-label={t(favourite ? 'companyRemove' : 'companyAdd', { company: company.name })}
      className={cx('flex h-10 w-10 shrink-0 items-center justify-center rounded-full transition-colors', tone, focus)}
    >
      {heart}
    </button>
  );
}
