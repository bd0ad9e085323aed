'use client';

import { useEffect } from 'react';

/**
 * Marks the page as live (`<html data-hydrated="true">`) once React has hydrated it: the early-press script
 * (early-press.tsx) then presses again a button pressed before. Browser tests wait for this mark before
 * pressing a button on a page they have just loaded.
 */
export function HydrationMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}
