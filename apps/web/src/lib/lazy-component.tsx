'use client';
import { type ComponentType, lazy, Suspense } from 'react';

/**
 * A client component whose code loads the first time it renders (React's `lazy`, in a Suspense boundary of
 * its own that shows nothing meanwhile): a dialog that opens on a press, a form only some viewers get. On the
 * server it renders as usual; in the browser the page keeps the server's HTML until the code has come.
 * Instead of `next/dynamic`, whose loader runtime added 1.8 KB (gzip) to each page that used it (issue 39).
 */
export function lazyComponent<Props extends object>(load: () => Promise<ComponentType<Props>>): ComponentType<Props> {
  const Lazy = lazy(() => load().then((component) => ({ default: component })));
  // biome-ignore lint/correctness/noComponentHookFactories: made once, at the top level of the module that loads it (as next/dynamic is), never in a render
  function LazyComponent(props: Props) {
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return LazyComponent;
}
