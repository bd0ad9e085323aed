import type { Locale } from '@tendero/contracts';
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { SubscribeForm } from '@/features/newsletter';
import { ClientMessages } from '@/lib/client-messages';
import { pageMetadata } from '@/lib/metadata';

type Props = { params: Promise<{ locale: Locale }>; searchParams: Promise<{ token?: string | string[] }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return pageMetadata(locale, 'newsletterSubscribe', '/newsletter/subscribe');
}

/** SPEC /newsletter/subscribe: the public double opt-in sign-up and, from the e-mail's link, its confirm step. */
export default async function NewsletterSubscribePage({ params, searchParams }: Props) {
  const { locale } = await params;
  const { token } = await searchParams;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'newsletter.subscribe' });
  return (
    <div className="mx-auto max-w-lg rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
      <h1 className="mb-2 text-2xl font-bold tracking-tight text-slate-900">{t('title')}</h1>
      <p className="mb-6 text-slate-700">{t('intro')}</p>
      <ClientMessages locale={locale} namespaces={['newsletter']}>
        <SubscribeForm token={typeof token === 'string' ? token : null} />
      </ClientMessages>
    </div>
  );
}
