'use client';

import { type ComponentType, useEffect, useState, useSyncExternalStore } from 'react';
import { loadToaster, toasterWanted } from './toast';

/** What a visitor does before an action of theirs can end in a toast. */
const firstMoves = ['pointerdown', 'keydown'] as const;

/**
 * The page's toaster, never loaded with the page (a library evaluated while the page starts is time a
 * phone cannot answer a tap): it loads on the visitor's first press of a key or pointer, so its live region
 * is in place before the answer to what they do next (screen readers announce additions to a region that
 * exists), or on the first toast if that comes sooner (sonner shows a toast made before it mounted).
 */
export function AppToaster() {
  const wanted = useSyncExternalStore(toasterWanted.subscribe, toasterWanted.get, toasterWanted.getServer);
  const [View, setView] = useState<ComponentType | null>(null);
  useEffect(() => {
    if (wanted) return;
    const load = () => void loadToaster();
    for (const move of firstMoves) window.addEventListener(move, load, { once: true, passive: true, capture: true });
    return () => {
      for (const move of firstMoves) window.removeEventListener(move, load, { capture: true });
    };
  }, [wanted]);
  useEffect(() => {
    if (!wanted) return;
    let mounted = true;
    void loadToaster().then((module) => {
      if (mounted) setView(() => module.default);
    });
    return () => {
      mounted = false;
    };
  }, [wanted]);
  return View ? <View /> : null;
}
