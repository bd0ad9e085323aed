'use client';
import type { Application } from '@tendero/contracts';
import { Button } from '@tendero/ui';
import { useTranslations } from 'next-intl';
import { useStartChat } from '@/features/chat';
import { toast } from '@/lib/toast';
import { useInquiryScope } from './inquiry-scope-provider';

/** What the client can do with one offer: accept, decline, or talk to its rep. */
export function OfferActions({
  offer,
  mayAccept,
  mayDecline,
  onDecide,
}: {
  offer: Application;
  mayAccept: boolean;
  mayDecline: boolean;
  onDecide: (decision: { kind: 'accept' | 'decline'; offer: Application }) => void;
}) {
  const t = useTranslations('myInquiries');
  const tAll = useTranslations();
  const { start: startChat, busy: chatBusy } = useStartChat();
  const { viewer } = useInquiryScope();
  // Chat joins a client and a sales rep (chat policy): a manager's or rep's own inquiry offers no chat.
  const mayChat = viewer === 'CLIENT';
  return (
    <div className="flex flex-col gap-2">
      {mayAccept ? (
        <Button onClick={() => onDecide({ kind: 'accept', offer })}>
          {t('offers.accept')}
          <span className="sr-only">: {offer.company.name}</span>
        </Button>
      ) : null}
      {mayDecline ? (
        <Button variant="secondary" onClick={() => onDecide({ kind: 'decline', offer })}>
          {t('offers.decline')}
          <span className="sr-only">: {offer.company.name}</span>
        </Button>
      ) : null}
      {mayChat ? (
        <Button
          variant="ghost"
          disabled={chatBusy}
          onClick={async () => {
            const result = await startChat(offer.rep.id);
            if (!result.ok && result.reason === 'network') toast.error(tAll('errors.network'));
          }}
        >
          <svg viewBox="0 0 20 20" aria-hidden="true" className="h-4 w-4 fill-current">
            <path d="M2 5a3 3 0 0 1 3-3h10a3 3 0 0 1 3 3v6a3 3 0 0 1-3 3H9l-4 4v-4a3 3 0 0 1-3-3V5Z" />
          </svg>
          {t('offers.chat')}
          <span className="sr-only">: {offer.rep.name}</span>
        </Button>
      ) : null}
    </div>
  );
}
