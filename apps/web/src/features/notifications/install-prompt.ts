'use client';

/**
 * The browser's offer to install Tendero (`beforeinstallprompt`, Chromium browsers), kept from the moment this
 * module loads, so a button mounted later can still use it. Other browsers never fire it: nothing is shown.
 */
type InstallPromptEvent = Event & { prompt: () => Promise<void>; userChoice: Promise<{ outcome: string }> };

let offered: InstallPromptEvent | null = null;
const listeners = new Set<() => void>();
const changed = () => {
  for (const listener of listeners) listener();
};

if (typeof window !== 'undefined') {
  window.addEventListener('beforeinstallprompt', (event) => {
    // The browser's own mini-infobar stays away: our button offers it where the person looks for it.
    event.preventDefault();
    offered = event as InstallPromptEvent;
    changed();
  });
  window.addEventListener('appinstalled', () => {
    offered = null;
    changed();
  });
}

export const installPrompt = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  offered: () => offered !== null,
  /** Shows the browser's install dialog; the offer is used up either way. */
  async prompt(): Promise<void> {
    const event = offered;
    if (!event) return;
    offered = null;
    changed();
    await event.prompt();
    await event.userChoice.catch(() => undefined);
  },
};
