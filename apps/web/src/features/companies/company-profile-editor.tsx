import {
  type Catalog,
  type CompanyTitle,
  type Locale,
  type ManagerProfile,
  type Place,
  withLocale,
} from '@tendero/contracts';
import { timeZoneOptions } from '@tendero/i18n';
import { Badge, buttonClass, Card } from '@tendero/ui';
import { getTranslations } from 'next-intl/server';

import { ImageUploader } from '@/features/files';
import { PageHeader } from '@/features/layout';
import { TaxIdentitySection } from '@/features/tax-identity/server';
import { CompanyDetailsForm } from './company-details-form';
import { EntrySection } from './entry-section';

/** /manager/profile: the manager's workspace for the company profile, section by section. */
export async function CompanyProfileEditor({
  locale,
  profile,
  catalog,
  titles,
  places,
}: {
  locale: Locale;
  profile: ManagerProfile;
  catalog: Catalog;
  titles: CompanyTitle[];
  places: Place[];
}) {
  const t = await getTranslations({ locale, namespace: 'companies' });
  const tTax = await getTranslations({ locale, namespace: 'taxIdentity.form' });
  const company = profile.companyData;
  const title = titles.find((item) => item._id === company.companyTitleId);
  const sections = [
    { kind: 'offer', entries: company.offers },
    { kind: 'promo', entries: company.promos },
    { kind: 'course', entries: company.courses },
    { kind: 'step', entries: company.steps, reorderable: true },
    { kind: 'faq', entries: company.faqs },
    { kind: 'portfolio', entries: company.portfolio },
  ] as const;

  const knownZones = timeZoneOptions(locale);

  return (
    <div className="space-y-8">
      <PageHeader
        title={t('profile.title')}
        lead={t('profile.lead')}
        aside={
          <div className="flex flex-col gap-2 sm:items-end">
            <div className="flex flex-wrap items-center gap-2">
              {title ? (
                <span title={title.rule}>
                  <Badge>{title.name}</Badge>
                </span>
              ) : (
                <Badge tone="slate">{t('profile.noTitle')}</Badge>
              )}
              <Badge tone={company.hasPremium ? 'amber' : 'slate'}>
                {company.hasPremium ? t('profile.premium') : t('profile.freePlan')}
              </Badge>
            </div>
            {/* The company page is public once verified (the marketplace itself is for visitors and clients). */}
            {company.verifiedAt ? (
              <a
                href={withLocale(locale, `/marketplace/company/${encodeURIComponent(company.id)}`)}
                className={buttonClass('secondary', 'sm')}
              >
                {t('profile.publicPage')} →
              </a>
            ) : (
              <p className="max-w-xs text-sm text-slate-600 sm:text-right">{t('profile.publicPageHidden')}</p>
            )}
          </div>
        }
      />

      <nav aria-label={t('profile.sectionsNav')} className="flex flex-wrap gap-2 text-sm">
        {[
          { id: 'company-details-title', label: t('profile.detailsTitle') },
          { id: 'tax-identity-title', label: tTax('title') },
        ]
          .concat(
            sections.map((section) => ({
              id: `${section.kind}-section-title`,
              label: t(`sections.${section.kind}.title`),
            })),
          )
          .map((link) => (
            <a
              key={link.id}
              href={`#${link.id}`}
              className="rounded-full bg-white px-3 py-1 font-medium text-slate-800 ring-1 ring-slate-200 hover:bg-slate-50"
            >
              {link.label}
            </a>
          ))}
        <a
          href={withLocale(locale, '/manager/consents')}
          className="rounded-full bg-white px-3 py-1 font-medium text-brand-700 ring-1 ring-slate-200 hover:bg-slate-50"
        >
          {t('sections.consent.title')} →
        </a>
      </nav>

      <Card>
        <ImageUploader
          upload={{ row: 'managerPhoto', params: { managerId: profile.managerData.userId } }}
          initialUrl={company.image}
          name={company.name}
          shape="square"
          title={t('profile.logo')}
        />
        <p className="text-sm text-slate-600">{t('profile.logoHint')}</p>
      </Card>

      {/* The zones this server knows, labelled here: the browser's own list and names may differ (no
          hydration mismatch). The company's own zone is always among them. */}
      <CompanyDetailsForm
        company={company}
        catalog={catalog}
        places={places}
        zones={
          knownZones.some((zone) => zone.value === company.timeZone)
            ? knownZones
            : [...timeZoneOptions(locale, [company.timeZone]), ...knownZones]
        }
      />

      <TaxIdentitySection locale={locale} start={{ country: company.country, legalName: company.name }} />

      {sections.map((section) => (
        <EntrySection
          key={section.kind}
          kind={section.kind}
          companyId={company.id}
          initial={[...section.entries]}
          reorderable={'reorderable' in section}
        />
      ))}

      {titles.length > 0 ? (
        <Card aria-labelledby="titles-title">
          <h2 id="titles-title" className="text-lg font-semibold text-slate-900">
            {t('profile.titlesTitle')}
          </h2>
          <p className="mt-1 text-sm text-slate-600">{t('profile.titlesLead')}</p>
          <dl className="mt-4 space-y-3 text-sm">
            {titles.map((item) => (
              <div key={item._id}>
                <dt className="font-medium text-slate-900">{item.name}</dt>
                <dd className="text-slate-700">{item.rule}</dd>
              </div>
            ))}
          </dl>
        </Card>
      ) : null}
    </div>
  );
}
