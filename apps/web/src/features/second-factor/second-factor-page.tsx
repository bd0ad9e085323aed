import { accountsEndpoints, afterSignInPath, type Locale, secondFactorEndpoints } from '@tendero/contracts';
import { Card } from '@tendero/ui';
import { getTranslations } from 'next-intl/server';
import { SettingsFrame } from '@/features/settings/server';
import { ClientMessages, sharedClientNamespaces } from '@/lib/client-messages';
import { serverApi } from '@/lib/server-api';
import { SecondFactorSection } from './second-factor-section';

/**
 * /account-settings/second-factor: the settings section, and the page an admin or a member of a team that
 * requires it is led to first (then on to `next`, the page they asked for).
 */
export async function SecondFactorPage({ locale, next }: { locale: Locale; next: string | undefined }) {
  const [status, user] = await Promise.all([
    serverApi(secondFactorEndpoints.status, { locale }),
    serverApi(accountsEndpoints.session, { locale }),
  ]);
  if (!status || !user) return null;
  const t = await getTranslations({ locale, namespace: 'secondFactor' });
  const forced = status.requiredBecause !== null && !status.totp;
  const afterSetup = forced ? afterSignInPath(next, status.role, locale) : undefined;
  const section = (
    <ClientMessages locale={locale} namespaces={[...sharedClientNamespaces, 'secondFactor']}>
      <SecondFactorSection status={status} account={user.email} afterSetup={afterSetup} />
    </ClientMessages>
  );
  if (forced) {
    // Nothing else is open yet: no settings tabs, only the set-up.
    return (
      <Card className="mx-auto max-w-2xl">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t('setupPage.title')}</h1>
        <p className="mt-2 mb-6 text-slate-700">
          {status.requiredBecause === 'ADMIN' ? t('setupPage.introAdmin') : t('setupPage.introTeam')}
        </p>
        {section}
      </Card>
    );
  }
  return (
    <SettingsFrame locale={locale}>
      <Card>
        <h1 className="mb-4 text-2xl font-bold tracking-tight text-slate-900">{t('settings.title')}</h1>
        {section}
      </Card>
    </SettingsFrame>
  );
}
