import { accountsEndpoints, devicesEndpoints, type Locale, passkeysEndpoints, withLocale } from '@tendero/contracts';
import { Card } from '@tendero/ui';
import { getTranslations } from 'next-intl/server';
import { ImageUploader } from '@/features/files';
import { PasskeysSection } from '@/features/passkeys';
import { LinkedProvidersSection } from '@/features/providers/server';
import { ClientMessages } from '@/lib/client-messages';
import { serverApi } from '@/lib/server-api';
import { OwnSessionsSection } from './own-sessions-section';
import { ProfileForm } from './profile-form';
import { SettingsFrame } from './settings-nav';

export async function MyDataPage({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'settings.data' });
  const user = await serverApi(accountsEndpoints.session, { locale });
  if (!user) return null;
  const [own, passkeys] = await Promise.all([
    serverApi(devicesEndpoints.ownSessions, { locale }),
    serverApi(passkeysEndpoints.list, { locale }),
  ]);
  const facts = [
    { label: t('email'), value: user.email },
    { label: t('username'), value: user.username },
    { label: t('role'), value: t(`roles.${user.role}`) },
    ...(user.companyName ? [{ label: t('company'), value: user.companyName }] : []),
  ];
  return (
    <SettingsFrame locale={locale}>
      <Card>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t('title')}</h1>
        <p className="mt-1 mb-6 text-sm text-slate-600">{t('lead')}</p>
        <dl className="mb-6 grid gap-3 rounded-xl bg-slate-50 p-4 text-sm sm:grid-cols-2">
          {facts.map((fact) => (
            <div key={fact.label}>
              <dt className="text-slate-600">{fact.label}</dt>
              <dd className="font-medium break-words text-slate-900">{fact.value}</dd>
            </div>
          ))}
        </dl>
        <ImageUploader
          upload={{ row: 'userPhoto', params: { ownerId: user.userId } }}
          initialUrl={user.image}
          name={`${user.firstName} ${user.lastName}`}
          shape="round"
          title={t('photo')}
        />
        <ProfileForm user={user} />
        <div className="mt-8 border-t border-slate-200 pt-6 text-sm">
          <p className="font-medium text-slate-900">{t('password')}</p>
          <a
            href={withLocale(locale, '/change-password')}
            className="mt-1 inline-block font-semibold text-brand-700 hover:text-brand-900"
          >
            {t('changePassword')}
          </a>
        </div>
        <ClientMessages locale={locale} namespaces={['passkeys']}>
          <PasskeysSection initial={passkeys?.passkeys ?? []} />
        </ClientMessages>
      </Card>
      {own ? (
        <ClientMessages locale={locale} namespaces={['devices']}>
          <OwnSessionsSection sessions={own.sessions} />
        </ClientMessages>
      ) : null}
      <LinkedProvidersSection locale={locale} />
    </SettingsFrame>
  );
}
