import {
  type CompanyTitle,
  isWorkLanguage,
  type Locale,
  type PersonalProfileInput,
  type SalesRepProfile,
  withLocale,
} from '@tendero/contracts';
import { Badge, Card } from '@tendero/ui';
import { getTranslations } from 'next-intl/server';
import { CompanyLogo } from './company-logo';
import { OwnIdentityCard } from './own-identity-card';
import { OwnProfileFrame } from './own-profile-frame';
import { PersonalProfileForm } from './personal-profile-form';
import { TitleBadge } from './title-badge';

/** /sales/profile: the rep's own photo, words and languages, and the company they represent (read-only). */
export async function SalesRepOwnProfile({
  locale,
  profile,
  titles,
}: {
  locale: Locale;
  profile: SalesRepProfile;
  titles: CompanyTitle[];
}) {
  const t = await getTranslations({ locale, namespace: 'profiles' });
  const rep = profile.salesRepData;
  const company = profile.companyData;
  const title = titles.find((item) => item._id === company.companyTitleId);
  // A rep edits bio and languages here; the save sends only those.
  const initial: PersonalProfileInput = { bio: rep.bio, languages: rep.languages.filter(isWorkLanguage) };
  const facts = [
    { label: t('salesOwn.companyEmail'), value: company.email ?? t('account.notGiven') },
    { label: t('salesOwn.managerEmail'), value: company.managerEmail ?? t('account.notGiven') },
  ];

  return (
    <OwnProfileFrame
      title={t('salesOwn.title')}
      lead={t('salesOwn.lead')}
      publicHref={withLocale(locale, `/sales/profile/${encodeURIComponent(rep.userId)}`)}
      publicLabel={t('salesOwn.publicLink')}
      aside={
        <section aria-labelledby="own-company-title" className="lg:sticky lg:top-6">
          <Card>
            <h2 id="own-company-title" className="text-lg font-semibold text-slate-900">
              {t('salesOwn.companyTitle')}
            </h2>
            <div className="mt-4 flex items-center gap-4">
              <CompanyLogo
                name={company.name}
                image={company.image}
                alt={t('photo.logoAlt', { company: company.name })}
              />
              <p className="min-w-0 font-semibold break-words text-slate-900">{company.name}</p>
            </div>
            <dl className="mt-5 space-y-3 text-sm">
              {facts.map((fact) => (
                <div key={fact.label} className="min-w-0">
                  <dt className="text-slate-600">{fact.label}</dt>
                  <dd className="font-medium break-words text-slate-900">{fact.value}</dd>
                </div>
              ))}
              <div>
                <dt className="text-slate-600">{t('salesOwn.plan')}</dt>
                <dd className="mt-1">
                  <Badge tone={company.hasPremium ? 'amber' : 'slate'}>
                    {company.hasPremium ? t('salesOwn.premium') : t('salesOwn.freePlan')}
                  </Badge>
                </dd>
              </div>
              <div>
                <dt className="text-slate-600">{t('salesOwn.badge')}</dt>
                <dd className="mt-1">
                  {title ? (
                    <TitleBadge title={title} ruleLabel={t('company.badgeRule')} />
                  ) : (
                    <Badge tone="slate">{t('salesOwn.noBadge')}</Badge>
                  )}
                </dd>
              </div>
            </dl>
            <p className="mt-5 flex items-start gap-2 border-t border-slate-100 pt-4 text-sm text-slate-600">
              <svg viewBox="0 0 20 20" aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 fill-slate-500">
                <path d="M6 8V6a4 4 0 1 1 8 0v2h.5A1.5 1.5 0 0 1 16 9.5v7a1.5 1.5 0 0 1-1.5 1.5h-9A1.5 1.5 0 0 1 4 16.5v-7A1.5 1.5 0 0 1 5.5 8H6Zm2 0h4V6a2 2 0 1 0-4 0v2Z" />
              </svg>
              {t('salesOwn.companyReadOnly')}
            </p>
          </Card>
        </section>
      }
    >
      <OwnIdentityCard
        locale={locale}
        upload={{ row: 'repPhoto', params: { repId: rep.userId } }}
        image={rep.image}
        firstName={rep.firstName}
        lastName={rep.lastName}
        email={rep.email}
      />
      <PersonalProfileForm userId={rep.userId} initial={initial} variant="rep" />
    </OwnProfileFrame>
  );
}
