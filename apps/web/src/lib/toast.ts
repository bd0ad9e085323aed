'use client';
import type { ExternalToast, toast as sonnerToast } from 'sonner';

type Message = Parameters<typeof sonnerToast.success>[0];
type Kind = 'success' | 'error' | 'info' | 'warning';

type ToasterModule = typeof import('./app-toaster-view');

/** The toaster's module with sonner in it, once asked for: from then on the page's toaster is wanted. */
let toasterModule: Promise<ToasterModule> | undefined;
const wanted = new Set<() => void>();

/**
 * Loads sonner (~10 KB gzip) with the toaster on the first toast, never with the page. This is the one
 * place that imports it: the toaster takes its view from here too (a second import site, even of the same
 * module, gave the page a second copy of sonner).
 */
export function loadToaster(): Promise<ToasterModule> {
  if (!toasterModule) {
    toasterModule = import('./app-toaster-view');
    for (const listener of wanted) listener();
  }
  return toasterModule;
}

/** For the page's toaster: mounts once a toast is wanted (sonner shows toasts made before it mounted). */
export const toasterWanted = {
  subscribe(listener: () => void): () => void {
    wanted.add(listener);
    return () => wanted.delete(listener);
  },
  get: (): boolean => toasterModule !== undefined,
  getServer: (): boolean => false,
};

function show(kind: Kind) {
  return (message: Message, options?: ExternalToast): void => {
    void loadToaster().then(({ toast }) => toast[kind](message, options));
  };
}

/**
 * The page's toasts, with sonner's calls (`toast.success(message, options)`, …): the message shows as soon
 * as sonner has loaded, in the toaster the layout mounts (`AppToaster`).
 */
export const toast = {
  success: show('success'),
  error: show('error'),
  info: show('info'),
  warning: show('warning'),
};
