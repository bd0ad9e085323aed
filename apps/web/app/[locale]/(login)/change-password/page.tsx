import { type Locale, withLocale } from '@tendero/contracts';
import { buttonClass } from '@tendero/ui';
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ChangePasswordForm } from '@/features/accounts';
import { AcceptInvitationForm } from '@/features/companies';
import { pageMetadata } from '@/lib/metadata';
import { getPageContext } from '@/lib/page-context';

type Props = { params: Promise<{ locale: Locale }>; searchParams: Promise<{ invitation?: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return pageMetadata(locale, 'changePassword', '/change-password', { noindex: true });
}

/** Public in the route table (SPEC §2), so an anonymous visitor is asked to sign in first. */
export default async function ChangePasswordPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const { invitation } = await searchParams;
  if (typeof invitation === 'string' && invitation.length > 0) {
    // An invited sales rep's first sign-in: the invitation link lands here.
    const ti = await getTranslations({ locale, namespace: 'companies.invitation' });
    return (
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{ti('title')}</h1>
        <p className="mt-2 mb-6 text-slate-700">{ti('lead')}</p>
        <AcceptInvitationForm token={invitation.slice(0, 200)} />
      </div>
    );
  }
  const t = await getTranslations({ locale, namespace: 'accounts.changePassword' });
  const { session } = await getPageContext();
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t('title')}</h1>
      {session ? (
        <>
          <p className="mt-2 mb-6 text-slate-700">{t('lead')}</p>
          <ChangePasswordForm />
        </>
      ) : (
        <>
          <p className="mt-2 text-slate-700">{t('signInFirst')}</p>
          <a href={withLocale(locale, '/login')} className={buttonClass('primary', 'md', 'mt-6')}>
            {(await getTranslations({ locale, namespace: 'accounts.login' }))('submitSignIn')}
          </a>
        </>
      )}
    </div>
  );
}
