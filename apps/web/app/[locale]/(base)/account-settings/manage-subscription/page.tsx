import type { Locale } from '@tendero/contracts';
import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { ManageSubscription } from '@/features/billing/server';
import { SettingsFrame } from '@/features/settings/server';
import { pageMetadata } from '@/lib/metadata';

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return pageMetadata(locale, 'settingsSubscription', '/account-settings/manage-subscription', { noindex: true });
}

/** Premium for the company: bought and managed by the manager, shown to the reps (SPEC §1, §9). */
export default async function SubscriptionPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  return (
    <SettingsFrame locale={locale}>
      <ManageSubscription locale={locale} />
    </SettingsFrame>
  );
}
