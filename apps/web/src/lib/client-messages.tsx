import type { Locale } from '@tendero/contracts';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { getCompiledMessages } from '@/i18n/compiled-messages';

type Namespace = keyof ReturnType<typeof getCompiledMessages>;

/**
 * Namespaces every page but the landing ones hands the browser (client components); page texts stay on
 * the server. An area's own (the admin console's) are added by its layout with `ClientMessages`.
 */
export const sharedClientNamespaces = [
  'common',
  'errors',
  'validation',
  'support',
  'legal',
  'accounts',
  'settings',
  'files',
  'companies',
  'profiles',
  'marketplace',
  'reviews',
  'moderation',
] as const satisfies Namespace[];

/**
 * Pages that need fewer than the shared namespaces, by route id (issue 20: on the results page the shared
 * set was 43 KB of the 157 KB the browser decodes before it can answer a tap). The marketplace's client
 * islands are its own buttons (ask for an offer, compare), favourites and reviews, and an admin's removal
 * action; its inquiry dialog brings its own texts (`ClientMessages`). The open-inquiry list wraps its whole
 * page in its own provider, so around it only the header, footer and cookie banner speak.
 */
export const clientNamespacesByRoute: Readonly<Record<string, readonly Namespace[]>> = {
  marketplace: ['marketplace', 'reviews', 'moderation'],
  marketplaceSearch: ['marketplace', 'reviews', 'moderation'],
  marketplaceCompany: ['marketplace', 'reviews', 'moderation'],
  marketplaceCompare: ['marketplace', 'reviews', 'moderation'],
  ordersFind: [],
};

/**
 * The root layout hands the browser only the namespaces every page needs; a page whose client islands
 * need more (the inquiries pages, the unsubscribe page) adds them for its subtree with this provider,
 * with the shared ones (errors, validation) their forms use, so other pages do not carry them.
 */
export function ClientMessages({
  locale,
  namespaces,
  children,
}: {
  locale: Locale;
  namespaces: readonly Namespace[];
  children: ReactNode;
}) {
  const all = getCompiledMessages(locale);
  const names: Namespace[] = ['common', 'errors', 'validation', ...namespaces];
  const messages = Object.fromEntries(names.map((name) => [name, all[name]]));
  return (
    <NextIntlClientProvider locale={locale} messages={messages} timeZone="Europe/Warsaw">
      {children}
    </NextIntlClientProvider>
  );
}
