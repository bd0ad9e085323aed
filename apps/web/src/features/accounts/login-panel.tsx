'use client';

import { cx } from '@tendero/ui';
import { useLocale, useTranslations } from 'next-intl';
import { type ReactNode, useState } from 'react';
import { RegisterForm } from './register-form';
import { SignInForm } from './sign-in-form';

type Tab = 'signIn' | 'register';

/** /login: the sign-in and register tabs (`?tab=register` opens the second). */
export function LoginPanel({
  initialTab,
  phoneGeolocationUrl,
  alternatives,
  otherWays,
}: {
  initialTab: Tab;
  phoneGeolocationUrl: string | null;
  /** Other ways in under either tab's form (Continue with Google / Microsoft). */
  alternatives?: ReactNode;
  /** Ways to sign in besides the password (a passkey), under the form. */
  otherWays?: ReactNode;
}) {
  const t = useTranslations('accounts.login');
  const locale = useLocale();
  const [tab, setTab] = useState<Tab>(initialTab);
  const tabs: { id: Tab; label: string }[] = [
    { id: 'signIn', label: t('signInTab') },
    { id: 'register', label: t('registerTab') },
  ];
  const select = (next: Tab) => {
    setTab(next);
    const url = new URL(window.location.href);
    if (next === 'register') url.searchParams.set('tab', 'register');
    else url.searchParams.delete('tab');
    window.history.replaceState(null, '', url);
  };
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
      <div role="tablist" aria-label={t('signInTitle')} className="mb-6 grid grid-cols-2 rounded-lg bg-slate-100 p-1">
        {tabs.map((item) => (
          <button
            key={item.id}
            id={`tab-${item.id}`}
            type="button"
            role="tab"
            aria-selected={tab === item.id}
            aria-controls={`panel-${item.id}`}
            onClick={() => select(item.id)}
            className={cx(
              'rounded-md px-3 py-2 text-sm font-semibold transition-colors',
              tab === item.id ? 'bg-white text-slate-900 shadow-sm' : 'text-slate-600 hover:text-slate-900',
            )}
          >
            {item.label}
          </button>
        ))}
      </div>
      <div id={`panel-${tab}`} role="tabpanel" aria-labelledby={`tab-${tab}`}>
        <h1 className="mb-5 text-2xl font-bold tracking-tight text-slate-900">
          {tab === 'signIn' ? t('signInTitle') : t('registerTitle')}
        </h1>
        {tab === 'signIn' ? <SignInForm /> : <RegisterForm phoneGeolocationUrl={phoneGeolocationUrl} />}
        {tab === 'signIn' ? otherWays : null}
        {alternatives}
        {tab === 'signIn' ? (
          <p className="mt-4 text-center text-sm">
            <a href={`/${locale}/recover`} className="font-medium text-brand-700 hover:text-brand-900">
              {t('forgot')}
            </a>
          </p>
        ) : null}
        {tab === 'signIn' ? (
          <p className="mt-6 text-center text-sm text-slate-600">
            {t('noAccount')}{' '}
            <button
              type="button"
              className="font-semibold text-brand-700 hover:text-brand-900"
              onClick={() => select('register')}
            >
              {t('createOne')}
            </button>
          </p>
        ) : null}
      </div>
    </div>
  );
}
