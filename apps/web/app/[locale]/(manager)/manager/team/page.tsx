import type { Locale, Team } from '@tendero/contracts';
import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { TeamManager } from '../../../../../src/features/companies/team-manager';
import { pageMetadata } from '../../../../../src/lib/metadata';
import { getPageContext } from '../../../../../src/lib/page-context';
import { serverApi } from '../../../../../src/lib/server-api';

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return pageMetadata(locale, 'managerTeam', '/manager/team', { noindex: true });
}

export default async function TeamPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const { session } = await getPageContext();
  const team = session ? await serverApi<Team>(`/api/managers/${session.userId}/team`, locale) : null;
  if (!session || !team) return null;
  return <TeamManager managerId={session.userId} team={team} />;
}
