import type { Locale } from '@tendero/contracts';
import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { ManageSubscription } from '@/features/billing/server';
import { CompanyInvoices } from '@/features/invoicing/server';
import { SettingsFrame } from '@/features/settings/server';
import { pageMetadata } from '@/lib/metadata';

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return pageMetadata(locale, 'settingsSubscription', '/account-settings/manage-subscription', { noindex: true });
}

/** Premium for the company: bought and managed by the manager, shown to the reps (SPEC §1, §9), and its invoices. */
export default async function SubscriptionPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  return (
    <SettingsFrame locale={locale}>
      <div className="space-y-8">
        <ManageSubscription locale={locale} />
        {/* Tendero's VAT invoices of the company, for its manager (issue 38). */}
        <CompanyInvoices locale={locale} />
      </div>
    </SettingsFrame>
  );
}
