import type { Locale } from '@tendero/contracts';
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { RecoverRequestForm } from '@/features/accounts';
import { pageMetadata } from '@/lib/metadata';

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return pageMetadata(locale, 'recover', '/recover', { noindex: true });
}

export default async function RecoverPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'accounts.recover' });
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t('title')}</h1>
      <p className="mt-2 mb-6 text-slate-700">{t('lead')}</p>
      <RecoverRequestForm />
      <p className="mt-6 text-center text-sm">
        <a className="font-semibold text-brand-700 hover:text-brand-900" href={`/${locale}/login`}>
          {t('toSignIn')}
        </a>
      </p>
    </div>
  );
}
