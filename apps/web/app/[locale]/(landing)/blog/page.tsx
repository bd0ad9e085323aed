import { type Locale, withLocale } from '@tendero/contracts';
import { formatDate } from '@tendero/i18n';
import { Container } from '@tendero/ui';
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { listArticles } from '@/features/content';
import NextLink from '@/lib/link';
import { pageMetadata } from '@/lib/metadata';

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return pageMetadata(locale, 'blog', '/blog');
}

export default async function BlogPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'blog' });
  const tc = await getTranslations({ locale, namespace: 'common' });
  const articles = listArticles(locale);
  return (
    <Container className="max-w-4xl py-16 sm:py-20">
      <h1 className="text-4xl font-bold tracking-tight text-slate-900">{t('title')}</h1>
      <p className="mt-3 text-lg text-slate-700">{t('lead')}</p>
      <ul className="mt-10 space-y-6">
        {articles.map((article) => (
          <li key={article.slug}>
            <article className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition-shadow hover:shadow-md">
              <p className="text-sm text-slate-600">
                <time dateTime={article.date}>{formatDate(article.date)}</time> ·{' '}
                {t('minutes', { count: article.readingMinutes })}
              </p>
              <h2 className="mt-2 text-xl font-semibold text-slate-900">
                <NextLink href={withLocale(locale, `/blog/${article.slug}`)} className="hover:text-brand-700">
                  {article.title}
                </NextLink>
              </h2>
              <p className="mt-2 text-slate-700">{article.description}</p>
              <p className="mt-3 text-sm text-slate-600">{t('by', { author: article.author })}</p>
              <NextLink
                href={withLocale(locale, `/blog/${article.slug}`)}
                className="mt-3 inline-block text-sm font-semibold text-brand-700 hover:text-brand-900"
                aria-label={`${tc('actions.readMore')}: ${article.title}`}
              >
                {tc('actions.readMore')} →
              </NextLink>
            </article>
          </li>
        ))}
      </ul>
    </Container>
  );
}
