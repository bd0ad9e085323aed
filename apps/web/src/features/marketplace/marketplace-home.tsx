import { type Catalog, type CityFacet, type Locale, verificationCriteria, withLocale } from '@tendero/contracts';
import { Button, Card, CheckCircleIcon, Field, Input, optionsHtml, Select } from '@tendero/ui';
import { getTranslations } from 'next-intl/server';
import { searchHref } from './search-url';
import { whereOptions } from './where-options';

/**
 * /marketplace: what the listing promises (verified top 20%), the "what services, where" search as a
 * plain GET form (works without JavaScript), and the catalogue's categories.
 */
export async function MarketplaceHome({
  locale,
  catalog,
  cities,
}: {
  locale: Locale;
  catalog: Catalog | null;
  cities: CityFacet[];
}) {
  const t = await getTranslations({ locale, namespace: 'marketplace' });
  const categories = catalog?.categories ?? [];
  const suggestions = [
    ...new Set([
      ...categories.map((category) => category.names[locale]),
      ...categories.flatMap((category) => category.services.map((service) => service.names[locale])),
    ]),
  ].sort((a, b) => a.localeCompare(b, locale));
  const topCities = cities.slice(0, 8);

  return (
    <div className="space-y-12">
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
        <div className="lg:col-start-1 lg:row-start-1">
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{t('home.eyebrow')}</p>
          <h1 id="marketplace-title" className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
            {t('home.title')}
          </h1>
          <p className="mt-4 max-w-2xl text-lg leading-relaxed text-slate-700">{t('home.lead')}</p>
        </div>
        <section aria-labelledby="search-title" className="lg:col-span-2 lg:row-start-2">
          <h2 id="search-title" className="sr-only">
            {t('home.searchTitle')}
          </h2>
          <search>
            <form
              method="get"
              action={withLocale(locale, '/marketplace/search/all')}
              className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6 md:grid-cols-[minmax(0,1.6fr)_minmax(0,1fr)_auto] md:items-end"
            >
              <Field id="search-what" label={t('search.what')}>
                <Input
                  id="search-what"
                  name="q"
                  type="search"
                  list="search-what-suggestions"
                  autoComplete="off"
                  maxLength={100}
                  placeholder={t('search.whatPlaceholder')}
                  className="py-2.5"
                />
              </Field>
              <datalist
                id="search-what-suggestions"
                dangerouslySetInnerHTML={optionsHtml(suggestions.map((name) => ({ value: name })))}
              />
              <Field id="search-where" label={t('search.where')}>
                <Select
                  id="search-where"
                  name="where"
                  defaultValue=""
                  className="py-2.5"
                  options={[
                    { value: '', label: t('search.anywhere') },
                    ...whereOptions({
                      cities,
                      locale,
                      wholeCountry: (country) => t('search.wholeCountry', { country }),
                      cityLabel: (city) => t('search.cityWithCount', { city: city.name, count: city.companies }),
                    }),
                  ]}
                />
              </Field>
              <Button type="submit" size="lg" className="md:py-2.5">
                <svg viewBox="0 0 20 20" aria-hidden="true" className="h-5 w-5 fill-current">
                  <path d="M8.5 2a6.5 6.5 0 0 1 5.2 10.4l4 4-1.3 1.3-4-4A6.5 6.5 0 1 1 8.5 2Zm0 1.8a4.7 4.7 0 1 0 0 9.4 4.7 4.7 0 0 0 0-9.4Z" />
                </svg>
                {t('search.submit')}
              </Button>
            </form>
          </search>
          {topCities.length > 0 ? (
            <div className="mt-4 flex flex-wrap items-center gap-2 text-sm">
              <span className="text-slate-600">{t('home.popularCities')}</span>
              {topCities.map((city) => (
                <a
                  key={city.slug}
                  href={searchHref(locale, 'all', { city: city.slug })}
                  className="rounded-full bg-white px-3 py-1 text-slate-800 ring-1 ring-slate-200 ring-inset hover:bg-slate-100 hover:text-slate-900"
                >
                  {city.name}
                </a>
              ))}
            </div>
          ) : null}
        </section>
        <Card className="bg-brand-50/60 p-5 lg:col-start-2 lg:row-start-1">
          <h2 className="text-sm font-semibold text-slate-900">{t('home.criteriaTitle')}</h2>
          <ul className="mt-3 space-y-2">
            {verificationCriteria.map((criterion) => (
              <li key={criterion} className="flex items-start gap-2 text-sm text-slate-800">
                <CheckCircleIcon className="mt-0.5 h-5 w-5 shrink-0 fill-brand-700" />
                <span>
                  <span className="font-medium">{t(`criteria.${criterion}`)}</span>
                  <span className="text-slate-600"> – {t(`criteria.${criterion}Hint`)}</span>
                </span>
              </li>
            ))}
          </ul>
        </Card>
      </div>

      <section aria-labelledby="categories-title">
        <div className="flex flex-wrap items-end justify-between gap-2">
          <h2 id="categories-title" className="text-2xl font-bold tracking-tight text-slate-900">
            {t('home.categoriesTitle')}
          </h2>
          <a
            href={searchHref(locale, 'all', {})}
            className="text-sm font-semibold text-brand-700 underline-offset-2 hover:text-brand-900 hover:underline"
          >
            {t('home.allCompanies')}
          </a>
        </div>
        {categories.length === 0 ? (
          <p className="mt-4 text-slate-700">{t('home.catalogUnavailable')}</p>
        ) : (
          <ul className="mt-5 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {categories.map((category) => (
              <li key={category.slug}>
                <a
                  href={searchHref(locale, category.slug, {})}
                  className="group flex h-full flex-col rounded-xl border border-slate-200 bg-white p-4 shadow-sm transition-colors hover:border-brand-300 hover:bg-brand-50/40 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
                >
                  <span className="font-semibold text-slate-900 group-hover:text-brand-800">
                    {category.names[locale]}
                  </span>
                  <span className="mt-1 text-sm text-slate-600">
                    {t('home.servicesCount', { count: category.services.length })}
                  </span>
                  <span className="mt-2 line-clamp-2 text-sm text-slate-600">
                    {category.services
                      .slice(0, 3)
                      .map((service) => service.names[locale])
                      .join(' · ')}
                  </span>
                </a>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
