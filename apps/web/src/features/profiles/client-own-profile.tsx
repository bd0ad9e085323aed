import { type ClientProfile, isWorkLanguage, type Locale, withLocale } from '@tendero/contracts';
import { buttonClass, Card } from '@tendero/ui';
import { getTranslations } from 'next-intl/server';
import { PageHeader } from '../layout/page-header';
import { OwnIdentityCard } from './own-identity-card';
import { PersonalProfileForm } from './personal-profile-form';

/** /client/profile: the client's own photo, words, languages and what providers may see of their contact. */
export async function ClientOwnProfile({ locale, profile }: { locale: Locale; profile: ClientProfile }) {
  const t = await getTranslations({ locale, namespace: 'profiles' });
  return (
    <div className="space-y-8">
      <PageHeader
        title={t('clientOwn.title')}
        lead={t('clientOwn.lead')}
        aside={
          <a
            href={withLocale(locale, `/client/profile/${encodeURIComponent(profile.userId)}`)}
            className={buttonClass('secondary', 'md', 'shrink-0')}
          >
            {t('clientOwn.publicLink')}
          </a>
        }
      />
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        <div className="space-y-8">
          <OwnIdentityCard
            locale={locale}
            uploadUrl={`/api/users/${encodeURIComponent(profile.userId)}/photo/`}
            image={profile.image}
            firstName={profile.firstName}
            lastName={profile.lastName}
            email={profile.email}
            phone={profile.phone}
          />
          <PersonalProfileForm
            userId={profile.userId}
            variant="client"
            initial={{
              bio: profile.bio,
              languages: profile.languages.filter(isWorkLanguage),
              city: profile.city ?? '',
              organization: profile.organization ?? '',
              shareEmail: profile.own?.shareEmail ?? false,
              sharePhone: profile.own?.sharePhone ?? false,
            }}
          />
        </div>
        <section aria-labelledby="favourites-title">
          <Card>
            <h2 id="favourites-title" className="text-lg font-semibold text-slate-900">
              {t('clientOwn.favouritesTitle')}
            </h2>
            <div className="mt-4 flex items-start gap-3 rounded-xl bg-slate-50 p-4">
              <svg viewBox="0 0 20 20" aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 fill-slate-400">
                <path d="M10 17.3 8.8 16.2C4.6 12.4 2 10 2 7.1A4.1 4.1 0 0 1 6.1 3c1.5 0 2.9.7 3.9 1.8A5.3 5.3 0 0 1 13.9 3 4.1 4.1 0 0 1 18 7.1c0 2.9-2.6 5.3-6.8 9.1L10 17.3Z" />
              </svg>
              <p className="text-sm text-slate-700">{t('clientOwn.favouritesNote')}</p>
            </div>
          </Card>
        </section>
      </div>
    </div>
  );
}
