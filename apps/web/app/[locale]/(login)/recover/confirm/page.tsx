import type { Locale } from '@tendero/contracts';
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { RecoverConfirmForm } from '@/features/accounts';
import { pageMetadata } from '@/lib/metadata';

type Props = { params: Promise<{ locale: Locale }>; searchParams: Promise<{ email?: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return pageMetadata(locale, 'recoverConfirm', '/recover/confirm', { noindex: true });
}

export default async function RecoverConfirmPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const { email } = await searchParams;
  const address = typeof email === 'string' ? email.slice(0, 254) : '';
  const t = await getTranslations({ locale, namespace: 'accounts.recover' });
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t('confirmTitle')}</h1>
      <p className="mt-2 mb-6 text-slate-700">{t('confirmLead', { email: address || '…' })}</p>
      <RecoverConfirmForm email={address} />
    </div>
  );
}
