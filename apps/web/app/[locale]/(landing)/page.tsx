import { type Locale, withLocale } from '@tendero/contracts';
import { buttonClass, Container } from '@tendero/ui';
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import NextLink from '@/lib/link';
import { pageMetadata } from '@/lib/metadata';

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return pageMetadata(locale, 'home', '/');
}

function Check() {
  return (
    <svg viewBox="0 0 20 20" className="mt-0.5 h-5 w-5 flex-none text-brand-600" aria-hidden="true" fill="currentColor">
      <path
        fillRule="evenodd"
        d="M16.7 5.3a1 1 0 0 1 0 1.4l-7.5 7.5a1 1 0 0 1-1.4 0L3.3 9.7a1 1 0 1 1 1.4-1.4l3.8 3.8 6.8-6.8a1 1 0 0 1 1.4 0Z"
        clipRule="evenodd"
      />
    </svg>
  );
}

export default async function HomePage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'landing' });
  const href = (path: string) => withLocale(locale, path);

  const stats = [
    { value: t('stats.topValue'), label: t('stats.topLabel') },
    { value: t('stats.fasterValue'), label: t('stats.fasterLabel') },
    { value: t('stats.dayValue'), label: t('stats.dayLabel') },
  ];
  const steps = [1, 2, 3].map((n) => ({ n, title: t(`how.step${n}Title` as never), body: t(`how.step${n}` as never) }));
  const criteria = (['competencies', 'teamSize', 'portfolio', 'quality'] as const).map((key) => ({
    key,
    title: t(`verification.${key}`),
    hint: t(`verification.${key}Hint`),
  }));

  return (
    <>
      <section className="relative overflow-hidden bg-gradient-to-b from-brand-50 via-white to-white">
        <Container className="grid gap-12 py-16 sm:py-24 lg:grid-cols-[1.2fr_1fr] lg:items-center">
          <div>
            <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">{t('hero.eyebrow')}</p>
            <h1 className="mt-3 text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl">{t('hero.title')}</h1>
            <p className="mt-6 max-w-2xl text-lg text-slate-700">{t('hero.lead')}</p>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row">
              <NextLink href={href('/marketplace')} className={buttonClass('primary', 'lg')}>
                {t('hero.ctaClients')}
              </NextLink>
              <NextLink href={`${href('/login')}?tab=register`} className={buttonClass('secondary', 'lg')}>
                {t('hero.ctaCompanies')}
              </NextLink>
            </div>
            <p className="mt-6 text-sm text-slate-600">{t('hero.adults')}</p>
          </div>
          <dl className="grid gap-4 sm:grid-cols-3 lg:grid-cols-1">
            {stats.map((stat) => (
              <div key={stat.label} className="rounded-2xl border border-brand-100 bg-white p-6 shadow-sm">
                <dt className="text-sm text-slate-600">{stat.label}</dt>
                <dd className="order-first text-3xl font-bold tracking-tight text-brand-700">{stat.value}</dd>
              </div>
            ))}
          </dl>
        </Container>
      </section>

      <section aria-labelledby="for-clients" className="py-16 sm:py-20">
        <Container className="grid gap-10 lg:grid-cols-2">
          <div className="rounded-3xl border border-slate-200 bg-white p-8 shadow-sm">
            <h2 id="for-clients" className="text-2xl font-bold text-slate-900">
              {t('clients.title')}
            </h2>
            <p className="mt-3 text-slate-700">{t('clients.lead')}</p>
            <ul className="mt-6 space-y-3 text-slate-800">
              {(['search', 'inquiry', 'compare', 'chat'] as const).map((key) => (
                <li key={key} className="flex gap-3">
                  <Check />
                  {t(`clients.${key}`)}
                </li>
              ))}
            </ul>
            <p className="mt-6 font-semibold text-brand-800">{t('clients.free')}</p>
          </div>
          <div className="rounded-3xl bg-slate-900 p-8 text-slate-100 shadow-sm">
            <h2 className="text-2xl font-bold text-white">{t('companies.title')}</h2>
            <p className="mt-3 text-slate-300">{t('companies.lead')}</p>
            <ul className="mt-6 space-y-3">
              {(['profile', 'team', 'leads', 'premium'] as const).map((key) => (
                <li key={key} className="flex gap-3">
                  <svg
                    viewBox="0 0 20 20"
                    className="mt-0.5 h-5 w-5 flex-none text-amber-400"
                    aria-hidden="true"
                    fill="currentColor"
                  >
                    <path
                      fillRule="evenodd"
                      d="M16.7 5.3a1 1 0 0 1 0 1.4l-7.5 7.5a1 1 0 0 1-1.4 0L3.3 9.7a1 1 0 1 1 1.4-1.4l3.8 3.8 6.8-6.8a1 1 0 0 1 1.4 0Z"
                      clipRule="evenodd"
                    />
                  </svg>
                  {t(`companies.${key}`)}
                </li>
              ))}
            </ul>
          </div>
        </Container>
      </section>

      <section aria-labelledby="how" className="bg-slate-50 py-16 sm:py-20">
        <Container>
          <h2 id="how" className="text-center text-3xl font-bold text-slate-900">
            {t('how.title')}
          </h2>
          <ol className="mt-10 grid gap-6 md:grid-cols-3">
            {steps.map((step) => (
              <li key={step.n} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
                <span
                  className="flex h-10 w-10 items-center justify-center rounded-full bg-brand-700 font-bold text-white"
                  aria-hidden="true"
                >
                  {step.n}
                </span>
                <h3 className="mt-4 text-lg font-semibold text-slate-900">{step.title}</h3>
                <p className="mt-2 text-slate-700">{step.body}</p>
              </li>
            ))}
          </ol>
        </Container>
      </section>

      <section aria-labelledby="verification" className="py-16 sm:py-20">
        <Container>
          <div className="max-w-3xl">
            <h2 id="verification" className="text-3xl font-bold text-slate-900">
              {t('verification.title')}
            </h2>
            <p className="mt-3 text-lg text-slate-700">{t('verification.lead')}</p>
          </div>
          <dl className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {criteria.map((criterion) => (
              <div key={criterion.key} className="rounded-2xl border border-slate-200 p-6">
                <dt className="text-lg font-semibold text-slate-900">{criterion.title}</dt>
                <dd className="mt-2 text-slate-700">{criterion.hint}</dd>
              </div>
            ))}
          </dl>
        </Container>
      </section>

      <section className="bg-brand-800 py-16">
        <Container className="flex flex-col items-start gap-6 md:flex-row md:items-center md:justify-between">
          <div>
            <h2 className="text-2xl font-bold text-white sm:text-3xl">{t('cta.title')}</h2>
            <p className="mt-2 text-brand-50">{t('cta.body')}</p>
          </div>
          <NextLink href={`${href('/login')}?tab=register`} className={buttonClass('inverse', 'lg')}>
            {t('cta.button')}
          </NextLink>
        </Container>
      </section>
    </>
  );
}
