'use client';
import type { ExternalToast, toast as sonnerToast } from 'sonner';

type Message = Parameters<typeof sonnerToast.success>[0];
type Kind = 'success' | 'error' | 'info' | 'warning';

/** sonner, once asked for: from then on the page's toaster is wanted. */
let sonner: Promise<typeof sonnerToast> | undefined;
const wanted = new Set<() => void>();

/** Loads sonner (~10 KB gzip) on the first toast, or when the page is idle, never with the page. */
export function loadSonner(): Promise<typeof sonnerToast> {
  if (!sonner) {
    sonner = import('sonner').then((module) => module.toast);
    for (const listener of wanted) listener();
  }
  return sonner;
}

/** For the page's toaster: mounts once a toast is wanted (sonner shows toasts made before it mounted). */
export const toasterWanted = {
  subscribe(listener: () => void): () => void {
    wanted.add(listener);
    return () => wanted.delete(listener);
  },
  get: (): boolean => sonner !== undefined,
  getServer: (): boolean => false,
};

function show(kind: Kind) {
  return (message: Message, options?: ExternalToast): void => {
    void loadSonner().then((toast) => toast[kind](message, options));
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
