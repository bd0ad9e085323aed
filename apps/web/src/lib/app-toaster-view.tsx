'use client';

import { useTranslations } from 'next-intl';
import { useSyncExternalStore } from 'react';
import { Toaster } from 'sonner';

/** sonner's calls, from this module so that `@/lib/toast` loads the same file as the toaster. */
export { toast } from 'sonner';

const phoneQuery = '(max-width: 639px)';

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(phoneQuery);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/**
 * The page's toasts (SPEC §9: 10 s, bottom-right), labelled in the page's language for screen readers.
 * On a phone they come in at the top, so they never cover a form's button at the bottom of the screen.
 */
export default function AppToasterView() {
  const t = useTranslations('common.toaster');
  const phone = useSyncExternalStore(
    subscribe,
    () => window.matchMedia(phoneQuery).matches,
    () => false,
  );
  return (
    <Toaster
      position={phone ? 'top-center' : 'bottom-right'}
      duration={10_000}
      closeButton
      richColors
      customAriaLabel={t('label')}
      toastOptions={{ closeButtonAriaLabel: t('close') }}
    />
  );
}
