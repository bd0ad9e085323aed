import { type Locale, withLocale } from '@tendero/contracts';
import { formatDate } from '@tendero/i18n';
import { Container } from '@tendero/ui';
import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { loadArticle, slugOfTwin } from '@/features/content';
import NextLink from '@/lib/link';
import { pageMetadata } from '@/lib/metadata';

type Props = { params: Promise<{ locale: Locale; slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, slug } = await params;
  const article = loadArticle(locale, slug);
  if (!article) return {};
  const metadata = await pageMetadata(locale, 'blogArticle', `/blog/${slug}`, {
    title: article.title,
    description: article.description,
    // Each language has its own address: the hreflang link names the twin's.
    otherPath: article.twin ? `/blog/${article.twin}` : undefined,
  });
  return {
    ...metadata,
    openGraph: { ...metadata.openGraph, type: 'article', publishedTime: article.date, authors: [article.author] },
  };
}

export default async function ArticlePage({ params }: Props) {
  const { locale, slug } = await params;
  setRequestLocale(locale);
  const article = loadArticle(locale, slug);
  if (!article) {
    // The other language's address of an article (an old link, the language switch): its own one here.
    const own = slugOfTwin(locale, slug);
    if (own) permanentRedirect(withLocale(locale, `/blog/${own}`));
    notFound();
  }
  const t = await getTranslations({ locale, namespace: 'blog' });
  const other = locale === 'en' ? 'pl' : 'en';
  const twin = article.twin && loadArticle(other, article.twin) ? article.twin : null;
  return (
    <Container className="max-w-3xl py-12 sm:py-16">
      <NextLink
        href={withLocale(locale, '/blog')}
        className="text-sm font-semibold text-brand-700 hover:text-brand-900"
      >
        ← {t('back')}
      </NextLink>
      <article className="mt-6">
        <header className="mb-8">
          <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{article.title}</h1>
          <p className="mt-4 text-lg text-slate-700">{article.description}</p>
          <p className="mt-4 text-sm text-slate-600">
            {t('by', { author: article.author })} · <time dateTime={article.date}>{formatDate(article.date)}</time> ·{' '}
            {t('minutes', { count: article.readingMinutes })}
          </p>
          {twin ? (
            <p className="mt-2 text-sm">
              <a
                href={withLocale(other, `/blog/${twin}`)}
                hrefLang={other}
                className="text-brand-700 underline underline-offset-2"
              >
                {t('otherLanguage')}
              </a>
            </p>
          ) : null}
        </header>
        {/* Our own Markdown from the repository; no user input reaches it. */}
        <div className="prose-tendero" dangerouslySetInnerHTML={{ __html: article.html }} />
      </article>
    </Container>
  );
}
