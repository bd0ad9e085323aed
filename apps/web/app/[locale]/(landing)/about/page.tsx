import { type Locale, withLocale } from '@tendero/contracts';
import { buttonClass, Container } from '@tendero/ui';
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import NextLink from '@/lib/link';
import { pageMetadata } from '@/lib/metadata';

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return pageMetadata(locale, 'about', '/about');
}

export default async function AboutPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'about' });
  const values = (['valueVerified', 'valueRespect', 'valuePrivacy'] as const).map((key) => ({
    key,
    title: t(key),
    hint: t(`${key}Hint`),
  }));
  return (
    <Container className="max-w-4xl py-16 sm:py-20">
      <h1 className="text-4xl font-bold tracking-tight text-slate-900">{t('title')}</h1>
      <p className="mt-4 text-xl text-slate-700">{t('lead')}</p>

      <AboutSection id="problem" title={t('problemTitle')} className="mt-12">
        <p className="mt-3 text-slate-700">{t('problem')}</p>
      </AboutSection>
      <AboutSection id="approach" title={t('approachTitle')}>
        <ul className="mt-3 list-disc space-y-2 pl-6 text-slate-700">
          <li>{t('approach1')}</li>
          <li>{t('approach2')}</li>
          <li>{t('approach3')}</li>
        </ul>
      </AboutSection>
      <AboutSection
        id="result"
        title={t('resultTitle')}
        className="mt-10 rounded-2xl bg-brand-50 p-6"
        titleClassName="text-brand-900"
      >
        <p className="mt-3 text-brand-900">{t('result')}</p>
      </AboutSection>
      <AboutSection id="values" title={t('valuesTitle')}>
        <dl className="mt-4 grid gap-4 md:grid-cols-3">
          {values.map((value) => (
            <div key={value.key} className="rounded-2xl border border-slate-200 p-5">
              <dt className="font-semibold text-slate-900">{value.title}</dt>
              <dd className="mt-2 text-sm text-slate-700">{value.hint}</dd>
            </div>
          ))}
        </dl>
      </AboutSection>
      <AboutSection id="contact" title={t('contactTitle')}>
        <p className="mt-3 text-slate-700">{t('contact')}</p>
        <NextLink
          href={withLocale(locale, '/account-settings/support')}
          className={buttonClass('primary', 'md', 'mt-4')}
        >
          {t('contactLink')}
        </NextLink>
      </AboutSection>
      <p className="mt-12 text-sm text-slate-600">{t('adults')}</p>
    </Container>
  );
}

/** One section of the page, labelled by its heading (`id`); the brand-tinted one names its own colours. */
function AboutSection({
  id,
  title,
  className = 'mt-10',
  titleClassName = 'text-slate-900',
  children,
}: {
  id: string;
  title: string;
  className?: string;
  titleClassName?: string;
  children: ReactNode;
}) {
  return (
    <section className={className} aria-labelledby={id}>
      <h2 id={id} className={`text-2xl font-semibold ${titleClassName}`}>
        {title}
      </h2>
      {children}
    </section>
  );
}
