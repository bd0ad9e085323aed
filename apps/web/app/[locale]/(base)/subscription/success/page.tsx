import type { Locale } from '@tendero/contracts';
import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { SubscriptionSuccess } from '@/features/billing';
import { ClientMessages } from '@/lib/client-messages';
import { pageMetadata } from '@/lib/metadata';

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return pageMetadata(locale, 'subscriptionSuccess', '/subscription/success', { noindex: true });
}

/** SPEC §2: where Stripe sends the buyer back; client-side rendering only (the browser asks for the status). */
export default async function SubscriptionSuccessPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  return (
    <ClientMessages locale={locale} namespaces={['billing']}>
      <SubscriptionSuccess />
    </ClientMessages>
  );
}
