import { type Locale, withLocale } from '@tendero/contracts';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { NavLink } from '@/features/layout';
import { getPageContext } from '@/lib/page-context';

/** SPEC §2 account-settings tabs, in the spec's order. */
const tabs = [
  { key: 'positioning', path: '/account-settings/positioning' },
  { key: 'data', path: '/account-settings/data' },
  { key: 'support', path: '/account-settings/support' },
  { key: 'statue', path: '/account-settings/statue' },
  { key: 'privacy', path: '/account-settings/privacy' },
  { key: 'subscription', path: '/account-settings/manage-subscription' },
  { key: 'secondFactor', path: '/account-settings/second-factor' },
  // Issue 40: e-mail and push per kind of notification.
  { key: 'notifications', path: '/account-settings/notifications' },
  // Issue 38: a person's own data and consents (texts in the myData namespace).
  { key: 'downloadData', path: '/account-settings/download-data' },
  { key: 'consents', path: '/account-settings/consents' },
  { key: 'remove', path: '/account-settings/remove-account' },
] as const;

/**
 * The frame of account settings: the tabs for a signed-in user (privacy, terms and support are public
 * pages too; anonymous visitors see them without the tabs).
 */
export async function SettingsFrame({ locale, children }: { locale: Locale; children: ReactNode }) {
  const { session } = await getPageContext();
  if (!session) return <>{children}</>;
  const t = await getTranslations({ locale, namespace: 'settings' });
  const tOwnData = await getTranslations({ locale, namespace: 'myData.tabs' });
  return (
    <div className="grid gap-8 lg:grid-cols-[15rem_1fr]">
      <nav aria-label={t('title')} className="min-w-0 lg:sticky lg:top-6 lg:self-start">
        <p className="mb-3 text-sm font-semibold text-slate-900">{t('title')}</p>
        {/* Below 1024 px the tabs wrap onto lines of pills: every tab is in sight, none cut mid-word. */}
        <ul className="flex flex-wrap gap-2 lg:flex-col lg:flex-nowrap lg:gap-1">
          {tabs.map((tab) => (
            <li key={tab.key}>
              <NavLink
                href={withLocale(locale, tab.path)}
                className="block whitespace-nowrap rounded-full px-3 py-1.5 text-sm font-medium text-slate-700 ring-1 ring-slate-200 ring-inset hover:bg-slate-100 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-800 aria-[current=page]:ring-brand-200 lg:rounded-md lg:py-2 lg:ring-0"
              >
                {tab.key === 'downloadData' || tab.key === 'consents' ? tOwnData(tab.key) : t(`tabs.${tab.key}`)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="min-w-0">{children}</div>
    </div>
  );
}
