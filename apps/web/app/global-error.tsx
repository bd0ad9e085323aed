'use client';

import { usePathname } from 'next/navigation';
import { globalErrorTexts } from './global-error-texts';

/**
 * Last-resort page when even the root layout fails, so no translation provider runs here: its two texts
 * in both languages are written out (`global-error-texts.ts`), shown in the language of the path. SPEC §8:
 * 'Internal Server Error' with the message.
 */
export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  const pathname = usePathname() ?? '/';
  const locale = pathname === '/pl' || pathname.startsWith('/pl/') ? 'pl' : 'en';
  const t = globalErrorTexts[locale];
  return (
    <html lang={locale}>
      <body style={{ fontFamily: 'system-ui, sans-serif', padding: 32 }}>
        <title>{t.title}</title>
        <h1>{t.title}</h1>
        <p>{error.message || t.body}</p>
        <p>
          <a href={`/${locale}`}>Tendero</a>
        </p>
      </body>
    </html>
  );
}
