import { accountMenus, type LayoutName, type Locale, menus, type Viewer, withLocale } from '@tendero/contracts';
import type { Messages } from '@tendero/i18n';
import { buttonClass, Container, cx } from '@tendero/ui';
import { getTranslations } from 'next-intl/server';
import { ChatUnreadBadge } from '@/features/chat';
import { ClientMessages } from '@/lib/client-messages';
import NextLink from '@/lib/link';
import { LanguageSwitch } from './language-switch';
import { menuHref } from './menu-href';
import { NavLink } from './nav-link';

const areaKey: Partial<Record<LayoutName, keyof Messages['common']['layout']>> = {
  client: 'clientArea',
  'sales-rep': 'salesArea',
  manager: 'managerArea',
  admin: 'adminArea',
  chat: 'chatArea',
  'chat-ai': 'assistantArea',
};

/** The header of every layout: logo, the viewer's menu from the route table, account links, language. */
export async function SiteHeader({
  layout,
  locale,
  viewer,
  userId = null,
}: {
  layout: LayoutName;
  locale: Locale;
  viewer: Viewer;
  /** The signed-in user: a talker's "Chat" item shows the live unread count. */
  userId?: string | null;
}) {
  const t = await getTranslations({ locale, namespace: 'common' });
  const minimal = layout === 'login' || layout === 'error';
  const items = minimal ? [] : menus[viewer];
  const account = minimal ? [] : accountMenus[viewer];
  const area = areaKey[layout];
  const dark = layout === 'admin';

  // From 1024 px every menu is on show: a short one inline beside the logo, a long one (the manager's
  // eight, the admin's eight long labels) on a row of its own under it. Below 1024 px the menu button.
  const wide = items.length > 6;
  const linkClass = cx(
    'whitespace-nowrap rounded-md px-2.5 py-2 text-sm font-medium transition-colors',
    dark
      ? 'text-slate-200 hover:bg-slate-800 hover:text-white'
      : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
  );
  const activeClass = dark ? 'bg-slate-800 text-white' : 'bg-brand-50 text-brand-800';
  const talker = userId !== null && (viewer === 'CLIENT' || viewer === 'SALES_REP' || viewer === 'MANAGER');
  const badge = (key: string) =>
    key === 'chat' && talker && userId ? (
      <ClientMessages locale={locale} namespaces={['chat']}>
        <ChatUnreadBadge userId={userId} />
      </ClientMessages>
    ) : null;

  return (
    <header
      className={cx('border-b', dark ? 'border-slate-800 bg-slate-900' : 'border-slate-200 bg-white/95 backdrop-blur')}
    >
      <Container className={cx('flex h-16 items-center gap-4', wide && 'max-w-7xl!')}>
        <NextLink href={withLocale(locale, '/')} className="flex items-center gap-2" aria-label={t('appName')}>
          <svg viewBox="0 0 64 64" className="h-8 w-8" aria-hidden="true">
            <rect width="64" height="64" rx="14" fill="#0a6760" />
            <path d="M18 20h28v7H35.5v21h-7V27H18z" fill="#fff" />
            <circle cx="46" cy="46" r="5" fill="#fbbf24" />
          </svg>
          <span className={cx('text-lg font-bold tracking-tight', dark ? 'text-white' : 'text-slate-900')}>
            {t('appName')}
          </span>
        </NextLink>
        {area ? (
          <span
            className={cx(
              'hidden rounded-full px-2.5 py-0.5 text-xs font-semibold sm:inline',
              dark ? 'bg-slate-800 text-slate-200' : 'bg-brand-50 text-brand-800',
            )}
          >
            {t(`layout.${area}`)}
          </span>
        ) : null}

        {items.length > 0 && !wide ? (
          <nav aria-label={t('nav.primary')} className="ml-2 hidden flex-1 items-center gap-0.5 lg:flex">
            {items.map((item) => (
              <NavLink key={item.key} href={menuHref(locale, item)} className={linkClass} activeClassName={activeClass}>
                {t(`nav.${item.key}`)}
                {badge(item.key)}
              </NavLink>
            ))}
          </nav>
        ) : (
          <div className="flex-1" />
        )}

        <div className="ml-auto flex items-center gap-2">
          {account.map((item, index) => {
            // Anonymous visitors keep the sign-up button on phones too; other account links live in the menu.
            const cta = index === account.length - 1 && viewer === 'ANONYMOUS';
            return (
              <span key={item.key} className={cta ? 'inline-flex' : 'hidden sm:inline-flex'}>
                <NextLink
                  href={menuHref(locale, item)}
                  className={cx('whitespace-nowrap', cta ? buttonClass('primary', 'sm') : linkClass)}
                >
                  {t(`nav.${item.key}`)}
                </NextLink>
              </span>
            );
          })}
          <LanguageSwitch
            className={cx(
              'inline-flex h-9 min-w-9 items-center justify-center rounded-md px-2 text-sm ring-1 ring-inset',
              dark
                ? 'text-slate-200 ring-slate-700 hover:bg-slate-800'
                : 'text-slate-700 ring-slate-300 hover:bg-slate-100',
            )}
          />
          {items.length + account.length > 0 ? (
            <details className="group relative lg:hidden">
              <summary
                className={cx(
                  'flex h-9 w-9 cursor-pointer list-none items-center justify-center rounded-md ring-1 ring-inset',
                  dark ? 'text-white ring-slate-700' : 'text-slate-800 ring-slate-300',
                )}
                aria-label={t('nav.openMenu')}
              >
                <svg
                  viewBox="0 0 24 24"
                  className="h-5 w-5"
                  aria-hidden="true"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                >
                  <path d="M4 7h16M4 12h16M4 17h16" />
                </svg>
              </summary>
              <nav
                aria-label={t('nav.primary')}
                className="absolute right-0 z-40 mt-2 w-64 rounded-xl border border-slate-200 bg-white p-2 shadow-lg"
              >
                {[...items, ...account].map((item) => (
                  <NavLink
                    key={`m-${item.key}`}
                    href={menuHref(locale, item)}
                    className="block rounded-md px-3 py-2 text-sm font-medium text-slate-800 hover:bg-slate-100"
                    activeClassName="bg-brand-50 text-brand-800"
                  >
                    {t(`nav.${item.key}`)}
                    {badge(item.key)}
                  </NavLink>
                ))}
              </nav>
            </details>
          ) : null}
        </div>
      </Container>
      {items.length > 0 && wide ? (
        <div className={cx('hidden border-t lg:block', dark ? 'border-slate-800' : 'border-slate-100')}>
          <Container className="max-w-7xl!">
            {/* Wraps onto a second line where the labels are longer than the row (Polish at 1024 px): a scrolling
                row hid its last items. */}
            <nav aria-label={t('nav.primary')} className="-mx-2.5 flex flex-wrap items-center gap-0.5 py-1.5">
              {items.map((item) => (
                <NavLink
                  key={item.key}
                  href={menuHref(locale, item)}
                  className={linkClass}
                  activeClassName={activeClass}
                >
                  {t(`nav.${item.key}`)}
                  {badge(item.key)}
                </NavLink>
              ))}
            </nav>
          </Container>
        </div>
      ) : null}
    </header>
  );
}
