'use client';

import { useEffect } from 'react';
import { toast } from '@/lib/toast';

const key = 'tendero:flash';

/** Keeps a success toast across a full page load (sign-in reloads the page to pick up the session). */
export function flashToast(message: string): void {
  sessionStorage.setItem(key, message);
}

export function FlashToasts() {
  useEffect(() => {
    const message = sessionStorage.getItem(key);
    if (message) {
      sessionStorage.removeItem(key);
      toast.success(message);
    }
  }, []);
  return null;
}
