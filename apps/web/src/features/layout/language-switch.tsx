'use client';

import { localeCookieMaxAgeSeconds, localeCookieName } from '@tendero/contracts';
import { usePathname, useSearchParams } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { type MouseEvent, Suspense } from 'react';
import { writeCookie } from '@/lib/browser-cookie';

/** The same address in the other language: only the locale segment changes; the query string stays. */
export function switchLocaleHref(pathname: string, search: string, other: string): string {
  const path = pathname.replace(/^\/(en|pl)(?=\/|$)/, `/${other}`);
  const query = search.replace(/^\?/, '');
  return query ? `${path}?${query}` : path;
}

function SwitchLink({ className, search }: { className?: string; search: string }) {
  const t = useTranslations('common.language');
  const locale = useLocale();
  const pathname = usePathname() ?? `/${locale}`;
  const other = locale === 'en' ? 'pl' : 'en';
  const href = switchLocaleHref(pathname, search, other);
  const go = (event: MouseEvent<HTMLAnchorElement>) => {
    writeCookie(localeCookieName, other, localeCookieMaxAgeSeconds);
    // What the browser has now (a filter typed into the URL, the #section) goes along too.
    const { pathname: current, search: query, hash } = window.location;
    event.currentTarget.href = `${switchLocaleHref(current, query, other)}${hash}`;
  };
  return (
    <a href={href} hrefLang={other} lang={other} onClick={go} className={className} title={t('switchTo')}>
      <span className="font-semibold uppercase">{other}</span>
      <span className="sr-only"> {t(other)}</span>
    </a>
  );
}

function SwitchLinkWithQuery({ className }: { className?: string }) {
  const search = useSearchParams()?.toString() ?? '';
  return <SwitchLink className={className} search={search} />;
}

/**
 * Switches between English and Polish on the same page, with every parameter of its address (a search's
 * filters, an invitation's token): stores the locale cookie (365 days) and loads the page in the other
 * language. Works as a plain link without JavaScript too.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  return (
    <Suspense fallback={<SwitchLink className={className} search="" />}>
      <SwitchLinkWithQuery className={className} />
    </Suspense>
  );
}
