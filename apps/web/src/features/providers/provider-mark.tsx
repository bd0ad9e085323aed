import type { OpenIdProvider } from '@tendero/contracts';

/** The provider's mark beside its name (decorative: the button's text names it). */
export function ProviderMark({ provider }: { provider: OpenIdProvider }) {
  if (provider === 'microsoft') {
    return (
      <svg viewBox="0 0 20 20" className="h-4 w-4" aria-hidden="true">
        <rect x="1" y="1" width="8.5" height="8.5" fill="#f25022" />
        <rect x="10.5" y="1" width="8.5" height="8.5" fill="#7fba00" />
        <rect x="1" y="10.5" width="8.5" height="8.5" fill="#00a4ef" />
        <rect x="10.5" y="10.5" width="8.5" height="8.5" fill="#ffb900" />
      </svg>
    );
  }
  return (
    <svg viewBox="0 0 48 48" className="h-4 w-4" aria-hidden="true">
      <path
        fill="#4285F4"
        d="M45 24.5c0-1.6-.1-3.1-.4-4.5H24v8.5h11.8c-.5 2.7-2.1 5-4.4 6.6v5.5h7.1c4.2-3.8 6.5-9.5 6.5-16.1z"
      />
      <path
        fill="#34A853"
        d="M24 46c5.9 0 10.9-2 14.5-5.3l-7.1-5.5c-2 1.3-4.5 2.1-7.4 2.1-5.7 0-10.5-3.8-12.2-9H4.5v5.7C8.1 41.1 15.5 46 24 46z"
      />
      <path
        fill="#FBBC05"
        d="M11.8 28.3c-.4-1.3-.7-2.8-.7-4.3s.3-3 .7-4.3V14H4.5C3 17 2 20.4 2 24s1 7 2.5 10l7.3-5.7z"
      />
      <path
        fill="#EA4335"
        d="M24 10.8c3.2 0 6.1 1.1 8.4 3.3l6.3-6.3C34.9 4.2 29.9 2 24 2 15.5 2 8.1 6.9 4.5 14l7.3 5.7c1.7-5.2 6.5-8.9 12.2-8.9z"
      />
    </svg>
  );
}
