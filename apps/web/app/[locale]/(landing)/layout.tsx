import type { Locale } from '@tendero/contracts';
import { setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { LayoutFrame } from '../../../src/features/layout/layout-frame';

export default async function LandingLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}) {
  const { locale } = await params;
  setRequestLocale(locale);
  return (
    <LayoutFrame name="landing" locale={locale as Locale}>
      {children}
    </LayoutFrame>
  );
}
