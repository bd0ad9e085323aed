import type { Locale } from '@tendero/contracts';
import { accountsEndpoints } from '@tendero/contracts';
import { Card } from '@tendero/ui';
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { SettingsFrame } from '@/features/settings/server';
import { SupportForm } from '@/features/support';
import { pageMetadata } from '@/lib/metadata';
import { getPageContext } from '@/lib/page-context';
import { serverApi } from '@/lib/server-api';

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return pageMetadata(locale, 'settingsSupport', '/account-settings/support');
}

export default async function SupportPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'support' });
  const { supportEmail, session } = await getPageContext();
  // A signed-in user does not type their own name and e-mail again.
  const me = session ? await serverApi(accountsEndpoints.session, { locale }) : null;
  const person = me ? { name: `${me.firstName} ${me.lastName}`.trim(), email: me.email } : undefined;
  const facts = [
    { title: t('hoursTitle'), body: t('hours') },
    { title: t('responseTitle'), body: t('response') },
    { title: t('deletionTitle'), body: t('deletion') },
  ];
  const faq = [1, 2, 3, 4].map((n) => ({ q: t(`faq${n}q` as never), a: t(`faq${n}a` as never) }));
  return (
    <SettingsFrame locale={locale}>
      {/* Compact like the other settings tabs: the facts in one card, so the form is near the top. */}
      <div className="space-y-6">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{t('title')}</h1>
          <p className="mt-1 text-slate-700 sm:text-lg">{t('lead')}</p>
        </div>
        <dl className="grid gap-x-6 gap-y-3 rounded-2xl border border-slate-200 bg-white p-5 text-sm shadow-sm md:grid-cols-3">
          {facts.map((fact) => (
            <div key={fact.title}>
              <dt className="font-semibold text-slate-900">{fact.title}</dt>
              <dd className="mt-0.5 text-slate-700">{fact.body}</dd>
            </div>
          ))}
        </dl>
        <p className="text-slate-800">
          {t.rich('email', {
            email: supportEmail,
            link: (chunks) => (
              <a className="font-semibold text-brand-700 underline underline-offset-2" href={`mailto:${supportEmail}`}>
                {chunks}
              </a>
            ),
          })}
        </p>
        <div className="grid gap-8 xl:grid-cols-[1.4fr_1fr]">
          <Card>
            <h2 className="text-xl font-semibold text-slate-900">{t('formTitle')}</h2>
            <p id="support-form-lead" className="mt-1 mb-6 text-sm text-slate-600">
              {t('formLead')}
            </p>
            <SupportForm person={person} />
          </Card>
          <section aria-labelledby="faq">
            <h2 id="faq" className="text-xl font-semibold text-slate-900">
              {t('faqTitle')}
            </h2>
            <div className="mt-4 space-y-3">
              {faq.map((item) => (
                <details key={item.q} className="group rounded-xl border border-slate-200 bg-white p-4">
                  <summary className="cursor-pointer font-medium text-slate-900">{item.q}</summary>
                  <p className="mt-2 text-sm text-slate-700">{item.a}</p>
                </details>
              ))}
            </div>
          </section>
        </div>
      </div>
    </SettingsFrame>
  );
}
