import type { Locale } from '@tendero/contracts';
import { Badge, Card } from '@tendero/ui';
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { SettingsFrame } from '../../../../../src/features/settings/settings-nav';
import { pageMetadata } from '../../../../../src/lib/metadata';
import { getPageContext } from '../../../../../src/lib/page-context';

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return pageMetadata(locale, 'settingsPositioning', '/account-settings/positioning', { noindex: true });
}

/**
 * How ranking works, and a company's own verification state. Verification is recorded by admins
 * (marketplace issue); until then every company honestly shows "not verified yet".
 */
export default async function PositioningPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'settings' });
  const { session } = await getPageContext();
  const company = session?.role === 'MANAGER' || session?.role === 'SALES_REP';
  const criteria = ['competencies', 'teamSize', 'portfolio', 'quality'] as const;
  return (
    <SettingsFrame locale={locale}>
      <Card>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t('positioning.title')}</h1>
        <p className="mt-2 text-slate-700">{t('positioning.lead')}</p>
        <ol className="mt-4 list-decimal space-y-2 pl-6 text-slate-800">
          <li>{t('positioning.rule1')}</li>
          <li>{t('positioning.rule2')}</li>
          <li>{t('positioning.rule3')}</li>
        </ol>
        {company ? (
          <section aria-labelledby="verification-state" className="mt-8 rounded-xl border border-slate-200 p-5">
            <h2 id="verification-state" className="text-lg font-semibold text-slate-900">
              {t('positioning.stateTitle')}
            </h2>
            <p className="mt-1 text-sm font-medium text-amber-800">{t('positioning.notVerified')}</p>
            <ul className="mt-4 grid gap-2 sm:grid-cols-2">
              {criteria.map((key) => (
                <li
                  key={key}
                  className="flex items-center justify-between gap-3 rounded-lg bg-slate-50 px-3 py-2 text-sm"
                >
                  <span className="text-slate-900">{t(`positioning.criteria.${key}`)}</span>
                  <Badge tone="amber">{t('positioning.pending')}</Badge>
                </li>
              ))}
            </ul>
            <p className="mt-4 text-sm text-slate-700">{t('positioning.howTo')}</p>
          </section>
        ) : session ? (
          <p className="mt-6 text-sm text-slate-600">
            {t('positioning.notCompany', { role: t(`data.roles.${session.role}`).toLowerCase() })}
          </p>
        ) : null}
      </Card>
    </SettingsFrame>
  );
}
