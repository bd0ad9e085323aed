import { type ClientProfile, isWorkLanguage, type Locale, withLocale } from '@tendero/contracts';
import { Card } from '@tendero/ui';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { FavouriteCompanies, FavouriteOffers } from '@/features/favourites/server';
import { BuyerRecordPanel } from '@/features/trust/server';
import { OwnIdentityCard } from './own-identity-card';
import { OwnProfileFrame } from './own-profile-frame';
import { PersonalProfileForm } from './personal-profile-form';

/** /client/profile: the client's own photo, words, languages and what providers may see of their contact. */
export async function ClientOwnProfile({ locale, profile }: { locale: Locale; profile: ClientProfile }) {
  const t = await getTranslations({ locale, namespace: 'profiles' });
  return (
    <OwnProfileFrame
      title={t('clientOwn.title')}
      lead={t('clientOwn.lead')}
      publicHref={withLocale(locale, `/client/profile/${encodeURIComponent(profile.userId)}`)}
      publicLabel={t('clientOwn.publicLink')}
      aside={
        <div className="space-y-6">
          <FavouritesCard
            id="favourite-companies-title"
            title={t('clientOwn.favouriteCompaniesTitle')}
            lead={t('clientOwn.favouriteCompaniesLead')}
          >
            <FavouriteCompanies locale={locale} userId={profile.userId} />
          </FavouritesCard>
          <FavouritesCard
            id="favourites-title"
            title={t('clientOwn.favouritesTitle')}
            lead={t('clientOwn.favouritesLead')}
          >
            <FavouriteOffers locale={locale} userId={profile.userId} />
          </FavouritesCard>
        </div>
      }
    >
      <OwnIdentityCard
        locale={locale}
        upload={{ row: 'userPhoto', params: { ownerId: profile.userId } }}
        image={profile.image}
        firstName={profile.firstName}
        lastName={profile.lastName}
        email={profile.email}
        phone={profile.phone}
      />
      {profile.buyerRecord ? <BuyerRecordPanel locale={locale} record={profile.buyerRecord} variant="own" /> : null}
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
    </OwnProfileFrame>
  );
}

/** One of the client's favourites lists beside the profile, titled (`id` names its heading) and led. */
function FavouritesCard({
  id,
  title,
  lead,
  children,
}: {
  id: string;
  title: string;
  lead: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id}>
      <Card>
        <h2 id={id} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{lead}</p>
        <div className="mt-4">{children}</div>
      </Card>
    </section>
  );
}
