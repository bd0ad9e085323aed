import {
  accountsEndpoints,
  companiesEndpoints,
  type Locale,
  marketplaceEndpoints,
  withLocale,
} from '@tendero/contracts';
import { Card } from '@tendero/ui';
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import {
  type CompanyStanding,
  CompanyStandingCard,
  RankingExplanation,
  SettingsFrame,
} from '@/features/settings/server';
import NextLink from '@/lib/link';
import { pageMetadata } from '@/lib/metadata';
import { getPageContext } from '@/lib/page-context';
import { serverApi } from '@/lib/server-api';

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return pageMetadata(locale, 'settingsPositioning', '/account-settings/positioning', { noindex: true });
}

/** The viewer's company and its verification: the manager sees the checks, a sales rep whether it is listed. */
async function findStanding(role: string, locale: Locale): Promise<CompanyStanding | null> {
  if (role !== 'MANAGER' && role !== 'SALES_REP') return null;
  const me = await serverApi(accountsEndpoints.session, { locale });
  const companyId = me?.companyId;
  if (role === 'MANAGER') {
    const verification = companyId
      ? await serverApi(marketplaceEndpoints.verification, { params: { companyId }, locale })
      : null;
    return { kind: 'manager', verification };
  }
  const company = companyId ? await serverApi(companiesEndpoints.company, { params: { companyId }, locale }) : null;
  return { kind: 'rep', verifiedAt: company?.verifiedAt ?? null, known: company !== null };
}

/** How ranking works (everyone), and the own company's verification state (managers and sales reps). */
export default async function PositioningPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'settings' });
  const { session } = await getPageContext();
  const standing = session ? await findStanding(session.role, locale) : null;
  return (
    <SettingsFrame locale={locale}>
      <Card>
        <RankingExplanation locale={locale} />
        {standing ? (
          <CompanyStandingCard locale={locale} standing={standing} />
        ) : session?.role === 'ADMIN' ? (
          <p className="mt-8 border-t border-slate-200 pt-5 text-sm text-slate-600">
            {t('positioning.notCompanyAdmin')}{' '}
            <NextLink
              href={withLocale(locale, '/admin/profiles')}
              className="font-semibold text-brand-800 underline underline-offset-2"
            >
              {t('positioning.adminLink')}
            </NextLink>
          </p>
        ) : session ? (
          <p className="mt-8 border-t border-slate-200 pt-5 text-sm text-slate-600">
            {t('positioning.notCompany', { role: t(`data.roles.${session.role}`).toLowerCase() })}
          </p>
        ) : null}
      </Card>
    </SettingsFrame>
  );
}
