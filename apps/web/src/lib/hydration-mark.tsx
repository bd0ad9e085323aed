'use client';

import { useEffect } from 'react';
import { replayEarlyPress } from './early-press';

/**
 * Marks the page as live (`<html data-hydrated="true">`) once React has hydrated it, and presses again a
 * button pressed before (early-press.tsx). Browser tests wait for this mark before pressing a button on a
 * page they have just loaded.
 */
export function HydrationMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
    replayEarlyPress();
  }, []);
  return null;
}
