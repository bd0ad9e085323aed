import type { Catalog, CompanyProfile, Locale } from '@tendero/contracts';
import { getTranslations } from 'next-intl/server';
import { countryName, serviceNames } from '@/features/catalog';
import { teamSizeWords } from '@/features/companies';
import { languageNames } from './language-names';
import { NameChips } from './name-chips';

/** "https://nordwind.example/" → "nordwind.example". */
function displayUrl(url: string): string {
  return url.replace(/^https?:\/\//i, '').replace(/\/$/, '');
}

/**
 * The facts clients compare on a company card (location, team size, year founded, website) and its
 * services and languages, as the rep page and the company page both show them.
 */
export async function CompanyFacts({
  locale,
  company,
  catalog,
  heading: Heading,
}: {
  locale: Locale;
  company: CompanyProfile;
  catalog: Catalog | null;
  /** The level of the small headings, under the page's outline. */
  heading: 'h2' | 'h3';
}) {
  const t = await getTranslations({ locale, namespace: 'profiles' });
  const location = [company.place?.names[locale] ?? null, company.country ? countryName(company.country, locale) : null]
    .filter(Boolean)
    .join(', ');
  const facts = [
    ...(location ? [{ label: t('company.location'), value: location }] : []),
    ...(company.teamSize
      ? [{ label: t('company.teamSize'), value: t('company.teamSizeValue', teamSizeWords(company.teamSize)) }]
      : []),
    ...(company.foundedYear ? [{ label: t('company.founded'), value: String(company.foundedYear) }] : []),
  ];
  const services = serviceNames(catalog, company.services, locale);
  const languages = languageNames(company.languages, locale);
  return (
    <>
      {facts.length > 0 || company.website ? (
        <dl className="mt-5 grid gap-4 rounded-xl bg-slate-50 p-4 text-sm sm:grid-cols-2">
          {facts.map((fact) => (
            <div key={fact.label} className="min-w-0">
              <dt className="text-slate-600">{fact.label}</dt>
              <dd className="font-medium break-words text-slate-900">{fact.value}</dd>
            </div>
          ))}
          {company.website ? (
            <div className="min-w-0">
              <dt className="text-slate-600">{t('company.website')}</dt>
              <dd className="font-medium break-words">
                <a
                  href={company.website}
                  target="_blank"
                  rel="noopener nofollow"
                  className="text-brand-700 underline underline-offset-2 hover:text-brand-900"
                >
                  {displayUrl(company.website)}
                  <span className="sr-only"> {t('company.opensNewTab')}</span>
                </a>
              </dd>
            </div>
          ) : null}
        </dl>
      ) : null}
      {services.length > 0 ? (
        <div className="mt-5">
          <Heading className="text-sm font-medium text-slate-800">{t('company.services')}</Heading>
          <NameChips names={services} tone="brand" />
        </div>
      ) : null}
      {languages.length > 0 ? (
        <div className="mt-5">
          <Heading className="text-sm font-medium text-slate-800">{t('company.languages')}</Heading>
          <NameChips names={languages} />
        </div>
      ) : null}
    </>
  );
}
