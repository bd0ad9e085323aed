'use client';

import { usePathname } from 'next/navigation';
import en from '../../../packages/i18n/messages/en/errors.json';
import pl from '../../../packages/i18n/messages/pl/errors.json';

/**
 * Last-resort page when even the root layout fails, so no translation provider runs here: the two texts
 * come straight from the error messages of both languages (about 1.3 KB each), in the language of the
 * path. SPEC §8: 'Internal Server Error' with the message.
 */
export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  const pathname = usePathname() ?? '/';
  const locale = pathname === '/pl' || pathname.startsWith('/pl/') ? 'pl' : 'en';
  const t = locale === 'pl' ? pl : en;
  return (
    <html lang={locale}>
      <body style={{ fontFamily: 'system-ui, sans-serif', padding: 32 }}>
        <title>{t.serverErrorTitle}</title>
        <h1>{t.serverErrorTitle}</h1>
        <p>{error.message || t.serverErrorBody}</p>
        <p>
          <a href={`/${locale}`}>Tendero</a>
        </p>
      </body>
    </html>
  );
}
