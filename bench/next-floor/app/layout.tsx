import type { ReactNode } from 'react';

export const metadata = { title: 'Floor' };
export const viewport = { width: 'device-width', initialScale: 1 };

/** The least a page of this stack can ship: the framework's runtime and one small island. */
export default function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body style={{ fontFamily: 'system-ui, sans-serif', margin: 0, padding: '1.5rem', maxWidth: '40rem' }}>
        {children}
      </body>
    </html>
  );
}
