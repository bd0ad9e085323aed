'use client';

import { useEffect } from 'react';
import { whenPartsLive } from './live-parts';

/**
 * Marks the page as live (`<html data-hydrated="true">`) once React has hydrated it, with every part whose
 * code loads on its own (live-parts.ts): the early-press script (early-press.tsx) then presses again a
 * button pressed before. Browser tests wait for this mark before pressing a button on a page they have just
 * loaded.
 */
export function HydrationMark() {
  useEffect(() => {
    whenPartsLive(() => {
      document.documentElement.dataset.hydrated = 'true';
    });
  }, []);
  return null;
}
