'use client';

/**
 * Tells every meetings list on the page that a meeting was proposed, changed, answered or cancelled, so a
 * list and an action placed apart (the contact page, the conversation) stay in step without a shared store.
 */
const listeners = new Set<() => void>();

export function notifyMeetingsChanged(): void {
  for (const listener of listeners) listener();
}

export function onMeetingsChanged(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
