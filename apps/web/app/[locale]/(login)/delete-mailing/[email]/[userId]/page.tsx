import type { Locale } from '@tendero/contracts';
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { UnsubscribePanel } from '@/features/notifications';
import { ClientMessages } from '@/lib/client-messages';
import { pageMetadata } from '@/lib/metadata';

type Props = {
  params: Promise<{ locale: Locale; email: string; userId: string }>;
  searchParams: Promise<{ sig?: string | string[] }>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return pageMetadata(locale, 'deleteMailing', '/delete-mailing', { noindex: true });
}

/**
 * SPEC /delete-mailing/{email}/{userId}: where the unsubscribe link of every notification e-mail and
 * newsletter leads; `?sig=` is the link's signature, checked by the API.
 */
export default async function DeleteMailingPage({ params, searchParams }: Props) {
  const { locale, email, userId } = await params;
  const { sig } = await searchParams;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'notifications.unsubscribe' });
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
      <h1 className="mb-4 text-2xl font-bold tracking-tight text-slate-900">{t('title')}</h1>
      <ClientMessages locale={locale} namespaces={['notifications']}>
        <UnsubscribePanel
          email={decodeURIComponent(email)}
          userId={decodeURIComponent(userId)}
          sig={typeof sig === 'string' ? sig : ''}
        />
      </ClientMessages>
    </div>
  );
}
