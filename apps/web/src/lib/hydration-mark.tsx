'use client';

import { useEffect } from 'react';

/**
 * Marks the page as live (`<html data-hydrated="true">`) once React has hydrated it. A button that opens a
 * dialog works only with the scripts; browser tests wait for this mark before pressing one on a page they
 * have just loaded (a press before it is lost, as it would be for a visitor on a slow phone).
 */
export function HydrationMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}
