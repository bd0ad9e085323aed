import { fileURLToPath } from 'node:url';
import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin('./src/i18n/request.ts');

const config: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // `npm run dev` opened as http://127.0.0.1:3000 (not only localhost): its hot-reload socket and dev files
  // answer that origin too (Next.js refuses other origins in development).
  allowedDevOrigins: ['127.0.0.1'],
  transpilePackages: ['@tendero/contracts', '@tendero/i18n', '@tendero/ui'],
  // Types and lint are checked once for the whole repo by `npm run check`.
  typescript: { ignoreBuildErrors: true },
  turbopack: {
    root: fileURLToPath(new URL('../..', import.meta.url)),
    // Messages reach next-intl already compiled (src/i18n/compiled-messages.ts): its formatter for
    // compiled messages replaces the one that parses ICU in every browser.
    resolveAlias: { 'use-intl/format-message': 'use-intl/format-message/format-only' },
  },
  // The API server sets security headers and the CSP nonce; Next only renders.
};

export default withNextIntl(config);
