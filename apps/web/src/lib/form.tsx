'use client';

import { type ComponentProps, useRef } from 'react';

/**
 * A form that is sent only by its `onSubmit` (react-hook-form's, which validates and calls the API). A
 * press before the scripts have arrived would otherwise send it the browser's way: the page reloads,
 * what was typed is lost and, for a GET form, lands in the address bar. Given a function action, React
 * writes an action into the HTML that cannot send, holds such an early press and replays it once the
 * page is live; the replay asks the form to submit, so it goes through `onSubmit` like any other press.
 * React resets a form after running its action; that reset is refused, since the fields hold what the
 * visitor typed (and what `onSubmit` is sending). A press on the live page never reaches the action:
 * `onSubmit` prevents the browser's submission, and React then leaves the action alone.
 * Search filters that work without scripts stay plain `<form method="get">`.
 */
export function Form({ ref, ...props }: Omit<ComponentProps<'form'>, 'action' | 'method'>) {
  const own = useRef<HTMLFormElement | null>(null);
  const replayed = useRef(false);
  return (
    <form
      noValidate
      {...props}
      ref={(element) => {
        own.current = element;
        if (typeof ref === 'function') ref(element);
        else if (ref) ref.current = element;
        if (!element) return;
        // React resets the form while it commits, when its own event handlers are switched off: a plain
        // listener is the one that hears it.
        const keepReplayed = (event: Event) => {
          if (!replayed.current) return;
          replayed.current = false;
          event.preventDefault();
        };
        element.addEventListener('reset', keepReplayed);
        return () => element.removeEventListener('reset', keepReplayed);
      }}
      action={() => {
        replayed.current = true;
        own.current?.requestSubmit();
      }}
    />
  );
}
