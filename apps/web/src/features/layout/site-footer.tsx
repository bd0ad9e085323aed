import { type Locale, pathOf, withLocale } from '@tendero/contracts';
import { Container } from '@tendero/ui';
import { getTranslations } from 'next-intl/server';
import { CookieSettingsButton } from '@/features/cookies';
import NextLink from '@/lib/link';

export async function SiteFooter({ locale, compact = false }: { locale: Locale; compact?: boolean }) {
  const t = await getTranslations({ locale, namespace: 'common.footer' });
  const href = (id: string, query?: string) => `${withLocale(locale, pathOf(id))}${query ? `?${query}` : ''}`;
  const link = 'text-sm text-slate-600 hover:text-slate-900 hover:underline';
  const year = new Date().getFullYear();

  const bottom = (
    <div className="flex flex-col gap-3 text-sm text-slate-600 sm:flex-row sm:items-center sm:justify-between">
      <p>{t('rights', { year })}</p>
      <p>{t('adults')}</p>
    </div>
  );

  if (compact) {
    return (
      <footer className="border-t border-slate-200 bg-white py-6">
        <Container className="space-y-3">
          <nav className="flex flex-wrap gap-x-6 gap-y-2" aria-label={t('company')}>
            <NextLink className={link} href={href('statue')}>
              {t('terms')}
            </NextLink>
            <NextLink className={link} href={href('privacy')}>
              {t('privacy')}
            </NextLink>
            <NextLink className={link} href={href('settingsSupport')}>
              {t('support')}
            </NextLink>
            <CookieSettingsButton className={link} label={t('cookies')} />
          </nav>
          {bottom}
        </Container>
      </footer>
    );
  }

  const column = (title: string, links: { label: string; href: string }[]) => (
    <div>
      <h2 className="text-sm font-semibold text-slate-900">{title}</h2>
      <ul className="mt-3 space-y-2">
        {links.map((item) => (
          <li key={item.href + item.label}>
            <NextLink className={link} href={item.href}>
              {item.label}
            </NextLink>
          </li>
        ))}
      </ul>
    </div>
  );

  return (
    <footer className="border-t border-slate-200 bg-white">
      <Container className="grid gap-8 py-10 sm:grid-cols-2 lg:grid-cols-4">
        {column(t('forClients'), [
          { label: t('findProviders'), href: href('marketplace') },
          { label: t('postInquiry'), href: href('ordersMy') },
        ])}
        {column(t('forCompanies'), [
          { label: t('findInquiries'), href: href('ordersFind') },
          { label: t('joinAsCompany'), href: href('login', 'tab=register') },
        ])}
        {column(t('company'), [
          { label: t('about'), href: href('about') },
          { label: t('blog'), href: href('blog') },
          { label: t('support'), href: href('settingsSupport') },
        ])}
        <div>
          <h2 className="text-sm font-semibold text-slate-900">{t('legal')}</h2>
          <ul className="mt-3 space-y-2">
            <li>
              <NextLink className={link} href={href('statue')}>
                {t('terms')}
              </NextLink>
            </li>
            <li>
              <NextLink className={link} href={href('privacy')}>
                {t('privacy')}
              </NextLink>
            </li>
            <li>
              <CookieSettingsButton className={link} label={t('cookies')} />
            </li>
          </ul>
        </div>
      </Container>
      <Container className="border-t border-slate-200 py-6">{bottom}</Container>
    </footer>
  );
}
