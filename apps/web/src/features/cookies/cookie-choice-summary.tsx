'use client';

import { Button } from '@tendero/ui';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { readConsent } from './cookie-consent';
import { consentChangedEvent, openCookieSettingsEvent } from './cookie-events';

/** Shows the stored cookie choice and reopens the consent popup's detail view to change it. */
export function CookieChoiceSummary() {
  const t = useTranslations();
  const [choice, setChoice] = useState<string | null>(null);

  useEffect(() => {
    const read = () => {
      const consent = readConsent();
      if (!consent) return setChoice(null);
      const on = [
        t('common.cookies.necessary'),
        consent.functional && t('common.cookies.functional'),
        consent.analitic && t('common.cookies.analytical'),
        consent.ad && t('common.cookies.advertising'),
      ].filter(Boolean);
      setChoice(on.join(', '));
    };
    read();
    window.addEventListener(consentChangedEvent, read);
    return () => window.removeEventListener(consentChangedEvent, read);
  }, [t]);

  return (
    <section aria-labelledby="cookie-settings" className="mb-8 rounded-xl bg-brand-50 p-5">
      <h2 id="cookie-settings" className="text-lg font-semibold text-brand-900">
        {t('legal.cookieSettingsTitle')}
      </h2>
      <p className="mt-1 text-sm text-brand-900">{t('legal.cookieSettingsLead')}</p>
      <p className="mt-2 text-sm text-slate-800" data-testid="cookie-choice">
        {choice ? t('legal.cookieSettingsCurrent', { choice }) : t('legal.cookieSettingsNone')}
      </p>
      <Button className="mt-3" size="sm" onClick={() => window.dispatchEvent(new Event(openCookieSettingsEvent))}>
        {t('legal.cookieSettingsOpen')}
      </Button>
    </section>
  );
}
