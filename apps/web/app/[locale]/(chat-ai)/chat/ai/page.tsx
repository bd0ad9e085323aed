import { assistantEndpoints, assistantLimits, type Locale } from '@tendero/contracts';
import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { AssistantPage } from '@/features/assistant';
import { LayoutFrame } from '@/features/layout/server';
import { ClientMessages } from '@/lib/client-messages';
import { pageMetadata } from '@/lib/metadata';
import { serverApi } from '@/lib/server-api';

type Props = {
  params: Promise<{ locale: Locale }>;
  searchParams: Promise<{ c?: string | string[]; ask?: string | string[] }>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return pageMetadata(locale, 'chatAi', '/chat/ai', { noindex: true });
}

/**
 * /chat/ai (layout chat-ai): the AI assistant for clients, reps and managers (the page gateway admits only
 * them). The first render has which assistant answers, the conversations and the one in ?c= (if it is
 * the viewer's); answers are streamed in the browser.
 */
export default async function ChatAiPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const { c, ask } = await searchParams;
  const conversationId = typeof c === 'string' && /^[0-9a-f-]{36}$/i.test(c) ? c : null;
  // "Draft with the assistant" and similar links fill the question box (never send it).
  const question = typeof ask === 'string' ? ask.slice(0, assistantLimits.questionChars) : '';
  const [status, list, conversation] = await Promise.all([
    serverApi(assistantEndpoints.status, { locale }),
    serverApi(assistantEndpoints.conversations, { locale }),
    conversationId ? serverApi(assistantEndpoints.conversation, { params: { conversationId }, locale }) : null,
  ]);
  return (
    <LayoutFrame name="chat-ai" locale={locale}>
      {/* The offer form opens here with a drafted offer (sales reps). */}
      <ClientMessages locale={locale} namespaces={['assistantPage', 'findInquiries', 'inquiries']}>
        <AssistantPage
          status={status ?? { engine: 'offline', model: null }}
          initialConversations={list?.items ?? []}
          initialConversation={conversation}
          initialQuestion={question}
        />
      </ClientMessages>
    </LayoutFrame>
  );
}
