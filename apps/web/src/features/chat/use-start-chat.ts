'use client';

import { type Locale, withLocale } from '@tendero/contracts';
import { useRouter } from 'next/navigation';
import { useLocale } from 'next-intl';
import { useState } from 'react';
import { type StartResult, startConversation } from './chat-socket';

/**
 * "Start chat": asks the server for the room with this person (startConversation) and opens it. A refusal
 * is shown by the socket's chatException toast; a network failure is left to the caller to say.
 */
export function useStartChat(): { start: (oppositeUserId: string) => Promise<StartResult>; busy: boolean } {
  const router = useRouter();
  const locale = useLocale() as Locale;
  const [busy, setBusy] = useState(false);
  const start = async (oppositeUserId: string): Promise<StartResult> => {
    setBusy(true);
    const result = await startConversation(oppositeUserId, locale);
    if (result.ok) router.push(withLocale(locale, `/chat/${encodeURIComponent(result.roomId)}`));
    else setBusy(false);
    return result;
  };
  return { start, busy };
}
