'use client';

import {
  type CookieConsent as Consent,
  parseConsent,
  policyCookieMaxAgeSeconds,
  policyCookieName,
  serializeConsent,
} from '@tendero/contracts';
import { Button } from '@tendero/ui';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useId, useState } from 'react';
import { readCookie, writeCookie } from '@/lib/browser-cookie';
import NextLink from '@/lib/link';
import { toast } from '@/lib/toast';
import { consentChangedEvent, openCookieSettingsEvent } from './cookie-events';

type View = 'closed' | 'summary' | 'detail';

export function readConsent(): Consent | null {
  return parseConsent(readCookie(policyCookieName));
}

function storeConsent(consent: Consent): void {
  writeCookie(policyCookieName, serializeConsent(consent), policyCookieMaxAgeSeconds);
  window.dispatchEvent(new Event(consentChangedEvent));
}

/**
 * SPEC §4 cookie popup: shown only while the policy cookie is missing. Summary view: accept all (stores
 * all four as true), reject (only closes, stores nothing), adjust (detail view with one checkbox per
 * category; necessary is always on and cannot be unchecked).
 */
export function CookieConsent({ initiallyOpen }: { initiallyOpen: boolean }) {
  const t = useTranslations('common.cookies');
  const locale = useLocale();
  const titleId = useId();
  const [view, setView] = useState<View>(initiallyOpen ? 'summary' : 'closed');
  const [choice, setChoice] = useState({ functional: false, analitic: false, ad: false });

  useEffect(() => {
    const open = () => {
      const current = readConsent();
      if (current) setChoice({ functional: current.functional, analitic: current.analitic, ad: current.ad });
      setView('detail');
    };
    window.addEventListener(openCookieSettingsEvent, open);
    return () => window.removeEventListener(openCookieSettingsEvent, open);
  }, []);

  if (view === 'closed') return null;

  const acceptAll = () => {
    storeConsent({ security: true, functional: true, analitic: true, ad: true });
    setView('closed');
    toast.success(t('saved'));
  };
  const acceptSelected = () => {
    storeConsent({ security: true, ...choice });
    setView('closed');
    toast.success(t('saved'));
  };

  const categories = [
    { key: 'functional', label: t('functional'), hint: t('functionalHint') },
    { key: 'analitic', label: t('analytical'), hint: t('analyticalHint') },
    { key: 'ad', label: t('advertising'), hint: t('advertisingHint') },
  ] as const;

  return (
    <section
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      className="fixed inset-x-0 bottom-0 z-50 p-3 sm:p-4"
      data-testid="cookie-consent"
    >
      <div className="mx-auto max-w-3xl rounded-2xl border border-slate-200 bg-white p-5 shadow-2xl sm:p-6">
        <h2 id={titleId} className="text-base font-semibold text-slate-900">
          {view === 'summary' ? t('title') : t('detailTitle')}
        </h2>
        {view === 'summary' ? (
          <>
            <p className="mt-2 text-sm text-slate-700">
              {t('summary')}{' '}
              <NextLink
                href={`/${locale}/account-settings/privacy`}
                className="font-medium text-brand-700 underline underline-offset-2"
              >
                {t('policyLink')}
              </NextLink>
            </p>
            <div className="mt-4 flex flex-col gap-2 sm:flex-row sm:justify-end">
              <Button variant="ghost" onClick={() => setView('detail')}>
                {t('adjust')}
              </Button>
              <Button variant="secondary" onClick={() => setView('closed')}>
                {t('reject')}
              </Button>
              <Button onClick={acceptAll}>{t('acceptAll')}</Button>
            </div>
          </>
        ) : (
          <>
            <ul className="mt-3 divide-y divide-slate-100">
              <li className="flex items-start gap-3 py-3">
                <input
                  id="consent-security"
                  type="checkbox"
                  checked
                  disabled
                  className="mt-1 h-4 w-4 accent-brand-700"
                />
                <label htmlFor="consent-security" className="text-sm">
                  <span className="font-medium text-slate-900">{t('necessary')}</span>
                  <span className="block text-slate-600">{t('necessaryHint')}</span>
                </label>
              </li>
              {categories.map((category) => (
                <li key={category.key} className="flex items-start gap-3 py-3">
                  <input
                    id={`consent-${category.key}`}
                    type="checkbox"
                    checked={choice[category.key]}
                    onChange={(event) => setChoice((old) => ({ ...old, [category.key]: event.target.checked }))}
                    className="mt-1 h-4 w-4 accent-brand-700"
                  />
                  <label htmlFor={`consent-${category.key}`} className="text-sm">
                    <span className="font-medium text-slate-900">{category.label}</span>
                    <span className="block text-slate-600">{category.hint}</span>
                  </label>
                </li>
              ))}
            </ul>
            <div className="mt-4 flex flex-col gap-2 sm:flex-row sm:justify-end">
              <Button variant="secondary" onClick={() => setView(readConsent() ? 'closed' : 'summary')}>
                {t('back')}
              </Button>
              <Button onClick={acceptSelected}>{t('save')}</Button>
            </div>
          </>
        )}
      </div>
    </section>
  );
}
