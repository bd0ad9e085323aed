import type { Locale } from '@tendero/contracts';
import { accountsEndpoints } from '@tendero/contracts';
import { Card } from '@tendero/ui';
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PageHeader } from '@/features/layout';
import { SupportForm } from '@/features/support';
import { pageMetadata } from '@/lib/metadata';
import { serverApi } from '@/lib/server-api';

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return pageMetadata(locale, 'managerIntegrations', '/manager/integrations', { noindex: true });
}

/**
 * Integrations: Tendero connects no outside tools by itself yet, so the page says so and takes an
 * integration request, stored and e-mailed to support like every support request.
 */
export default async function ManagerIntegrationsPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'companies.integrations' });
  const me = await serverApi(accountsEndpoints.session, { locale });
  return (
    <div className="space-y-8">
      <PageHeader title={t('title')} lead={t('lead')} />
      <Card className="space-y-5">
        <div>
          <h2 className="text-lg font-semibold text-slate-900">{t('formTitle')}</h2>
          <p className="mt-1 text-sm text-slate-600">{t('formLead')}</p>
        </div>
        <SupportForm
          topic="integration"
          person={me ? { name: `${me.firstName} ${me.lastName}`, email: me.email } : undefined}
          messageLabel={t('message')}
        />
      </Card>
    </div>
  );
}
