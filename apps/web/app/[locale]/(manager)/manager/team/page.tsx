import type { Locale } from '@tendero/contracts';
import { companiesEndpoints, secondFactorEndpoints } from '@tendero/contracts';
import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { TeamManager } from '@/features/companies';
import { TeamSecondFactor } from '@/features/second-factor';
import { ClientMessages, sharedClientNamespaces } from '@/lib/client-messages';
import { pageMetadata } from '@/lib/metadata';
import { getPageContext } from '@/lib/page-context';
import { serverApi } from '@/lib/server-api';

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return pageMetadata(locale, 'managerTeam', '/manager/team', { noindex: true });
}

export default async function TeamPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const { session } = await getPageContext();
  const team = session
    ? await serverApi(companiesEndpoints.team, { params: { managerId: session.userId }, locale })
    : null;
  if (!session || !team) return null;
  const rule = await serverApi(secondFactorEndpoints.teamRule, { locale });
  return (
    <div className="space-y-8">
      <TeamManager managerId={session.userId} team={team} />
      {rule ? (
        <ClientMessages locale={locale} namespaces={[...sharedClientNamespaces, 'secondFactor']}>
          <TeamSecondFactor initial={rule} />
        </ClientMessages>
      ) : null}
    </div>
  );
}
