'use client';

/**
 * The browser's offer to install Tendero (`beforeinstallprompt`, Chromium browsers). The page's inline script
 * (`apps/web/src/lib/service-worker-script.tsx`) keeps it on `window.tenderoInstallPrompt` from the start and says so with a
 * `tendero:install-offer` event, so a button mounted later can still use it. Other browsers never fire it:
 * nothing is shown.
 */
type InstallPromptEvent = Event & { prompt: () => Promise<void>; userChoice: Promise<{ outcome: string }> };
type WithOffer = Window & { tenderoInstallPrompt?: InstallPromptEvent | null };

const held = () => (typeof window === 'undefined' ? null : ((window as WithOffer).tenderoInstallPrompt ?? null));

export const installPrompt = {
  subscribe(listener: () => void) {
    window.addEventListener('tendero:install-offer', listener);
    return () => window.removeEventListener('tendero:install-offer', listener);
  },
  offered: () => held() !== null,
  /** Shows the browser's install dialog; the offer is used up either way. */
  async prompt(): Promise<void> {
    const event = held();
    if (!event) return;
    (window as WithOffer).tenderoInstallPrompt = null;
    window.dispatchEvent(new Event('tendero:install-offer'));
    await event.prompt();
    await event.userChoice.catch(() => undefined);
  },
};
