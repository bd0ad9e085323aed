import { type Locale, secondFactorSetupPath } from '@tendero/contracts';
import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { SecondFactorPage } from '@/features/second-factor/server';
import { pageMetadata } from '@/lib/metadata';

type Props = { params: Promise<{ locale: Locale }>; searchParams: Promise<{ next?: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return pageMetadata(locale, 'settingsSecondFactor', secondFactorSetupPath, { noindex: true });
}

/** Two-step sign-in: settings, and the set-up those who must have it are led to first. */
export default async function SecondFactorSettingsPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const { next } = await searchParams;
  return <SecondFactorPage locale={locale} next={next} />;
}
