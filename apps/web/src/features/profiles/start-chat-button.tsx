import type { Locale } from '@tendero/contracts';
import { getLocale, getTranslations } from 'next-intl/server';
import { StartChatAction } from '@/features/chat';

/**
 * "Start chat" on a rep's profile (/sales/profile/{id}), and for a sales rep on a client's profile
 * (`repId` is then the client: the other participant): opens the conversation; a signed-out
 * visitor gets the info toast `chat.errors.signInToChat` and nothing starts (SPEC §5). The texts are
 * translated here, so the page does not ship the chat namespace to the browser.
 */
export async function StartChatButton({ signedIn, repId }: { signedIn: boolean; repId?: string }) {
  const locale = (await getLocale()) as Locale;
  const t = await getTranslations({ locale, namespace: 'chat' });
  const tp = await getTranslations({ locale, namespace: 'profiles.chat' });
  return (
    <StartChatAction
      oppositeUserId={repId}
      signedIn={signedIn}
      labels={{
        start: tp('start'),
        signIn: t('errors.signInToChat'),
        signInAction: tp('signInAction'),
        failed: t('start.failed'),
      }}
    />
  );
}
