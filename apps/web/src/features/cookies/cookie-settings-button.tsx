'use client';

import { openCookieSettingsEvent } from './cookie-events';

export function CookieSettingsButton({ label, className }: { label: string; className?: string }) {
  return (
    <button
      type="button"
      className={className}
      onClick={() => window.dispatchEvent(new Event(openCookieSettingsEvent))}
    >
      {label}
    </button>
  );
}
