'use client';
import { type ComponentType, lazy, Suspense, useEffect, useId, useLayoutEffect } from 'react';
import { holdLive, releaseLive } from './live-parts';

/**
 * A client component whose code loads the first time it renders (React's `lazy`, in a Suspense boundary of
 * its own that shows nothing meanwhile): a dialog that opens on a press, a form only some viewers get. On the
 * server it renders as usual; in the browser the page keeps the server's HTML until the code has come, and
 * the page is not marked live before (live-parts.ts), so a press on it meanwhile is kept, not lost.
 * Instead of `next/dynamic`, whose loader runtime added 1.8 KB (gzip) to each page that used it (issue 39).
 */
export function lazyComponent<Props extends object>(load: () => Promise<ComponentType<Props>>): ComponentType<Props> {
  const Lazy = lazy(() => load().then((component) => ({ default: component })));
  // biome-ignore lint/correctness/noComponentHookFactories: made once, at the top level of the module that loads it (as next/dynamic is), never in a render
  function LazyComponent(props: Props) {
    const part = useId();
    // Before the page's first mark: a part being hydrated. Layout effects run before any passive effect, so
    // before HydrationMark's and before the part's own `PartLive` (when its code was there at once). A part
    // gone before its code came holds nothing.
    useLayoutEffect(() => {
      holdLive(part);
      return () => releaseLive(part);
    }, [part]);
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
        <PartLive part={part} />
      </Suspense>
    );
  }
  return LazyComponent;
}

/** Rendered beside the lazy component, in its boundary: its effect runs once the part is live. */
function PartLive({ part }: { part: string }) {
  useEffect(() => releaseLive(part), [part]);
  return null;
}
