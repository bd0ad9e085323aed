import type { Locale } from '@tendero/contracts';
import { withLocale } from '@tendero/contracts';
import { buttonClass, Card } from '@tendero/ui';
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PageHeader } from '../../../../../src/features/layout/page-header';
import { pageMetadata } from '../../../../../src/lib/metadata';

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return pageMetadata(locale, 'managerLeads', '/manager/leads', { noindex: true });
}

/**
 * The company's leads. Inquiries, applications and favourites do not exist yet (the inquiries issue fills
 * this page), so a company has no leads: the real empty state says so and what will bring them.
 */
export default async function ManagerLeadsPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'companies.leads' });
  return (
    <div className="space-y-8">
      <PageHeader title={t('title')} lead={t('lead')} />
      <Card className="text-center">
        <h2 className="text-lg font-semibold text-slate-900">{t('emptyTitle')}</h2>
        <p className="mx-auto mt-2 max-w-xl text-sm text-slate-700">{t('emptyBody')}</p>
        <a href={withLocale(locale, '/manager/profile')} className={buttonClass('primary', 'md', 'mt-6 inline-flex')}>
          {t('completeProfile')}
        </a>
      </Card>
    </div>
  );
}
