import type { Locale } from '@tendero/contracts';
import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { LayoutFrame } from '@/features/layout/server';
import { UpcomingPage } from '@/features/upcoming';
import { pageMetadata } from '@/lib/metadata';

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return pageMetadata(locale, 'chatAi', '/chat/ai', { noindex: true });
}

/**
 * /chat/ai (the assistant, layout chat-ai) is not built yet. Without this page /chat/{id} would catch it,
 * so it renders what the catch-all renders for a route that has not landed.
 */
export default async function ChatAiPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  return (
    <LayoutFrame name="chat-ai" locale={locale}>
      <UpcomingPage locale={locale} routeId="chatAi" />
    </LayoutFrame>
  );
}
