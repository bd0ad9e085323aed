import type { Locale } from '@tendero/contracts';
import { setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { ChatShell } from '@/features/chat';
import { LayoutFrame } from '@/features/layout/server';
import { ClientMessages } from '@/lib/client-messages';
import { getPageContext } from '@/lib/page-context';

/**
 * The chat layout of /chat and /chat/{id} (SPEC §2): the list stays mounted while conversations change.
 * /chat/ai (the assistant, layout chat-ai) lives outside this group. The page gateway admits only
 * clients, reps and managers, so a session is always there.
 */
export default async function ChatLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}) {
  const { locale } = (await params) as { locale: Locale };
  setRequestLocale(locale);
  const { session } = await getPageContext();
  return (
    <LayoutFrame name="chat" locale={locale}>
      <ClientMessages locale={locale} namespaces={['chat', 'meetings']}>
        {session ? (
          <ChatShell userId={session.userId} provider={session.role !== 'CLIENT'}>
            {children}
          </ChatShell>
        ) : null}
      </ClientMessages>
    </LayoutFrame>
  );
}
