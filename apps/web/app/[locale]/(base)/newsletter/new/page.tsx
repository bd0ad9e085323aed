import { type Locale, newsletterEndpoints, pathOf, withLocale } from '@tendero/contracts';
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PageHeader } from '@/features/layout';
import { NewsletterComposer } from '@/features/newsletter';
import { ClientMessages } from '@/lib/client-messages';
import NextLink from '@/lib/link';
import { pageMetadata } from '@/lib/metadata';
import { serverApi } from '@/lib/server-api';

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return pageMetadata(locale, 'newsletterNew', '/newsletter/new', { noindex: true });
}

/** The composer: the sender's contacts and tags come from the API with why each would be left out. */
export default async function NewsletterNewPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'newsletter.composer' });
  const audience = await serverApi(newsletterEndpoints.audience, { locale });
  return (
    <div className="space-y-6">
      <NextLink href={withLocale(locale, pathOf('newsletter'))} className="text-sm font-medium text-brand-700">
        ← {t('back')}
      </NextLink>
      <PageHeader title={t('title')} />
      <ClientMessages locale={locale} namespaces={['newsletter']}>
        <NewsletterComposer audience={audience ?? { contacts: [], tags: [] }} />
      </ClientMessages>
    </div>
  );
}
