'use client';

import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False in the server's HTML and until React has hydrated the page, true after. A form that works only
 * through JavaScript keeps its submit button disabled until then, so an early click cannot fall back to
 * a native submission (which would reload the page and lose what was typed).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
