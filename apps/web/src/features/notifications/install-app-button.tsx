'use client';

import { buttonClass, cx } from '@tendero/ui';
import { useSyncExternalStore } from 'react';
import { installPrompt } from './install-prompt';

/**
 * "Install Tendero" (issue 40): shown only while the browser offers to install the app
 * (`beforeinstallprompt`); elsewhere (Safari, Firefox, an installed app) nothing. Texts come from the server.
 */
export function InstallAppButton({ label, hint, className }: { label: string; hint: string; className?: string }) {
  const offered = useSyncExternalStore(installPrompt.subscribe, installPrompt.offered, () => false);
  if (!offered) return null;
  return (
    <button
      type="button"
      title={hint}
      aria-label={label}
      data-testid="install-app"
      className={cx(buttonClass('secondary', 'sm'), 'whitespace-nowrap', className)}
      onClick={() => void installPrompt.prompt()}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="2">
        <path d="M12 4v11m0 0-4-4m4 4 4-4M5 19h14" />
      </svg>
      {/* On a phone the header has room for the icon only; the name is its label. */}
      <span className="hidden sm:inline">{label}</span>
    </button>
  );
}
