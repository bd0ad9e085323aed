'use client';

import { type Locale, withLocale } from '@tendero/contracts';
import { Button } from '@tendero/ui';
import { useParams } from 'next/navigation';
import { useLocale } from 'next-intl';
import { toast } from '@/lib/toast';
import { useStartChat } from './use-start-chat';

export type StartChatLabels = { start: string; signIn: string; signInAction: string; failed: string };

/**
 * The big "Start chat" button of a rep's profile. A signed-out visitor is asked to log in and nothing
 * starts (SPEC §5); a signed-in one lands in the conversation.
 */
export function StartChatAction({
  oppositeUserId,
  signedIn,
  labels,
}: {
  /** The rep's user id; without it, the `{id}` of the profile URL (/sales/profile/{id}) is the rep. */
  oppositeUserId?: string;
  signedIn: boolean;
  labels: StartChatLabels;
}) {
  const locale = useLocale() as Locale;
  const params = useParams<{ id?: string }>();
  const target = oppositeUserId ?? (typeof params.id === 'string' ? decodeURIComponent(params.id) : null);
  const { start, busy } = useStartChat();
  const onClick = async () => {
    if (!signedIn) {
      toast.info(labels.signIn, {
        action: {
          label: labels.signInAction,
          onClick: () => window.location.assign(withLocale(locale, '/login')),
        },
      });
      return;
    }
    if (!target) return;
    const result = await start(target);
    if (!result.ok && result.reason === 'network') toast.error(labels.failed);
  };
  return (
    <Button size="lg" className="w-full" onClick={onClick} disabled={busy} aria-busy={busy}>
      <svg viewBox="0 0 20 20" aria-hidden="true" className="h-5 w-5 fill-current">
        <path d="M2 5a3 3 0 0 1 3-3h10a3 3 0 0 1 3 3v6a3 3 0 0 1-3 3H9l-4 4v-4a3 3 0 0 1-3-3V5Z" />
      </svg>
      {labels.start}
    </Button>
  );
}
