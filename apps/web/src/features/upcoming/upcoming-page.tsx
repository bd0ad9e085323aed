import { type Locale, withLocale } from '@tendero/contracts';
import { Badge, Card } from '@tendero/ui';
import { getTranslations } from 'next-intl/server';
import NextLink from '@/lib/link';
import { routeTextsOf } from '@/lib/route-texts';

/**
 * An honest page for a route of the route table whose feature has not landed yet: it says so, offers
 * what works today, and pretends nothing.
 */
export async function UpcomingPage({ locale, routeId }: { locale: Locale; routeId: string }) {
  const t = await getTranslations({ locale, namespace: 'common.upcoming' });
  const routes = await getTranslations({ locale, namespace: 'routes' });
  const page = routes(`${routeTextsOf(routeId)}.title`);
  const link = 'font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900';
  return (
    <Card className="mx-auto max-w-2xl">
      <Badge tone="amber">{t('badge')}</Badge>
      <h1 className="mt-4 text-2xl font-semibold text-slate-900">{t('title', { page })}</h1>
      <p className="mt-3 text-slate-700">{t('body')}</p>
      <p className="mt-6 text-sm font-medium text-slate-900">{t('meanwhile')}</p>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-700">
        <li>
          <NextLink className={link} href={withLocale(locale, '/blog')}>
            {t('readBlog')}
          </NextLink>
        </li>
        <li>
          <NextLink className={link} href={withLocale(locale, '/about')}>
            {t('readAbout')}
          </NextLink>
        </li>
        <li>
          <NextLink className={link} href={withLocale(locale, '/account-settings/support')}>
            {t('contactSupport')}
          </NextLink>
        </li>
      </ul>
    </Card>
  );
}
