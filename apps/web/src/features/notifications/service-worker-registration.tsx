'use client';

import { useEffect } from 'react';
import './install-prompt';

/**
 * Registers Tendero's service worker (`/sw.js`: the app shell's files, the offline page, push notifications)
 * once the page has loaded, so it never competes with the page's own first requests.
 */
export function ServiceWorkerRegistration() {
  useEffect(() => {
    if (!('serviceWorker' in navigator)) return;
    const register = () => {
      navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => undefined);
    };
    if (document.readyState === 'complete') register();
    else {
      window.addEventListener('load', register, { once: true });
      return () => window.removeEventListener('load', register);
    }
  }, []);
  return null;
}
