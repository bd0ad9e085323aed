import { type Locale, notificationsEndpoints } from '@tendero/contracts';
import { Card, CardSection } from '@tendero/ui';
import { getTranslations } from 'next-intl/server';
import { SettingsFrame } from '@/features/settings/server';
import { ClientMessages, sharedClientNamespaces } from '@/lib/client-messages';
import { getPageContext } from '@/lib/page-context';
import { serverApi } from '@/lib/server-api';
import { InstallAppButton } from './install-app-button';
import { NewsletterSendersList } from './newsletter-senders';
import { NotificationSettingsForm } from './notification-settings-form';
import { PushDevicesPanel } from './push-devices-panel';

/**
 * /account-settings/notifications (issue 40): every kind of notification with its e-mail and push switch,
 * worded for the person's side (a provider's inquiries and offers are not a client's), and the companies
 * whose newsletters reach them, each with its own switch.
 */
export async function NotificationSettingsPage({ locale }: { locale: Locale }) {
  const [settings, senders, { session }] = await Promise.all([
    serverApi(notificationsEndpoints.settings, { locale }),
    serverApi(notificationsEndpoints.newsletterSenders, { locale }),
    getPageContext(),
  ]);
  const t = await getTranslations({ locale, namespace: 'notificationSettings' });
  const tInstall = await getTranslations({ locale, namespace: 'pwa.install' });
  const provider = session?.role === 'SALES_REP' || session?.role === 'MANAGER';
  return (
    <SettingsFrame locale={locale}>
      <ClientMessages locale={locale} namespaces={[...sharedClientNamespaces, 'notificationSettings']}>
        <Card>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t('title')}</h1>
          <p className="mt-2 mb-4 text-slate-700">{t('lead')}</p>
          {senders?.stoppedAll ? <p className="mb-4 text-sm text-amber-800">{t('stoppedAll')}</p> : null}
          {settings ? <NotificationSettingsForm initial={settings} provider={provider} /> : null}
        </Card>
        <PushDevicesPanel locale={locale} />
        {/* Where the browser offers to install Tendero (Chromium), the offer is taken here. */}
        <div className="mt-4 flex justify-end">
          <InstallAppButton label={tInstall('button')} hint={tInstall('hint')} />
        </div>
        <CardSection id="newsletter-senders" title={t('newsletters.title')}>
          <p className="mt-2 mb-4 text-sm text-slate-700">{t('newsletters.lead')}</p>
          {senders ? <NewsletterSendersList initial={senders} /> : null}
        </CardSection>
      </ClientMessages>
    </SettingsFrame>
  );
}
