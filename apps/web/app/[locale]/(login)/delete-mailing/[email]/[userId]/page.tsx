import { type Locale, notificationKindSchema, notificationsEndpoints } from '@tendero/contracts';
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { UnsubscribePanel } from '@/features/notifications';
import { ClientMessages } from '@/lib/client-messages';
import { pageMetadata } from '@/lib/metadata';
import { getPageContext } from '@/lib/page-context';
import { serverApi } from '@/lib/server-api';

type Props = {
  params: Promise<{ locale: Locale; email: string; userId: string }>;
  searchParams: Promise<{ sig?: string | string[]; company?: string | string[]; kind?: string | string[] }>;
};

const one = (value: string | string[] | undefined) => (typeof value === 'string' ? value : '');

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return pageMetadata(locale, 'deleteMailing', '/delete-mailing', { noindex: true });
}

/**
 * SPEC /delete-mailing/{email}/{userId}: where the unsubscribe link of every notification e-mail and
 * newsletter leads; `?sig=` is the link's signature, checked by the API, and `?company=` the company a
 * newsletter's link names (the page then offers "only this company" beside "all Tendero e-mails"). The
 * link is read without changing anything (mail scanners open links); only a button press unsubscribes.
 * A notification e-mail's link names its kind (`?kind=`, issue 40): the button stops that kind's e-mail, and
 * the page then leads to the notification settings (a visitor not signed in is asked to sign in first).
 */
export default async function DeleteMailingPage({ params, searchParams }: Props) {
  const { locale, email: rawEmail, userId: rawUserId } = await params;
  const query = await searchParams;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'notifications.unsubscribe' });
  const email = decodeURIComponent(rawEmail);
  const userId = decodeURIComponent(rawUserId);
  const sig = one(query.sig);
  const company = one(query.company) || undefined;
  const kind = notificationKindSchema.safeParse(one(query.kind)).data;
  const [link, { session }] = await Promise.all([
    sig
      ? serverApi(notificationsEndpoints.unsubscribeLink, {
          params: { userId },
          query: { email, sig, ...(company ? { company } : {}), ...(kind ? { kind } : {}) },
          locale,
        })
      : null,
    getPageContext(),
  ]);
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
      <h1 className="mb-4 text-2xl font-bold tracking-tight text-slate-900">{t('title')}</h1>
      <ClientMessages locale={locale} namespaces={['notifications', 'notificationSettings']}>
        <UnsubscribePanel
          email={email}
          userId={userId}
          sig={sig}
          companyId={company ?? null}
          kind={kind ?? null}
          signedIn={session !== null}
          link={link}
        />
      </ClientMessages>
    </div>
  );
}
