'use client';
import { accountsEndpoints } from '@tendero/contracts';

import { useEffect } from 'react';
import { apiRequest } from '@/lib/api-client';

/** SPEC §4/§9: while signed in, the user is re-checked every 2 minutes; a lost session logs out. */
export const recheckEveryMs = 120_000;

export function SessionWatcher({ locale }: { locale: string }) {
  useEffect(() => {
    const check = () => apiRequest(accountsEndpoints.session, { locale }).catch(() => undefined);
    const timer = setInterval(check, recheckEveryMs);
    return () => clearInterval(timer);
  }, [locale]);
  return null;
}
