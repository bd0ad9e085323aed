'use client';
import { accountsEndpoints } from '@tendero/contracts';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { disconnectChat } from '@/features/chat';
import { forgetThisDevicePush } from '@/features/notifications';
import { apiRequest } from '@/lib/api-client';
import { flashToast } from '@/lib/flash-toast';

/** SPEC §4 logout: ends the session, clears the cookies and user data, goes to the marketplace. */
export function LogoutRunner() {
  const t = useTranslations('accounts.logout');
  const locale = useLocale();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    // A shared browser stops receiving this person's push notices before the session ends.
    forgetThisDevicePush(locale)
      .then(() => apiRequest(accountsEndpoints.signOut, { locale }))
      .catch(() => undefined)
      .finally(() => {
        // SPEC §5: logging out resets the chat data and closes its socket.
        disconnectChat();
        sessionStorage.clear();
        flashToast(t('done'));
        window.location.replace(`/${locale}/marketplace`);
      });
  }, [locale, t]);
  return (
    <p role="status" className="text-center text-slate-700">
      {t('working')}
    </p>
  );
}
