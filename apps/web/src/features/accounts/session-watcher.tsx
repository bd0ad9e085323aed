'use client';

import { useEffect } from 'react';

/** SPEC §4/§9: while signed in, the user is re-checked every 2 minutes; a lost session logs out. */
export const recheckEveryMs = 120_000;

/**
 * Rendered only for a signed-in viewer; the check and the API client it needs load then, so pages seen by
 * visitors do not carry them.
 */
export function SessionWatcher({ locale }: { locale: string }) {
  useEffect(() => {
    let timer: ReturnType<typeof setInterval> | undefined;
    let stopped = false;
    void import('./session-check').then(({ checkSession }) => {
      if (!stopped) timer = setInterval(() => void checkSession(locale), recheckEveryMs);
    });
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [locale]);
  return null;
}
