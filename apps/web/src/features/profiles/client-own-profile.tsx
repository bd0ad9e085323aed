import {
  type ClientProfile,
  endpointUrl,
  filesEndpoints,
  isWorkLanguage,
  type Locale,
  withLocale,
} from '@tendero/contracts';
import { buttonClass, Card } from '@tendero/ui';
import { getTranslations } from 'next-intl/server';
import { FavouriteOffers } from '@/features/favourites/server';
import { PageHeader } from '@/features/layout';
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
            uploadUrl={endpointUrl(filesEndpoints.uploadUserPhoto, { params: { ownerId: profile.userId } })}
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
            <p className="mt-1 text-sm text-slate-600">{t('clientOwn.favouritesLead')}</p>
            <div className="mt-4">
              <FavouriteOffers locale={locale} userId={profile.userId} />
            </div>
          </Card>
        </section>
      </div>
    </div>
  );
}
