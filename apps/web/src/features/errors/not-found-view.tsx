import type { Locale } from '@tendero/contracts';
import { buttonClass } from '@tendero/ui';
import { getTranslations } from 'next-intl/server';
import { LayoutFrame } from '@/features/layout/server';
import NextLink from '@/lib/link';

/** The 404 page of SPEC §2: 'Page Not Found: {path}'. */
export async function NotFoundView({ locale, path }: { locale: Locale; path: string }) {
  const t = await getTranslations({ locale, namespace: 'errors' });
  const actions = await getTranslations({ locale, namespace: 'common.actions' });
  return (
    <LayoutFrame name="error" locale={locale}>
      {/* Rendered here, not through metadata: React hoists it into <head> of the first HTML chunk. */}
      <title>{t('notFoundHeading', { path })}</title>
      <meta name="robots" content="noindex" />
      <div className="rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-sm">
        <p className="text-5xl font-bold text-brand-700" aria-hidden="true">
          404
        </p>
        <h1 className="mt-4 break-words text-xl font-semibold text-slate-900">{t('notFoundHeading', { path })}</h1>
        <p className="mt-3 text-slate-600">{t('notFoundBody')}</p>
        <NextLink href={`/${locale}`} className={buttonClass('primary', 'md', 'mt-6')}>
          {actions('backHome')}
        </NextLink>
      </div>
    </LayoutFrame>
  );
}
