'use client';

import { type Locale, withLocale } from '@tendero/contracts';
import { Button } from '@tendero/ui';
import { useLocale, useTranslations } from 'next-intl';
import { toast } from 'sonner';

/**
 * "Start chat" on a rep's profile. Chat arrives with a later issue, so the button says so instead of
 * pretending; a signed-out visitor is asked to sign in first (SPEC §5).
 */
export function StartChatButton({ signedIn }: { signedIn: boolean }) {
  const t = useTranslations('profiles.chat');
  const locale = useLocale() as Locale;
  const start = () => {
    if (!signedIn) {
      toast.info(t('signIn'), {
        action: { label: t('signInAction'), onClick: () => window.location.assign(withLocale(locale, '/login')) },
      });
      return;
    }
    toast.info(t('soon'));
  };
  return (
    <Button size="lg" className="w-full" onClick={start}>
      <svg viewBox="0 0 20 20" aria-hidden="true" className="h-5 w-5 fill-current">
        <path d="M2 5a3 3 0 0 1 3-3h10a3 3 0 0 1 3 3v6a3 3 0 0 1-3 3H9l-4 4v-4a3 3 0 0 1-3-3V5Z" />
      </svg>
      {t('start')}
    </Button>
  );
}
