'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import { toast } from '@/lib/toast';
import { describeApiError } from './api-client';

/**
 * One API call behind a button or a confirmation: on success a toast with `done` (or what `done` makes of
 * the answer) and a fresh server render (or `then`, e.g. going elsewhere); on failure a toast with the
 * API's translated message. Answers whether it worked, so a confirmation dialog stays open after a refusal.
 */
export function useApiAction() {
  const router = useRouter();
  const t = useTranslations();
  return useCallback(
    async <T>(call: () => Promise<T>, done: string | ((answer: T) => string), then?: () => void): Promise<boolean> => {
      try {
        const answer = await call();
        toast.success(typeof done === 'string' ? done : done(answer));
        if (then) then();
        else router.refresh();
        return true;
      } catch (error) {
        toast.error(describeApiError(error, t('errors.network')));
        return false;
      }
    },
    [router, t],
  );
}
