'use client';

import { localeCookieMaxAgeSeconds, localeCookieName } from '@tendero/contracts';
import { usePathname } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { writeCookie } from '../../lib/browser-cookie';

/**
 * Switches between English and Polish on the same page: stores the locale cookie (365 days) and loads
 * the page in the other language, with its messages. Works as a plain link without JavaScript too.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const t = useTranslations('common.language');
  const locale = useLocale();
  const pathname = usePathname() ?? `/${locale}`;
  const other = locale === 'en' ? 'pl' : 'en';
  const href = pathname.replace(/^\/(en|pl)(?=\/|$)/, `/${other}`);
  const remember = () => {
    writeCookie(localeCookieName, other, localeCookieMaxAgeSeconds);
  };
  return (
    <a href={href} hrefLang={other} lang={other} onClick={remember} className={className} title={t('switchTo')}>
      <span className="font-semibold uppercase">{other}</span>
      <span className="sr-only"> {t(other)}</span>
    </a>
  );
}
