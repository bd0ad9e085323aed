import type { Locale } from '@tendero/contracts';
import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { NotificationSettingsPage } from '@/features/notifications/server';
import { pageMetadata } from '@/lib/metadata';

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return pageMetadata(locale, 'settingsNotifications', '/account-settings/notifications', { noindex: true });
}

/** Issue 40: e-mail and push per kind of notification, and newsletters per sender. */
export default async function NotificationsSettingsPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  return <NotificationSettingsPage locale={locale} />;
}
